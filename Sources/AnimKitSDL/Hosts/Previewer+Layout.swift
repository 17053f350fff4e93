import AnimKit
import Foundation

/// Where the scene and the panels sit in the window, at the size it opened at or any larger one.
extension Previewer {
    /// The window's size for a scene canvas of `canvasSize`: the panels at their least beside and below it.
    static func openingSize(canvas canvasSize: CGSize) -> CGSize {
        CGSize(width: canvasSize.width + inspectorWidth, height: canvasSize.height + barHeight + TimelinePanel.height)
    }

    /// Lays the window out at `size` (at least ``openingSize(canvas:)``).
    ///
    /// The scene keeps its own size in the top left corner, as the canvas its code was
    /// written for; the inspector takes the width beside it and the timeline the height
    /// under the bar, so a larger window shows more animators and a longer ruler, sharp,
    /// rather than the same ones scaled up.
    func layout(size: CGSize) {
        inspector.layout(in: CGRect(x: canvasSize.width, y: 0, width: size.width - canvasSize.width, height: canvasSize.height))
        // The curve editor over the inspector's foot, above its status lines.
        curveEditor.view.frame = CGRect(
            origin: CGPoint(x: canvasSize.width + 10, y: Swift.max(canvasSize.height - CurveEditor.size.height - 50, 0)),
            size: CurveEditor.size)
        scrubber.layout(in: CGRect(x: 0, y: canvasSize.height, width: size.width, height: Previewer.barHeight))
        timelinePanel.layout(
            in: CGRect(
                x: 0, y: canvasSize.height + Previewer.barHeight, width: size.width,
                height: size.height - canvasSize.height - Previewer.barHeight))
        help.view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        constraintsOverlay.layout(canvas: CGRect(origin: .zero, size: canvasSize), panel: inspector.view.frame)
        originOverlay.layout(canvas: CGRect(origin: .zero, size: canvasSize), panel: inspector.view.frame)
        motionOverlay.frame = CGRect(origin: .zero, size: canvasSize)
    }
}
