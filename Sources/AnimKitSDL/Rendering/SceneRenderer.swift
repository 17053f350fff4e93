import AnimKit
import Foundation

/// Draws a view tree's presentation with an SDL renderer, back to front.
///
/// Upright, square-cornered fills take SDL's rectangle path; rotated or rounded
/// ones become anti-aliased triangles (``ShapeTessellator``); labels and button
/// titles are drawn by ``TextRenderer``. Opacity is multiplied down the tree by
/// ``DisplayList``, which also culls what lies outside the canvas.
@MainActor
final class SceneRenderer {
    private let text = TextRenderer()
    private var shapes = ShapeTessellator(featherWidth: 1)

    /// Draws `list` into `renderer` (canvas units), after clearing to `background`.
    func draw(_ list: DisplayList, background: Color, into renderer: Renderer) throws(SDLError) {
        let feather: CGFloat = renderer.driverName == "software" ? 2 : 1
        if shapes.featherWidth != feather { shapes = ShapeTessellator(featherWidth: feather) }
        renderer.clear(PixelColor(background))
        var clip: CGRect?
        for item in list.items {
            if item.clip != clip {
                clip = item.clip
                renderer.setClip(clip)
            }
            switch item.content {
            case .fill(let color):
                drawFill(item, color: PixelColor(color, alpha: item.alpha), renderer: renderer)
            case .text(let string, let font, let color, let alignment):
                try text.draw(string, font: font, color: color, alignment: alignment, item: item, renderer: renderer)
            }
        }
        if clip != nil { renderer.setClip(nil) }
    }

    private func drawFill(_ item: DisplayItem, color: PixelColor, renderer: Renderer) {
        guard color.alpha > 0 else { return }
        if item.isAxisAligned && item.cornerRadius <= 0 {
            renderer.fill(item.canvasBounds, color: color)
            return
        }
        shapes.reset()
        shapes.add(item, color: color)
        renderer.drawGeometry(shapes.vertices, indices: shapes.indices)
    }
}
