import AnimKit
import AnimKitSDL
import Foundation

/// A view that draws what `drawing` says, given the current context and the rectangle `draw(_:)` was asked for.
@MainActor
final class DrawingSketchView: UIView {
    var drawing: (CGContext, CGRect) -> Void = { _, _ in }
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawing(context, rect)
    }
}

/// A white `width` × `height` scene whose one clear view, as large, draws `drawing`; rendered once.
@MainActor
func drawingHost(width: CGFloat, height: CGFloat, _ drawing: @escaping (CGContext, CGRect) -> Void) throws -> OffscreenHost {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = .white
    let view = DrawingSketchView(frame: root.bounds)
    view.backgroundColor = .clear
    view.drawing = drawing
    root.addSubview(view)
    let host = try OffscreenHost(root: root)
    try host.render()
    return host
}
