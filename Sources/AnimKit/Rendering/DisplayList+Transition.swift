import Foundation

extension DisplayList {
    /// A view in a `CATransition`: its old look (frozen when the transition was added) and its live content, each moved
    /// and faded as the transition's type says at `progress` — the new over the old, except when the old is revealing
    /// it. A view that clips to its bounds keeps both inside where its bounds are.
    @MainActor
    mutating func visit(
        _ view: View, in transition: CATransition, at progress: CGFloat, shown: ShownView, transform: PlaneProjection,
        alpha parentAlpha: CGFloat, clip: CGRect?
    ) {
        let values = shown.values
        let coversBounds = values.backgroundColor.alpha >= 1 && values.cornerRadius <= 0
        let looks = transition.looks(at: progress, size: values.bounds.size, coversBounds: coversBounds)
        let own = transform.boundingBox(of: values.bounds)
        let outer = view.clipsToBounds ? (clip.map { $0.intersection(own) } ?? own) : clip
        let visible = clip.map { $0.intersection(canvas) } ?? canvas
        let id = ObjectIdentifier(view)
        func moved(_ offset: CGPoint) -> PlaneProjection { PlaneProjection(translationX: offset.x, y: offset.y).concatenating(transform) }
        let oldItems =
            transition.cover?.items(toCanvas: moved(looks.old.offset), alpha: parentAlpha * values.alpha * looks.old.alpha, clip: outer)
            .filter { $0.canvasBounds.intersects(visible) } ?? []
        if transition.type != .reveal { items += oldItems }
        viewInTransition = id
        visit(view, shown: shown, transform: moved(looks.new.offset), alpha: parentAlpha * looks.new.alpha, clip: outer)
        viewInTransition = nil
        if transition.type == .reveal { items += oldItems }
    }
}

extension Layer {
    /// The transition showing on the layer now, and how far through it is; `nil` when none is.
    @MainActor
    func shownTransition() -> (CATransition, CGFloat)? {
        guard !animationEntries.isEmpty else { return nil }
        let local = localTime(atGlobal: AnimationEngine.shared.clock.now)
        for entry in animationEntries.reversed() {
            guard let transition = entry.animation as? CATransition, transition.cover != nil,
                let moment = entry.timing.moment(atActiveTime: entry.timing.activeTime(atParentTime: local))
            else { continue }
            return (transition, transition.progress(at: moment))
        }
        return nil
    }
}
