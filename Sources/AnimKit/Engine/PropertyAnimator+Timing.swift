import Foundation

/// How an animator's position follows the clock, and how it reaches its views each tick.
extension PropertyAnimator {
    /// Within this many seconds of its end an animation counts as ended, so a run
    /// that starts on one frame ends exactly on the frame `duration` later despite rounding.
    static let endTolerance: TimeInterval = 1e-9

    /// The position the running clock gives at `now`, clamped to 0…1; before the delay ends it is the starting position.
    func livePosition(at now: TimeInterval) -> Double {
        let elapsed = now - anchorTime
        guard elapsed > 0 else { return anchorPosition }
        let remaining = (reversed ? anchorPosition : 1 - anchorPosition) * runDuration
        if elapsed >= remaining - PropertyAnimator.endTolerance { return reversed ? 0 : 1 }
        let moved = elapsed / runDuration
        return reversed ? anchorPosition - moved : anchorPosition + moved
    }

    /// Computes the curve's progress for the current position, which every track starting at 0 shares, and hands both to the track table.
    func applyPosition() {
        if position != solvedPosition {
            solvedPosition = position
            // Predict this frame's curve parameter from the last two; Newton then needs about two steps.
            var guess = Swift.min(Swift.max(solverGuess + solverStep, 0), 1)
            progress = function.progress(atFraction: position, guess: &guess)
            solverStep = guess - solverGuess
            solverGuess = guess
        }
        if let runSlot { engine.trackTable.setRun(runSlot, position: position, progress: progress) }
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
        let table = engine.trackTable
        for id in tracks {
            let track = table.record(id)
            if track.keepsItsShape {
                if track.function == nil { table.modify(id) { $0.function = function } }
                continue
            }
            let (start, end) = (track.timing.start, track.timing.end)
            guard start < position, position < end else { continue }
            let now = table.contribution(id)
            table.modify(id) { track in
                if reversed {
                    var remaining = PackedOffset(repeating: 0)
                    for component in 0..<Int(track.packedCount) { remaining[component] = track.base[component] + track.offset[component] - now[component] }
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
        solvedPosition = .nan
        if let runSlot { table.setFunction(newFunction, slot: runSlot) }
        applyPosition()
    }

    /// Writes each track's model value for `position`, from where the tracks are now.
    func settleTracks(at position: AnimatingPosition) {
        let table = engine.trackTable
        for id in tracks {
            table.record(id).settle(position, table.contribution(id))
        }
    }

    /// Moves a running animator to `now`; returns whether it has reached its end and should complete.
    ///
    /// With ``pausesOnCompletion`` the animator instead stays active, paused at the end.
    func advance(to now: TimeInterval) -> Bool {
        guard phase == .running else { return false }
        position = livePosition(at: now)
        applyPosition()
        let atEnd = reversed ? position <= 0 : position >= 1
        guard atEnd else { return false }
        if pausesOnCompletion {
            phase = .paused
            return false
        }
        return true
    }

    /// Ends a run that reached its end: `.end`, or `.start` (with the start values restored) when reversed.
    func finishNaturally() {
        let finalPosition: AnimatingPosition = reversed ? .start : .end
        if finalPosition == .start { settleTracks(at: .start) }
        complete(at: finalPosition)
    }
}
