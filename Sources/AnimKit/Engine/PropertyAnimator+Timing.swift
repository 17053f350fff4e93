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

    /// Puts every track at the progress the curve gives for the current position.
    func applyPosition() {
        let base = function.progress(atFraction: position)
        for track in tracks {
            let start = track.windowStart
            if start == 0 {
                track.progress = base
            } else if start >= 1 {
                track.progress = position >= 1 ? 1 : 0
            } else {
                track.progress = function.progress(atFraction: (position - start) / (1 - start))
            }
        }
    }

    /// Moves a running animator to `now`; returns whether it has reached its end and should complete.
    ///
    /// With ``pausesOnCompletion`` the animator instead stays active, paused at the end.
    func advance(to now: TimeInterval) -> Bool {
        guard phase == .running else {
            didAdvance = false
            return false
        }
        didAdvance = true
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
        if finalPosition == .start {
            for track in tracks { track.settleModel(at: .start) }
        }
        complete(at: finalPosition)
    }

    /// Rebuilds the presentation of each view this animator moves, at most once per engine tick.
    func refreshViews(tick: Int) {
        for view in views where view.refreshedAtTick != tick {
            view.refreshedAtTick = tick
            view.refreshPresentation()
        }
    }

    /// Rebuilds the presentation of the views of `tracks` now.
    func refreshViews(of tracks: [PropertyTrack]) {
        for track in tracks { track.view.refreshPresentation() }
    }
}
