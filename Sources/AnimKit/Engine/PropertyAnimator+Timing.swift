import Foundation

/// How an animator's position follows the clock, and how it reaches its views each tick.
extension PropertyAnimator {
    /// The position the running clock gives at `now`, clamped to 0…1; before the delay ends it is the starting position.
    func livePosition(at now: TimeInterval) -> Double { run.livePosition(at: now) }

    /// Computes the curve's progress for the current position, which every track starting at 0 shares, and marks the views stale.
    func applyPosition() {
        progress = run.solve(previous: progress)
        engine.kernel.invalidate()
    }

    /// A linear scrub: the views show `progress` of the way (the curve's own progress is set, not solved), and the run
    /// waits at the first time the curve reaches it, so a resume carries on along the curve from there without a jump.
    ///
    /// Between the ends the run waits strictly inside them, so that a curve that
    /// reaches the progress only by jumping at its end (a spring too slow to settle in
    /// its duration) still has a run left to resume (see ``resume()``).
    func scrub(toProgress progress: Double) {
        let crossing = function.fraction(reachingProgress: progress)
        position = progress <= 0 || progress >= 1 ? crossing : Swift.min(Swift.max(crossing, Double.leastNonzeroMagnitude), 1.0.nextDown)
        run.solvedPosition = position
        run.scrubbedProgress = progress
        self.progress = progress
        engine.kernel.invalidate()
    }

    /// Moves every track onto the animator's new curve without moving a view (continueAnimation with new timing).
    ///
    /// A track part-way through its window becomes a fresh track from what it adds
    /// now to its target over what remains of its window — or, when reversed, from
    /// what it adds now back to its start over what came before — as if it had
    /// started here on the new curve (UIKit's header: "as if the animation was started
    /// from its current position"). Tracks not yet started or already done add the
    /// same on any curve. Keyframe and repeating tracks keep the curve they had.
    func rebaseTracks(onto newFunction: TimingFunction) {
        let kernel = engine.kernel
        for id in tracks {
            let track = kernel.track(id)
            if track.keepsItsShape {
                if track.function == nil { kernel.modifyTrack(id) { $0.function = function } }
                continue
            }
            let (start, end) = (track.timing.start, track.timing.end)
            guard start < position, position < end else { continue }
            let now = kernel.contribution(ofTrack: id)
            kernel.modifyTrack(id) { track in
                if reversed {
                    var remaining = PackedOffset(repeating: 0)
                    for component in 0..<Int(track.packedCount) {
                        remaining[component] = track.base[component] + track.offset[component] - now[component]
                    }
                    track.base = now
                    track.offset = remaining
                    track.timing.end = position
                } else {
                    track.base = PackedOffset(repeating: 0)
                    track.offset = now
                    track.timing.start = position
                }
                track.function = nil
            }
        }
        function = newFunction
        run.solvedPosition = .nan
        applyPosition()
    }

    /// Writes each track's model value for `position`, from where the tracks are now.
    func settleTracks(at position: AnimatingPosition) {
        let kernel = engine.kernel
        for id in tracks {
            kernel.track(id).settle(position, kernel.contribution(ofTrack: id))
        }
    }

    /// Ends a run that reached its end: `.end`, or `.start` (with the start values restored) when reversed.
    func finishNaturally() {
        let finalPosition: AnimatingPosition = reversed ? .start : .end
        if finalPosition == .start { settleTracks(at: .start) }
        complete(at: finalPosition)
    }
}
