import Foundation

/// What runs a view's layer's 3-D transform animation made in an animation block: the block's animator, not the clock.
///
/// UIKit animates a view's `layer.transform` changed in a `UIView.animate` block or a `UIViewPropertyAnimator` with
/// the block's animator: pausing, scrubbing `fractionComplete`, reversing, continuing with new timing and stopping move
/// it with the view's other properties. Here the change is also a track of the animator (on a number of the view's own,
/// ``ViewValues/transform3DSteps``, moved by one), and the layer's animation shows the transform as far between its
/// ends as that track is along — whatever the animator does to its tracks, the transform follows. Changes made in the
/// keyframes of `UIView.animateKeyframes` join into one track through the steps, and their drivers into one through
/// the transforms, keyframe by keyframe.
@preconcurrency @MainActor
final class LayerAnimationDriver {
    private weak var layer: Layer?
    /// The transforms the track passes, one a step: the start, then each change's.
    let stops: [CATransform3D]
    private let key: String
    private weak var animator: PropertyAnimator?
    private var trackID: FrameKernel.TrackID?

    init(layer: Layer, stops: [CATransform3D], key: String) {
        (self.layer, self.stops, self.key) = (layer, stops, key)
    }

    /// One driver through the stops of `drivers` (successive changes joined into a keyframe track), which the layer's
    /// animation now follows; `nil` when they are not successive changes of one layer's transform.
    static func joining(_ drivers: [LayerAnimationDriver]) -> LayerAnimationDriver? {
        guard let first = drivers.first, let layer = first.layer, drivers.allSatisfy({ $0.layer === layer && $0.key == first.key }) else {
            return nil
        }
        let joined = LayerAnimationDriver(
            layer: layer, stops: first.stops + drivers.dropFirst().flatMap { $0.stops.dropFirst() }, key: first.key)
        if let animation = layer.animation(forKey: first.key), drivers.contains(where: { animation.driver === $0 }) {
            animation.driver = joined
        }
        return joined
    }

    /// The track is in flight as `id` in `animator`.
    func attached(as id: FrameKernel.TrackID, to animator: PropertyAnimator) {
        (trackID, self.animator) = (id, animator)
    }

    /// Whether the animation is over: its track has been in flight and left it. (Worked out from the animator's
    /// tracks, which checkpoints keep, so that a seek back finds it running again.)
    var isOver: Bool {
        guard let trackID else { return false }
        guard let animator, animator.tracks.contains(trackID) else { return true }
        return animator.engine.kernel.track(trackID).driver !== self
    }

    /// How far along the track is, in steps: what it still adds runs from minus the number of steps to 0 (`nil`
    /// before the track flies and after).
    var steps: Double? {
        guard !isOver, let trackID, let animator else { return nil }
        return Double(stops.count - 1) + animator.engine.kernel.contribution(ofTrack: trackID)[0]
    }

    /// The transform shown now; `nil` before the track flies and after.
    var shownTransform: CATransform3D? { shownTransform(stepsAhead: 0) }

    /// The transform `ahead` steps further along than now (a speed graph differences it); `nil` before the track
    /// flies and after.
    func shownTransform(stepsAhead ahead: Double) -> CATransform3D? { steps.map { transform(atStep: $0 + ahead) } }

    /// How many steps a second the track moves at the clock's `now`: what its contribution's speed is (0 when it is
    /// not in flight).
    func stepSpeed(at now: Double) -> Double {
        guard !isOver, let trackID, let animator else { return 0 }
        return animator.engine.kernel.contributionSpeed(ofTrack: trackID, at: now)[0]
    }

    /// The transform `step` steps along: between the stops either side (past the ends, along the first or last step,
    /// as a spring overshoots).
    private func transform(atStep step: Double) -> CATransform3D {
        let segment = Swift.min(Swift.max(Int(step.rounded(.down)), 0), stops.count - 2)
        return TransformDecomposition.interpolate(from: stops[segment], to: stops[segment + 1], fraction: step - Double(segment))
    }

    /// The animator settles the track at `position` (its contribution then `contribution`): the layer's model becomes
    /// the transform there, and the animation leaves the layer.
    func settle(at position: AnimatingPosition, contribution: Double) {
        guard let layer else { return }
        let model: CATransform3D
        switch position {
        case .end: model = stops[stops.count - 1]
        case .start: model = stops[0]
        case .current: model = transform(atStep: Double(stops.count - 1) + contribution)
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
