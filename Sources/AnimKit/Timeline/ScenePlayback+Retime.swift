import Foundation

extension ScenePlayback {
    /// Gives the animators that the call at `site` made as the scene was built another duration or delay
    /// (``PropertyAnimator/retime(toDuration:delay:)``), at the scene's start, and makes that start the one the
    /// playback goes back to: the scene another build with those values would be, without building it. The moments
    /// kept after the start are forgotten; the scene is left at its start, for ``measure(cap:)`` and a seek.
    ///
    /// `expected` is how many animators the call made (how many times its literal was read as the scene was built):
    /// when the scene holds another number at its start — a call that made none on one pass, a later call from the same
    /// place — or one of them cannot take the values, nothing changes and the answer is `nil`: the scene must be built
    /// again. So it is for a scene that keeps no moment of its start, or whose tasks wait on its clock.
    ///
    /// Unless `keepingIt` (a drag let go of), the start kept stays the one before: a step of a drag re-times from it
    /// again, and keeping the new start (a capture of every view) waits for the value the drag ends on.
    /// Returns the animators re-timed.
    package func retimeAtStart(_ site: CallSite, expected: Int, duration: TimeInterval?, delay: TimeInterval?, keepingIt: Bool) throws
        -> [PropertyAnimator]?
    {
        guard expected > 0, checkpointRefusal == nil, !tasksWaitWithNoWayBack, let start = checkpoints.first ?? origin, start.frame == 0
        else { return nil }
        restore(start)
        let made = engine.madeAnimators.alive.filter { $0.callSite == site }
        guard made.count == expected, made.allSatisfy(\.isAtItsStart) else { return nil }
        for animator in made where !animator.retime(toDuration: duration, delay: delay) {
            // Put back as it was: the animators changed before it refused, too.
            restore(start)
            return nil
        }
        let kept = keepingIt ? capture() : start
        if keepingIt, origin != nil { origin = kept }
        // The moments after the start are another scene's now: let go of once the drag is (a step must not wait for it).
        if keepingIt { checkpointsSetAside = [] } else { checkpointsSetAside += checkpoints.dropFirst() }
        checkpoints = checkpoints.isEmpty ? [] : [kept]
        isAtOrigin = keepingIt && origin != nil
        return made
    }
}
