import Foundation

extension DisplayList {
    /// The shapes a view's `draw(_:)` drew, placed in its bounds now by its content mode and kept inside them (a view's
    /// drawing has the bounds' size, as its backing store has), over its background and under its subviews.
    @MainActor
    mutating func addDrawing(
        _ drawn: DrawnContent, of view: View, values: ViewValues, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?,
        visible: CGRect
    ) {
        guard transform.isInFront(values.bounds), drawn.bounds.width > 0, drawn.bounds.height > 0 else { return }
        let placed = view.contentMode.rect(for: drawn.bounds.size, in: values.bounds)
        let (sx, sy) = (placed.width / drawn.bounds.width, placed.height / drawn.bounds.height)
        let place = PlaneProjection(
            affine: CGAffineTransform(
                a: sx, b: 0, c: 0, d: sy, tx: placed.minX - drawn.bounds.minX * sx, ty: placed.minY - drawn.bounds.minY * sy))
        let own = transform.boundingBox(of: values.bounds)
        let inside = clip.map { $0.intersection(own) } ?? own
        for shape in drawn.shapes {
            let item = DisplayItem(
                content: .shape(shape), rect: shape.coverage, transform: place.concatenating(transform), alpha: alpha, cornerRadius: 0,
                clip: inside, viewID: ObjectIdentifier(view))
            if item.canvasBounds.intersects(visible) { items.append(item) }
        }
    }
}
