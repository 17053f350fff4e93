import Foundation

/// When a track moves within its animator's run, and how often.
///
/// The window is a share of the animator's run: blocks added later or with a
/// delay factor start part-way through; a repeated block (`.repeat`,
/// `modifyAnimations(withRepeatCount:autoreverses:animations:)`) runs its curve once
/// per leg, backwards on every other leg when it autoreverses, and snaps to its
/// end value when the window ends — as Core Animation does (the layer shows the model).
struct TrackTiming: Equatable, Sendable {
    /// Where the window starts, as a share of the animator's run.
    var start = 0.0
    /// Where the window ends, as a share of the animator's run.
    var end = 1.0
    /// How many forward runs fit in the window; fractional counts stop part-way.
    var repeatCount = 1.0
    /// Whether every forward run is followed by a backward one.
    var autoreverses = false

    /// Whether the track simply follows its animator's curve from start to end.
    var isSimple: Bool { start == 0 && end == 1 && repeatCount == 1 && !autoreverses }

    /// The input to the timing curve when the animator is at `position` (0…1 of its run).
    func curveFraction(at position: Double) -> Double {
        // An empty window applies once the run reaches it; one at the very end only when the run ends
        // (the track is settled then), so a block added with nothing of the run left moves nothing before.
        if end <= start { return end < 1 && position >= end ? 1 : 0 }
        if position <= start { return 0 }
        if position >= end { return 1 }
        let local = (position - start) / (end - start)
        if repeatCount == 1 && !autoreverses { return local }
        let legs = local * PropertyAnimator.legs(repeatCount: repeatCount, autoreverses: autoreverses)
        let leg = legs.rounded(.down)
        let within = legs - leg
        // An odd leg runs backwards: `leg` is a whole number, so half of it is whole exactly when it is even (no fmod call).
        return autoreverses && (leg * 0.5).rounded(.down) != leg * 0.5 ? 1 - within : within
    }

    /// How fast ``curveFraction(at:)`` moves with the position at `position`: the window's legs per share of the run,
    /// negative on a leg that runs back; 0 outside the window (the fraction holds there).
    func curveFractionSlope(at position: Double) -> Double {
        guard end > start, position > start, position < end else { return 0 }
        let legs = PropertyAnimator.legs(repeatCount: repeatCount, autoreverses: autoreverses)
        let slope = legs / (end - start)
        guard autoreverses else { return slope }
        let leg = ((position - start) / (end - start) * legs).rounded(.down)
        return (leg * 0.5).rounded(.down) != leg * 0.5 ? -slope : slope
    }
}
