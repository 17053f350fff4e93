import Foundation

/// Another duration or delay for an animator that has not moved yet, as if its code had been written with them: what
/// `animview play`'s window does for a drag of a bar whose call ran as the scene was built, instead of building the
/// scene again.
extension PropertyAnimator {
    /// The APIs whose duration argument is the animator's own, unchanged (a `UIView.animate` call's, stretched over its
    /// repeats; a keyframe animation's, whose keyframes are shares of it), each with whether its call takes the delay too.
    private static let retimedFamilies = [
        "UIView.animate": true, "UIView.animate (spring)": true, "UIView.animateKeyframes": true, "runningPropertyAnimator": true,
        "UIViewPropertyAnimator": false, "UIView.animate (springDuration)": true,
    ]

    /// Whether the animator is where its call left it: never started, or running from its start and not yet past its
    /// delay — so that another duration or delay changes nothing it has shown.
    var isAtItsStart: Bool {
        switch phase {
        case .inactive: true
        case .running:
            !awaitingAnimations && !reversed && position == 0 && anchorPosition == 0 && engine.clock.now <= anchorTime
        case .paused, .stopped, .completing: false
        }
    }

    /// Gives the animator the run its call would have made with `duration` (the call's argument: for a repeating
    /// block, one leg) and `delay` (`nil`: as it is): the curve or spring resolved for it again, the run's start kept.
    /// False, and nothing changed, when the animator has moved, its API has no such argument, or the value is one the
    /// call would refuse or treat otherwise (a duration of 0, a NaN).
    package func retime(toDuration newDuration: TimeInterval?, delay newDelay: TimeInterval?) -> Bool {
        guard let takesDelay = Self.retimedFamilies[family], isAtItsStart else { return false }
        if let newDuration, !(newDuration > 0 && newDuration.isFinite) { return false }
        if let newDelay {
            guard takesDelay, phase == .running, newDelay.isFinite else { return false }
        }
        if let newDuration {
            // iOS 17's spring by perceived duration: another duration is another spring, of the same bounce.
            if family == "UIView.animate (springDuration)" {
                guard let spring = timingParameters.springTimingParameters, let made = spring.perceived else { return false }
                // Made here, as the family's call makes its own: AnimKit's, with no call site of the user's.
                timingParameters = SpringTimingParameters(
                    duration: newDuration, bounce: made.bounce, initialVelocity: spring.initialVelocity)
            }
            let resolved = timingParameters.resolved(forDuration: newDuration * repeatLegs)
            (duration, baseFunction) = (resolved.duration, resolved.function)
            run.runDuration = resolved.duration
            run.function = resolved.function
        }
        if let newDelay {
            let calledAt = anchorTime - delay
            delay = Swift.max(newDelay, 0)
            anchorTime = calledAt + delay
        }
        return true
    }
}
