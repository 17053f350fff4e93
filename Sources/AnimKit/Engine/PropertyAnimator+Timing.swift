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

    /// Computes the curve's progress for the current position, which every track starting at 0 shares.
    func applyPosition() {
        if position == solvedPosition {
            if let blendSlot { engine.blendTable.setProgress(progress, slot: blendSlot) }
            return
        }
        solvedPosition = position
        // Predict this frame's curve parameter from the last two; Newton then needs about two steps.
        var guess = Swift.min(Swift.max(solverGuess + solverStep, 0), 1)
        progress = function.progress(atFraction: position, guess: &guess)
        solverStep = guess - solverGuess
        solverGuess = guess
        if let blendSlot { engine.blendTable.setProgress(progress, slot: blendSlot) }
    }

    /// What track `index` adds to its view now.
    func contribution(ofTrack index: Int) -> PackedOffset {
        let track = tracks[index]
        // A simple track uses the very progress the frame used (solved once per animator), so a stop
        // writes back exactly what was on screen, even on a curve steep enough to magnify solver rounding.
        let progress = track.isSimple
            ? self.progress : (track.function ?? function).progress(atFraction: track.timing.curveFraction(at: position))
        if let path = track.path { return path.offset(at: progress) }
        var contribution = PackedOffset(repeating: 0)
        for component in 0..<Int(track.packedCount) {
            contribution[component] = track.base[component] + track.offset[component] * (1 - progress)
        }
        return contribution
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
        for index in tracks.indices {
            let track = tracks[index]
            if track.keepsItsShape {
                if track.function == nil { tracks[index].function = function }
                continue
            }
            let (start, end) = (track.timing.start, track.timing.end)
            guard start < position, position < end else { continue }
            let now = contribution(ofTrack: index)
            if reversed {
                var remaining = PackedOffset(repeating: 0)
                for component in 0..<Int(track.packedCount) { remaining[component] = track.base[component] + track.offset[component] - now[component] }
                tracks[index].base = now
                tracks[index].offset = remaining
                tracks[index].timing.end = position
            } else {
                tracks[index].base = PackedOffset(repeating: 0)
                tracks[index].offset = now
                tracks[index].timing.start = position
            }
            tracks[index].function = nil
        }
        function = newFunction
        solvedPosition = .nan
        let rebased = tracks
        for view in views { view.removeTracks(drivenBy: self) }
        if let blendSlot {
            engine.blendTable.releaseSlot(blendSlot)
            self.blendSlot = nil
        }
        tracks.removeAll()
        attach(rebased)
    }

    /// Adds what track `index` contributes now into `packed`.
    func addContribution(ofTrack index: Int, into packed: inout PackedValues) {
        let track = tracks[index]
        packed.add(contribution(ofTrack: index), count: Int(track.packedCount), at: Int(track.packedOffset), scaledBy: 1)
    }

    /// Writes each track's model value for `position`, from where the tracks are now.
    func settleTracks(at position: AnimatingPosition) {
        for index in tracks.indices {
            tracks[index].settle(position, contribution(ofTrack: index))
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

    /// Rebuilds the presentation of the views of `tracks` now.
    func refreshViews(of tracks: [PropertyTrack]) {
        for track in tracks { track.view.refreshPresentation() }
    }
}
