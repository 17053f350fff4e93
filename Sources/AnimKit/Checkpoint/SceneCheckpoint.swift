import Foundation

/// One moment of a scene, kept so that a seek can go back to it without building the scene and replaying it from t = 0.
struct SceneCheckpoint {
    /// The frame of the playback's grid the checkpoint was taken at.
    let frame: Int
    /// Puts the clock, the engine, and every view and animator of the scene back as they were.
    let restore: @MainActor () -> Void
    /// The scene's ``ScenePlayback/fingerprint()`` then, to confirm later arrivals at this frame.
    let fingerprint: Int
}

/// What ``ScenePlayback/prepareCheckpoints(length:spacing:memoryBudget:checkingStop:)`` kept.
public struct CheckpointSummary: Sendable, Equatable {
    /// How many checkpoints the playback keeps (0 when it refused; see ``ScenePlayback/checkpointRefusal``).
    public let count: Int
    /// Seconds of scene time between two checkpoints.
    public let spacing: TimeInterval
}

extension ScenePlayback {
    /// Takes a checkpoint every `spacing` seconds from t = 0 to `length`, each one proved by replay, and leaves the scene at t = 0.
    ///
    /// Going back in time then costs a restore and at most `spacing` of straight play,
    /// instead of building the scene and replaying it from the start. Each checkpoint
    /// is proved when the next is taken: restored, replayed to the next one's frame,
    /// and compared with what straight play showed there. A scene whose closures keep
    /// state outside its views and animators (a counter in a captured variable) can
    /// fail that proof; the playback then keeps no checkpoints, says why in
    /// ``checkpointRefusal``, and goes back by replaying from the start, which is slower
    /// but exact. The spacing widens so that the checkpoints fit in `memoryBudget` bytes
    /// (an estimate: 600 bytes per view or animator, as `animview bench seek` measures them).
    @discardableResult
    public func prepareCheckpoints(
        length: TimeInterval, spacing: TimeInterval = 0.5, memoryBudget: Int = 64 << 20, checkingStop: () throws -> Void = {}
    ) throws -> CheckpointSummary {
        let untouched = isAtOrigin || (time == 0 && !restoredSinceBuilt)
        dropCheckpoints(because: nil)
        if !untouched { try restart() }
        guard engine.takesCheckpoints else { return CheckpointSummary(count: 0, spacing: 0) }
        let lastFrame = gridFrame(at: Swift.max(length.isFinite ? length : 0, 0))
        let affordable = Swift.max(memoryBudget / Swift.max(engine.checkpointMemberCount * 600, 1), 2)
        let framesApart = Swift.max(Int((spacing * framesPerSecond).rounded()), (lastFrame + affordable - 2) / (affordable - 1), 1)
        if let waiting = tasksWaitRefusal() { return try refuseCheckpoints(because: waiting) }
        var taken = [capture()]
        while let previous = taken.last, previous.frame < lastFrame {
            let frame = Swift.min(previous.frame + framesApart, lastFrame)
            _ = try playForward(to: time(ofFrame: frame), checkingStop: checkingStop)
            if let waiting = tasksWaitRefusal() { return try refuseCheckpoints(because: waiting) }
            let next = capture()
            restore(previous)
            _ = try playForward(to: time(ofFrame: frame), checkingStop: checkingStop)
            guard fingerprint() == next.fingerprint else {
                return try refuseCheckpoints(
                    because:
                        "replaying from \(time(ofFrame: previous.frame)) s did not arrive where straight play did at \(time(ofFrame: frame)) s"
                )
            }
            taken.append(next)
        }
        checkpoints = taken
        try restart()
        return CheckpointSummary(count: taken.count, spacing: Double(framesApart) / framesPerSecond)
    }

    /// Keeps no checkpoints, says why, and goes back to the start.
    private func refuseCheckpoints(because reason: String) throws -> CheckpointSummary {
        dropCheckpoints(because: reason)
        try restart()
        return CheckpointSummary(count: 0, spacing: 0)
    }

    /// How many checkpoints the playback keeps now.
    public var checkpointCount: Int { checkpoints.count }

    /// Goes to the latest checkpoint at or before `target`, or builds the scene afresh when there is none.
    func rewind(toAtMost target: TimeInterval) throws {
        let frame = gridFrame(at: target)
        if let checkpoint = checkpoints.last(where: { $0.frame <= frame }) {
            restore(checkpoint)
        } else if isAdopted, let refusal = checkpointRefusal {
            throw SceneRebuildError(
                description:
                    "this scene plays forward only: it keeps state its views and animators do not hold (\(refusal)); run it again to see its start"
            )
        } else {
            checkpoints = []
            try restart()
        }
    }

    func capture() -> SceneCheckpoint {
        let clock = session.clock.capturedState(), engine = session.engine.capturedCheckpoint()
        return SceneCheckpoint(
            frame: gridFrame(at: time),
            restore: {
                clock()
                engine()
            }, fingerprint: fingerprint())
    }

    func restore(_ checkpoint: SceneCheckpoint) {
        checkpoint.restore()
        restoredSinceBuilt = true
        confirmsRestore = true
        isOffTimeline = false
        isAtOrigin = false
    }

    /// The first checkpoint frame at or after `frame`, for straight play to tick on and confirm a restore.
    func checkpointFrame(from frame: Int) -> Int? {
        checkpoints.first { $0.frame >= frame }?.frame
    }

    func checkpointFingerprint(atFrame frame: Int) -> Int? {
        checkpoints.first { $0.frame == frame }?.fingerprint
    }

    /// Says that the scene was changed from outside its timeline (a person scrubbed, paused or touched an animator):
    /// straight play from here no longer passes through the checkpoints, and that is no fault of theirs.
    ///
    /// Without this, the next checkpoint passed after a restore finds the scene
    /// elsewhere, drops every checkpoint and replays from the start, undoing what the
    /// person did. ``playOn(to:)`` carries the changed scene on; the next seek, back or
    /// forward, restores a checkpoint and shows the timeline again.
    public func leaveTimeline() {
        confirmsRestore = false
        isOffTimeline = true
        isAtOrigin = false
    }

    /// Plays the scene on to `target` from where it is now, as it is — a scene changed by hand stays changed — where
    /// ``seek(to:checkingStop:)`` would show the timeline's `target`. Times before now are ignored.
    public func playOn(to target: TimeInterval) throws {
        guard target.isFinite, target > time else { return }
        _ = try playForward(to: target)
    }

    /// Forgets the moments at or after `time` — a value the scene first reads then changed, so the scene from then on
    /// is another — and goes back to the start, where ``measure(cap:)`` measures it again; the moments before stay
    /// true, as nothing had read the value yet. False, and nothing changed, when the scene cannot go back that way (it
    /// keeps no moments, or a task of it waits on its clock): it must be built again.
    package func forgetMoments(from time: TimeInterval) throws -> Bool {
        guard time > 0, checkpointRefusal == nil, !tasksWaitWithNoWayBack, isAdopted || !checkpoints.isEmpty else { return false }
        let frame = gridFrame(at: time)
        checkpoints.removeAll { $0.frame >= frame }
        try returnToStart()
        return true
    }

    func dropCheckpoints(because reason: String?) {
        (checkpoints, checkpointsSetAside) = ([], [])
        checkpointRefusal = reason
        // Its start, kept the same way, is no surer: a scene that can be built again is, from now on.
        if reason != nil, rebuildsWhenRefused { (origin, isAtOrigin) = (nil, false) }
    }
}
