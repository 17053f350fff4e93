import Foundation

/// A scene that code has already built and started, such as a playground's live view: its playback cannot build it again.
public struct SceneRebuildError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in a sentence.
    public let description: String

    package init(description: String) {
        self.description = description
    }
}

extension ScenePlayback {
    /// A playback of the scene under `canvas` that code has built and started on `engine`, whose clock must be a ``ManualClock`` at the scene's start.
    ///
    /// The playback cannot build the scene again, so it keeps the engine's state as
    /// it is now (every view and animator made on the engine, which must take
    /// checkpoints, as ``AnimationEngine/shared`` does from the start) and goes back
    /// to it instead. Its checkpoints must then prove themselves
    /// (``prepareCheckpoints(length:spacing:memoryBudget:checkingStop:)``); a scene
    /// whose code keeps state where checkpoints cannot see it plays forward only.
    ///
    /// With `rebuild` (a preview's closure, which makes the same scene again), a scene whose checkpoints fail their
    /// proof is built afresh on a session of its own to go back, instead of playing forward only.
    ///
    /// A scene one of whose tasks waits on its clock from the start (`Task.sleep`, an awaited animation) has no moment
    /// a checkpoint can keep: it is built afresh to go back, with `rebuild` or else `rebuildIfTasksWait` (running the
    /// code that built it again); with neither it plays forward only.
    public convenience init(
        adopting canvas: View, engine: AnimationEngine, rebuild: (@MainActor () throws -> Built)? = nil,
        rebuildIfTasksWait: (@MainActor () throws -> Built)? = nil
    ) throws {
        guard let clock = engine.clock as? ManualClock else {
            throw SceneRebuildError(description: "the scene's engine runs on \(type(of: engine.clock)); a playback needs a ManualClock")
        }
        guard engine.takesCheckpoints else {
            throw SceneRebuildError(
                description: "the scene's engine does not list its views for checkpoints, so the scene could not be shown again")
        }
        let session = AnimationSession(engine: engine, clock: clock)
        var built = Built(canvas: canvas) {}
        ScenePlayback.putInWindow(&built)
        self.init(
            session: session, built: built, framesPerSecond: clock.framesPerSecond,
            make: rebuild ?? { throw SceneRebuildError(description: "this scene was built once by your code and cannot be built again") })
        rebuildsWhenRefused = rebuild != nil
        // The tick a built scene gets when it starts (ScenePlayback's own scenes have it too).
        tick()
        if let waiting = tasksWaitRefusal() {
            checkpointRefusal = waiting
            if let again = rebuild ?? rebuildIfTasksWait {
                // Built by the playback from now on: going back builds it afresh.
                make = again
                return
            }
            tasksWaitWithNoWayBack = true
        }
        origin = capture()
        isAtOrigin = true
    }

    /// Why no checkpoint can be taken now, when a task of the scene waits on its clock.
    func tasksWaitRefusal() -> String? {
        guard engine.state.waitingTasks > 0 else { return nil }
        return String(
            format: "at %.3f s a task of the scene waits on its clock (Task.sleep, an awaited animation or presentation), "
                + "and where a task waits cannot be kept", time)
    }

    /// Puts an adopted scene back at its start, unless it is there untouched (``isAtOrigin``); a scene built by the
    /// playback restarts as ``restart()`` does.
    package func returnToStart() throws {
        if isAtOrigin { return }
        try restart()
        isAtOrigin = origin != nil
    }

    /// Whether the playback took a scene built before it (``init(adopting:engine:rebuild:rebuildIfTasksWait:)``).
    public var isAdopted: Bool { origin != nil }

    /// The timeline of an adopted scene: played here from its start to its end or `cap`, with the spans recorded, then put back at the start.
    func measureInPlace(cap: TimeInterval) throws -> SceneTimeline {
        if tasksWaitWithNoWayBack {
            throw SceneRebuildError(
                description:
                    "this scene's tasks wait on its clock from its start and it cannot be built again, so it cannot be measured "
                    + "without moving it for good; show it from a preview (AnimView.preview, #Preview) to see its timeline")
        }
        // At the start untouched, the moment to go back to is the one the playback took then.
        let atOrigin = isAtOrigin
        let start = (atOrigin ? origin : nil) ?? capture()
        let history = AnimationHistory()
        let engine = engine
        // Animators the code started before the playback took the scene began at its start.
        for animator in engine.liveAnimators {
            history.began(animator, at: time, parent: nil)
            history.attached(animator)
        }
        // So did the Core Animation animations it added to layers.
        for layer in engine.state.animatedLayers {
            for entry in layer.animationEntries {
                history.began(
                    layerAnimation: entry.animation, on: layer, serial: entry.serial, at: time,
                    motionAt: layer.globalTime(atLocal: entry.animation.beginTime) ?? time, parent: nil)
            }
        }
        // And the dynamic animators it set running.
        for entry in engine.dynamicAnimators {
            guard let animator = entry.animator, let serial = animator.runSerial else { continue }
            history.began(dynamics: animator, serial: serial, at: time)
        }
        engine.history = history
        defer {
            engine.history = nil
            restore(start)
            isAtOrigin = atOrigin
        }
        let length = try playUntilSettled(cap: cap)
        return SceneTimeline(length: length, spans: history.spans(namingViewsUnder: built.canvas))
    }
}
