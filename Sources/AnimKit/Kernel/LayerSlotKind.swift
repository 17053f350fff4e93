import Foundation

/// The kinds of layer value the frame kernel blends, and how each is laid out there: a number, point, size, rectangle or
/// colour as up to four lanes (a colour premultiplied, as the views' colours blend), a transform as its sixteen entries.
enum LayerSlotKind: Equatable {
    case number, point, size, rect, color, transform

    /// The kind of `value`; `nil` for the kinds the kernel leaves to the general evaluator (paths, arrays).
    init?(of value: LayerValue) {
        switch value {
        case .number: self = .number
        case .point: self = .point
        case .size: self = .size
        case .rect: self = .rect
        case .color: self = .color
        case .transform: self = .transform
        case .path, .numbers, .colors: return nil
        }
    }

    /// How many lanes the kind fills (a transform none: its entries are not lanes, see ``LayerKeyValues``).
    var laneCount: Int {
        switch self {
        case .number: 1
        case .point, .size: 2
        case .rect, .color: 4
        case .transform: 0
        }
    }

    /// `value`'s lanes, and whether it holds a value at all (a `nil` colour does not).
    static func lanes(of value: LayerValue) -> (lanes: SIMD4<Double>, isPresent: Bool) {
        switch value {
        case .number(let n): (SIMD4(Double(n), 0, 0, 0), true)
        case .point(let p): (SIMD4(Double(p.x), Double(p.y), 0, 0), true)
        case .size(let s): (SIMD4(Double(s.width), Double(s.height), 0, 0), true)
        case .rect(let r): (SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)), true)
        case .color(let color?):
            (SIMD4(color.animatableData.red, color.animatableData.green, color.animatableData.blue, color.animatableData.alpha), true)
        case .color(nil), .transform, .path, .numbers, .colors: (SIMD4(), false)
        }
    }

    /// The value of this kind that `lanes` hold.
    func value(lanes: SIMD4<Double>, isPresent: Bool) -> LayerValue {
        switch self {
        case .number: return .number(CGFloat(lanes[0]))
        case .point: return .point(CGPoint(x: lanes[0], y: lanes[1]))
        case .size: return .size(CGSize(width: lanes[0], height: lanes[1]))
        case .rect: return .rect(CGRect(x: lanes[0], y: lanes[1], width: lanes[2], height: lanes[3]))
        case .color:
            guard isPresent else { return .color(nil) }
            var color = Color.clear
            color.animatableData = PremultipliedColor(red: lanes[0], green: lanes[1], blue: lanes[2], alpha: lanes[3])
            return .color(color)
        case .transform: return .transform(CATransform3DIdentity)
        }
    }
}
