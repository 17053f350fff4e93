import Foundation

/// A repeating animator shown and scrubbed one repetition at a time.
///
/// Its `fractionComplete` spans every repetition — two million legs for
/// `.repeat` with `.autoreverse` — so read whole it would hold the inspector's bar
/// at 0.00 and send a scrub millions of seconds on. The previewer shows the leg
/// the animator is in, and a scrub moves within that leg.
extension PropertyAnimator {
    /// How many legs `repeatCount` runs make: one per run, two when each run comes back (autoreverse). The one formula for
    /// `UIView.animate`'s `.repeat`, `modifyAnimations(withRepeatCount:autoreverses:)`, begin/commit repeats and scene files.
    package nonisolated static func legs(repeatCount: Double, autoreverses: Bool) -> Double {
        repeatCount * (autoreverses ? 2 : 1)
    }

    /// The leg the animator is in (from 0) and how far through it (0…1); leg 0 and `fractionComplete` when it does not repeat.
    package var repetition: (leg: Double, fraction: Double) {
        let legs = Swift.max(repeatLegs, 1)
        let through = fractionComplete * legs
        let leg = Swift.min(Swift.max(through.rounded(.down), 0), legs - 1)
        return (leg, Swift.min(Swift.max(through - leg, 0), 1))
    }

    /// How long the animator has moved, read from `fractionComplete`: every leg before this one and the way through it.
    package var elapsedMotion: TimeInterval { fractionComplete * duration }

    /// Puts the animator where it is `elapsed` seconds into its motion, in whichever leg that falls (clamped to the run).
    package func scrub(toElapsed elapsed: TimeInterval) {
        let through = elapsed / Swift.max(legDuration, 1e-9)
        let leg = Swift.min(Swift.max(through.rounded(.down), 0), Swift.max(repeatLegs, 1) - 1)
        scrub(to: through - leg, ofLeg: leg)
    }

    /// How long one leg takes.
    package var legDuration: TimeInterval { duration / Swift.max(repeatLegs, 1) }

    /// Sets `fractionComplete` to `fraction` (0…1) of the way through leg `leg`.
    package func scrub(to fraction: Double, ofLeg leg: Double) {
        fractionComplete = (leg + Swift.min(Swift.max(fraction, 0), 1)) / Swift.max(repeatLegs, 1)
    }
}
