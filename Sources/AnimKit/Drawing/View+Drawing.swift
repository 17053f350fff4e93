import Foundation

/// Custom drawing, as UIKit's: ``View/draw(_:)`` runs when the view is about to be shown and its drawing is missing or
/// stale, into a context whose user space is the view's bounds; what it drew is kept, and placed by ``View/contentMode``
/// when the bounds change size (stretched, by default, while an animation resizes the view), until
/// ``setNeedsDisplay()`` asks for a new drawing.
extension View {
    /// What the view shows of its own drawing now, drawn first if asked for — or with `.redraw`, when the bounds have
    /// changed size since; `nil` when the view draws nothing.
    func currentDrawing() -> DrawnContent? {
        let bounds = model.bounds
        if contentMode == .redraw, let drawn = drawnContent, drawn.bounds.size != bounds.size { needsDisplay = true }
        guard needsDisplay, bounds.width > 0, bounds.height > 0 else { return drawnContent }
        needsDisplay = false
        let context = CGContext(bounds: bounds)
        draw(layer, in: context)
        drawnContent = context.items.isEmpty ? nil : DrawnContent(items: context.items, bounds: bounds)
        return drawnContent
    }
}
