import AnimKit

/// A repeating animator shown and scrubbed one repetition at a time.
///
/// Its `fractionComplete` spans every repetition — two million legs for
/// `.repeat` with `.autoreverse` — so read whole it would hold the inspector's bar
/// at 0.00 and send a scrub millions of seconds on. The previewer shows the leg
/// the animator is in, and a scrub moves within that leg.
extension PropertyAnimator {
    /// The leg the animator is in (from 0) and how far through it (0…1); leg 0 and `fractionComplete` when it does not repeat.
    var repetition: (leg: Double, fraction: Double) {
        let legs = Swift.max(repeatLegs, 1)
        let through = fractionComplete * legs
        let leg = Swift.min(Swift.max(through.rounded(.down), 0), legs - 1)
        return (leg, Swift.min(Swift.max(through - leg, 0), 1))
    }

    /// How long one leg takes.
    var legDuration: TimeInterval { duration / Swift.max(repeatLegs, 1) }

    /// Sets `fractionComplete` to `fraction` (0…1) of the way through leg `leg`.
    func scrub(to fraction: Double, ofLeg leg: Double) {
        fractionComplete = (leg + Swift.min(Swift.max(fraction, 0), 1)) / Swift.max(repeatLegs, 1)
    }
}
