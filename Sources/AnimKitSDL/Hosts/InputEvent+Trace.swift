import Foundation

extension InputEvent {
    /// How the trace names the event; plain moves without a button are left out.
    var traceDescription: String? {
        switch self {
        case .keyDown(let name): "key \(name)"
        case .keyUp(let name): "key up \(name)"
        case .mouseDown(let x, let y): "down \(Int(x)) \(Int(y))"
        case .mouseMoved(let x, let y, true): "drag \(Int(x)) \(Int(y))"
        case .mouseUp(let x, let y): "up \(Int(x)) \(Int(y))"
        case .wheel(let rows, let columns, let zooming): "wheel \(rows) \(columns)\(zooming ? " zoom" : "")"
        case .text(let typed): "type \(typed)"
        case .mouseMoved, .quit, .windowChanged: nil
        }
    }
}
