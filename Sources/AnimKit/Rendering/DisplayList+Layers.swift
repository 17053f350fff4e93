import Foundation

/// The layers code added to a view, drawn as Core Animation draws them: each about its anchor point through
/// its transform, with its shadow, background, shape and border, then its own sublayers; a view's layer's
/// animations (`view.layer.add(…)`) move the view.
extension DisplayList {
    /// `view`'s presentation with its layer's Core Animation animations applied.
    @MainActor
    static func presented(_ view: View) -> ViewValues {
        var values = view.presentation
        guard let layer = view.madeLayer, !layer.animationEntries.isEmpty, let shown = layer.presentation() else { return values }
        values.center = shown.position
        values.bounds = shown.bounds
        values.alpha = CGFloat(shown.opacity)
        values.backgroundColor = shown.backgroundColor ?? .clear
        values.cornerRadius = shown.cornerRadius
        values.transform = CATransform3DGetAffineTransform(shown.transform)
        return values
    }

    /// The sublayers of `layer` (its view's subviews' layers among them), back to front by `zPosition`.
    @MainActor
    mutating func visitSublayers(of layer: Layer, transform: CGAffineTransform, alpha: CGFloat, clip: CGRect?) {
        var order = layer.orderedSublayers
        // Sorted only when some layer has a depth: most trees have none, and this runs every frame.
        if order.contains(where: { $0.zPosition != 0 }) {
            order = order.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
        }
        for sublayer in order {
            if let subview = sublayer.view {
                let values = Self.presented(subview)
                visit(subview, values: values, transform: values.transformToSuperview.concatenating(transform), alpha: alpha, clip: clip)
            } else {
                visitLayer(sublayer, superTransform: transform, alpha: alpha, clip: clip)
            }
        }
    }

    /// Draws a layer code made, and its sublayers.
    @MainActor
    private mutating func visitLayer(_ layer: Layer, superTransform: CGAffineTransform, alpha parentAlpha: CGFloat, clip: CGRect?) {
        let shown: Layer = layer.animationEntries.isEmpty ? layer : (layer.presentation() ?? layer)
        let alpha = parentAlpha * CGFloat(shown.opacity)
        guard !shown.isHidden, alpha >= DisplayList.invisibleAlpha else { return }
        let bounds = shown.bounds, anchor = shown.anchorPoint
        let pivot = CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y)
        let transform = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CATransform3DGetAffineTransform(shown.transform))
            .concatenating(CGAffineTransform(translationX: shown.position.x, y: shown.position.y))
            .concatenating(superTransform)
        guard (transform.a + transform.b + transform.c + transform.d + transform.tx + transform.ty).isFinite,
            (bounds.minX + bounds.minY + bounds.width + bounds.height).isFinite
        else { return }
        let visible = clip.map { $0.intersection(canvas) } ?? canvas
        let id = ObjectIdentifier(layer)
        func add(_ content: DisplayItem.Content, rect: CGRect = bounds, radius: CGFloat = shown.cornerRadius) {
            var item = DisplayItem(
                content: content, rect: rect, transform: transform, alpha: alpha, cornerRadius: radius, clip: clip, viewID: id)
            item.roundedCorners = shown.maskedCorners
            if item.canvasBounds.intersects(visible) { items.append(item) }
        }
        if shown.shadowOpacity > 0, let color = shown.shadowColor, color.alpha > 0 {
            let shadow = color.withAlphaComponent(color.alpha * CGFloat(Swift.min(shown.shadowOpacity, 1)))
            add(.shadow(shadow, radius: Swift.max(shown.shadowRadius, 0), offset: shown.shadowOffset))
        }
        if let color = shown.backgroundColor, color.alpha > 0 { add(.fill(color)) }
        if let shape = shown as? CAShapeLayer, let drawing = ShapeDrawing(shape) { add(.shape(drawing), rect: drawing.coverage, radius: 0) }
        if shown.borderWidth > 0, let color = shown.borderColor, color.alpha > 0 { add(.border(color, width: shown.borderWidth)) }
        guard !layer.ownSublayers.isEmpty else { return }
        var childClip = clip
        if shown.masksToBounds {
            let own = bounds.applying(transform)
            childClip = clip.map { $0.intersection(own) } ?? own
        }
        visitSublayers(of: layer, transform: transform, alpha: alpha, clip: childClip)
    }
}
