import Foundation

extension View {
    /// The transform from this view's bounds coordinates to the root of its tree, using model or presentation values.
    public func transformToRoot(presentation usePresentation: Bool = false) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var current: View? = self
        while let view = current, let parent = view.superview {
            let values = usePresentation ? view.presentation : view.model
            result = result.concatenating(values.transformToSuperview)
            current = parent
        }
        return result
    }

    /// ``View/convert(_:to:)-(CGPoint,_)``: a point from this view's coordinates to `view`'s (the root's when `nil`),
    /// through the model transforms to the root and back, as UIKit converts.
    func convertPoint(_ point: CGPoint, to view: View?) -> CGPoint {
        let toRoot = point.applying(transformToRoot())
        guard let view else { return toRoot }
        return toRoot.applying(view.transformToRoot().inverted())
    }

    /// A point from `view`'s coordinates (or the root's when `nil`) to this view's.
    func convertPoint(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = view.map { point.applying($0.transformToRoot()) } ?? point
        return inRoot.applying(transformToRoot().inverted())
    }

    /// A rectangle from this view's coordinates to `view`'s, as the bounding box of its corners.
    func convertRect(_ rect: CGRect, to view: View?) -> CGRect {
        var transform = transformToRoot()
        if let view { transform = transform.concatenating(view.transformToRoot().inverted()) }
        return rect.applying(transform)
    }

    /// A rectangle from `view`'s coordinates (or the root's when `nil`) to this view's, as the bounding box of its corners.
    func convertRect(_ rect: CGRect, from view: View?) -> CGRect {
        var transform = view?.transformToRoot() ?? .identity
        transform = transform.concatenating(transformToRoot().inverted())
        return rect.applying(transform)
    }

    /// Whether `point`, in this view's coordinates, lies inside the view: ``point(inside:with:)`` with no event.
    public func point(inside point: CGPoint) -> Bool {
        self.point(inside: point, with: nil)
    }

    /// The frontmost visible, interactive view under `point` (in this view's coordinates), or `nil`:
    /// ``hitTest(_:with:)`` with no event.
    public func hitTest(_ point: CGPoint) -> View? {
        hitTest(point, with: nil)
    }

    /// UIKit's hit test, which ``hitTest(_:with:)`` runs unless a subclass overrides it.
    ///
    /// Uses **presentation** geometry, as UIKit does for an interruptible animator, so a
    /// moving view is hit where it is drawn. Hidden views, views with alpha below
    /// 0.01, views with interaction disabled and views moved by an animation that
    /// does not allow user interaction are skipped, as in UIKit; each subview is asked
    /// through its own (perhaps overridden) ``hitTest(_:with:)``.
    func standardHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, presentation.alpha >= 0.01 else { return nil }
        // A view moved by a block without `.allowUserInteraction` ignores touches while it moves, as in UIKit.
        guard !isMovedByNonInteractiveAnimation else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = point.applying(subview.presentation.transformToSuperview.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}

extension View {
    /// Sets the frame as its position and size; one holding NaN or infinity is refused.
    func setFrame(_ newValue: CGRect) {
        guard (newValue.minX + newValue.minY + newValue.width + newValue.height).isFinite else {
            return View.refuseNonFinite("frame", "a CGRect")
        }
        // The anchor point lands where it sits in the new rectangle, as Core Animation sets a frame.
        let anchor = model.anchorPoint
        center = CGPoint(x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
        bounds = CGRect(origin: bounds.origin, size: newValue.size)
    }

    /// Whether `value` can be the property's: one holding NaN or infinity is no place, size, turn or colour on the
    /// screen — Core Animation raises for it (`CALayerInvalidGeometry`) — so it is reported and the view keeps its own.
    func accepts<Property: AnimatableProperty>(_ property: Property.Type, _ value: Property.Value) -> Bool {
        let data = value.animatableData
        guard (0..<Property.packedCount).allSatisfy({ data[component: $0].isFinite }) else {
            View.refuseNonFinite(Property.name, "a \(Property.Value.self)")
            return false
        }
        return true
    }

    /// Reports a value holding NaN or infinity given to `property`, which keeps what it had.
    static func refuseNonFinite(_ property: String, _ kind: String) {
        AnimationEngine.shared.report(
            AnimatorError(
                .layer("\(kind) holding NaN or infinity is no place on the screen; the view keeps its \(property)"), call: property, tag: 0,
                state: nil))
    }
}
