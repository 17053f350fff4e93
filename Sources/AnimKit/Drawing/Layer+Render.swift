import Foundation

/// A layer tree drawn into a context — the way an app makes an image of a view to share it, fly it or blur it.
extension Layer {
    /// What ``Layer/render(in:)`` does: the layer and its sublayers drawn into `ctx`, in the layer's own coordinates: its bounds land on the context's
    /// user space, whatever its position and transform in its superlayer. As Apple documents, it "renders directly from
    /// the layer tree, ignoring any animations": the values code set, not those in flight. Its own opacity and mask are
    /// left out; a hidden layer draws nothing.
    func renderTree(in ctx: CGContext) {
        ctx.paint(look: DisplayList(modelOf: self).items, origin: DisplayList.shown(self, view: view, model: true).0.values.bounds.origin)
    }
}

extension View {
    /// What ``View/drawHierarchy(in:afterScreenUpdates:)`` does: the view and its subviews as they show now —
    /// animations in flight included, as on screen — scaled into `rect` of the current context (an image renderer's,
    /// or the one `draw(_:)` is given); `false` when there is no current context or nothing to draw. With
    /// `afterUpdates`, the layout still pending is done first.
    func paintHierarchy(in rect: CGRect, _ afterUpdates: Bool) -> Bool {
        if afterUpdates { layoutIfNeeded() }
        let bounds = presentation.bounds
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0, !isHidden else { return false }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.paint(look: TransitionCover(freezing: self).items, origin: .zero)
        return true
    }
}

extension CGContext {
    /// Lays a layer tree's look over what is drawn, through the clip: `items` drawn with their layer's bounds origin at
    /// the canvas origin, moved back to `origin` so that the layer's bounds coordinates are the user space.
    func paint(look items: [DisplayItem], origin: CGPoint) {
        guard !clipsEverything, !items.isEmpty, state.alpha > 0 else { return }
        let ctm = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(state.ctm)
        self.items.append(DrawnItem(paint: .look(items, alpha: state.alpha, ctm: ctm), clips: state.clips))
    }
}
