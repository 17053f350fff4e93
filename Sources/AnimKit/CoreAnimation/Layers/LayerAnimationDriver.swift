import Foundation

/// What runs a view's layer's 3-D transform animation made in an animation block: the block's animator, not the clock.
///
/// UIKit animates a view's `layer.transform` changed in a `UIView.animate` block or a `UIViewPropertyAnimator` with
/// the block's animator: pausing, scrubbing `fractionComplete`, reversing, continuing with new timing and stopping move
/// it with the view's other properties. Here the change is also a track of the animator (on a number of the view's own,
/// ``ViewValues/transform3DSteps``, moved by one), and the layer's animation shows the transform as far between its
/// ends as that track is along — whatever the animator does to its tracks, the transform follows.
@MainActor
final class LayerAnimationDriver {
    private weak var layer: Layer?
    let from: CATransform3D, to: CATransform3D
    private let key: String
    private weak var animator: PropertyAnimator?
    private var trackID: FrameKernel.TrackID?

    init(layer: Layer, from: CATransform3D, to: CATransform3D, key: String) {
        (self.layer, self.from, self.to, self.key) = (layer, from, to, key)
    }

    /// The track is in flight as `id` in `animator`.
    func attached(as id: FrameKernel.TrackID, to animator: PropertyAnimator) {
        (trackID, self.animator) = (id, animator)
    }

    /// Ends the animation without a track (its change was joined into a keyframe track): the layer shows its model.
    func letGo() { removeAnimation() }

    /// Whether the animation is over: its track has been in flight and left it. (Worked out from the animator's
    /// tracks, which checkpoints keep, so that a seek back finds it running again.)
    var isOver: Bool {
        guard let trackID else { return false }
        guard let animator, animator.tracks.contains(trackID) else { return true }
        return animator.engine.kernel.track(trackID).driver !== self
    }

    /// Where the animation is: as far between its ends as its track is along (the track moves a number by one, so
    /// what it still adds runs from −1 to 0); `nil` before the track flies and after.
    var moment: AnimationMoment? {
        guard !isOver, let trackID, let animator else { return nil }
        return AnimationMoment(progress: 1 + animator.engine.kernel.contribution(ofTrack: trackID)[0], iteration: 0)
    }

    /// The animator settles the track at `position` (its contribution then `contribution`): the layer's model becomes
    /// the transform there, and the animation leaves the layer.
    func settle(at position: AnimatingPosition, contribution: Double) {
        guard let layer else { return }
        let model: CATransform3D
        switch position {
        case .end: model = to
        case .start: model = from
        case .current: model = TransformDecomposition.interpolate(from: from, to: to, fraction: 1 + contribution)
        }
        removeAnimation()
        AnimationRecorder.withoutRecording {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.transform = model
            CATransaction.commit()
        }
    }

    /// Takes the animation off the layer, unless another has taken its key since.
    private func removeAnimation() {
        if let layer, layer.animation(forKey: key)?.driver === self { layer.removeAnimation(forKey: key) }
    }
}
