import Foundation

extension View {
    /// Takes this view's tracks out of every animator of the engine moving it; see ``Layer/removeAllAnimations()``.
    func removeAllAnimations() {
        guard let engine = animatingEngine else { return }
        for animator in engine.liveAnimators where animator.animatedViews.contains(where: { $0 === self }) {
            animator.removeTracks(of: self)
        }
    }
}

extension PropertyAnimator {
    /// Drops the tracks that move `view` (only its property `named`, when given): it shows its model at once. An
    /// animator left with nothing to move stops and completes at `.current`.
    func removeTracks(of view: View, named property: String? = nil) {
        let kernel = engine.kernel
        let removed = tracks.filter { id in
            let track = kernel.track(id)
            return track.view === view && (property == nil || track.propertyName == property)
        }
        guard !removed.isEmpty else { return }
        kernel.removeTracks(removed)
        tracks.removeAll { id in removed.contains(id) }
        guard tracks.isEmpty, isInterruptible, phase == .running || phase == .paused else { return }
        stopAnimation(false)
        finishAnimation(at: .current)
    }
}
