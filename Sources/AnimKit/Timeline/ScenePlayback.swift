import Foundation

/// A scene played on a session of its own from t = 0: the one way animview moves a scene in time.
///
/// `render --at`, `render --frames`, a seek in the previewer and the timeline's
/// measuring run all go through ``seek(to:checkingStop:)`` and ``step()``, so they
/// agree to the byte. Straight play ticks once when the scene starts and once per
/// frame of the `1 / framesPerSecond` grid; a stretch in which no animator ends and
/// no work falls due is crossed in one step (the views' values there depend on the
/// clock alone), which is what makes a seek to a day later take milliseconds.
@preconcurrency @MainActor
public final class ScenePlayback {
    /// A built scene: its canvas and how to start its animations.
    public struct Built {
        /// The root of the scene's views.
        public let canvas: View
        /// Starts the scene's animations (on ``AnimationEngine/shared``, which is the playback's engine then).
        public let start: @MainActor () -> Void
        /// The key window the playback put the canvas in (unless the scene's code made its own), so the scene's views
        /// have a `window` and their `didMoveToWindow()` runs, as on a device. A host shows this, not the canvas alone.
        public internal(set) var window: Window?

        /// A scene whose root is `canvas`, started by `start`.
        public init(canvas: View, start: @escaping @MainActor () -> Void) {
            self.canvas = canvas
            self.start = start
        }
    }

    /// Builds the scene (an adopted scene's only when it can be built again).
    var make: @MainActor () throws -> Built
    /// Frames per second of the grid straight play ticks on.
    public let framesPerSecond: Double
    /// The session the scene runs on now (a new one after each ``restart()``).
    public private(set) var session: AnimationSession<ManualClock>
    /// A playback of the scene `session` already plays, built as `built` (the adopting initialiser's).
    init(session: AnimationSession<ManualClock>, built: Built, framesPerSecond: Double, make: @escaping @MainActor () throws -> Built) {
        self.session = session
        self.built = built
        self.framesPerSecond = framesPerSecond
        self.make = make
    }

    /// The scene as built for the session now.
    public private(set) var built: Built
    /// Moments of the scene kept to go back to, in time order (``prepareCheckpoints(length:spacing:memoryBudget:checkingStop:)``).
    var checkpoints: [SceneCheckpoint] = []
    /// The moments a held drag's re-timing made another scene's (``retimeAtStart(_:expected:duration:delay:keepingIt:)``),
    /// kept aside unused until the drag is let go: freeing a big scene's moments takes as long as several frames, and
    /// the drag's first step waited for it.
    var checkpointsSetAside: [SceneCheckpoint] = []
    /// Whether the scene's state came from a checkpoint since it was built.
    var restoredSinceBuilt = false
    /// Whether straight play is still to confirm the last restore at the next checkpoint it passes.
    var confirmsRestore = false
    /// Whether the scene was changed by hand since it was last on its timeline (``leaveTimeline()``).
    var isOffTimeline = false
    /// Why the playback takes no checkpoints, when it tried and gave up.
    public internal(set) var checkpointRefusal: String?
    /// For a scene that was built before the playback took it (``init(adopting:engine:rebuild:rebuildIfTasksWait:)``): its state at the start, the only way back to it.
    var origin: SceneCheckpoint?
    /// Whether an adopted scene's tasks waited on its clock at its start, with no way to build it again: it plays
    /// forward only, and is not measured.
    var tasksWaitWithNoWayBack = false
    /// Whether an adopted scene can be built again (a preview's closure): when its checkpoints fail their proof, it is
    /// built afresh to go back, as a scene the playback built is, instead of playing forward only.
    var rebuildsWhenRefused = false
    /// Whether an adopted scene is at ``origin`` as it was taken or put back there, untouched since: no tick, no
    /// clock moved, no restore of another moment, nothing done by hand. Going back there is then nothing to do — a
    /// new build loaded by `play` would otherwise restore the moment it was just taken at (as costly as taking it).
    var isAtOrigin = false

    /// Builds the scene with `make` and starts it at t = 0.
    public convenience init(framesPerSecond: Double = 60, make: @escaping @MainActor () throws -> Built) throws {
        try self.init(framesPerSecond: framesPerSecond, history: nil, make: make)
    }

    /// A playback whose engine records the animators' spans into `history`.
    init(framesPerSecond: Double, history: AnimationHistory?, make: @escaping @MainActor () throws -> Built) throws {
        self.make = make
        self.framesPerSecond = framesPerSecond
        (session, built) = try ScenePlayback.start(make, framesPerSecond: framesPerSecond, history: history)
    }

    /// Scene time now, in seconds from the start.
    public var time: TimeInterval { session.clock.now }

    /// The engine the scene runs on now.
    public var engine: AnimationEngine { session.engine }

    /// Goes back to t = 0: to the first checkpoint when there is one, else by throwing the scene away and building it afresh.
    public func restart() throws {
        if tasksWaitWithNoWayBack {
            // Where its tasks wait at the start is kept nowhere: only a scene not yet moved is at its start.
            guard isAtOrigin else {
                throw SceneRebuildError(
                    description: "this scene plays forward only: \(checkpointRefusal ?? ""); run it again to see its start")
            }
            return
        }
        if let first = checkpoints.first ?? origin {
            restore(first)
            return
        }
        session.discard()
        (session, built) = try ScenePlayback.start(make, framesPerSecond: framesPerSecond, history: nil)
        restoredSinceBuilt = false
        confirmsRestore = false
        isOffTimeline = false
    }

    /// Runs `body` on a replica of the scene — the same scene from its start, on a session of its own — to look through
    /// it (trails, graphs) without moving this one, whose seek back could build its canvas afresh under a host drawing
    /// the old one. A scene its code built before the playback took it cannot be built again: `body` runs on it, and
    /// it is put back where it was (it goes back in place, to its first moment kept).
    package func lookingThrough<Result>(_ body: (ScenePlayback) throws -> Result) throws -> Result {
        guard isAdopted else {
            let replica = try ScenePlayback(framesPerSecond: framesPerSecond, make: make)
            defer {
                replica.end()
                session.begin()
            }
            return try body(replica)
        }
        let returnTo = time
        defer { try? seek(to: returnTo) }
        return try body(self)
    }

    /// Ends the scene's animations for good (the playback can still be restarted).
    public func end() {
        checkpoints = []
        session.end()
    }

    /// Shows the scene as it is at `target`: from the latest checkpoint at or before it when `target` lies behind or the
    /// scene was changed by hand (from the start again when there is none), then straight play up to it.
    ///
    /// `checkingStop` is called between steps and may throw to stop (a signal).
    public func seek(to target: TimeInterval, checkingStop: () throws -> Void = {}) throws {
        guard target.isFinite else { return }
        // A scene changed by hand is brought back to its timeline, however near the target lies ahead.
        if target < time || isOffTimeline { try rewind(toAtMost: target) }
        if try playForward(to: target, checkingStop: checkingStop) == .diverged {
            // A checkpoint led elsewhere than straight play: they are dropped; replay from the start.
            try restart()
            _ = try playForward(to: target, checkingStop: checkingStop)
        }
    }

    /// Straight play from now to `target`, ticking at every event and every checkpoint's frame; a `target` between
    /// two frames of the grid is shown there (``AnimationEngine/showCurrentTime()``), not ticked.
    ///
    /// After a checkpoint was restored, the first checkpoint passed is compared with
    /// the scene as straight play left it there; `.diverged` when it differs.
    func playForward(to target: TimeInterval, checkingStop: () throws -> Void = {}) throws -> ForwardPlay {
        isAtOrigin = false
        session.begin()
        let clock = session.clock, engine = session.engine
        let lastFrame = gridFrame(at: Swift.max(target, 0))
        var frame = gridFrame(at: clock.now) + 1
        while frame <= lastFrame {
            try checkingStop()
            // Frames before the next event change nothing but the clock: cross them in one step.
            let event = engine.nextEventTime() ?? .infinity
            let lastQuiet = event.isFinite ? Int((event * framesPerSecond).rounded(.down)) - 1 : lastFrame
            let confirmation = confirmsRestore ? checkpointFrame(from: frame) : nil
            frame = Swift.max(frame, Swift.min(lastQuiet, lastFrame, confirmation ?? lastFrame))
            clock.advance(to: time(ofFrame: frame))
            tick()
            if frame == confirmation, let expected = checkpointFingerprint(atFrame: frame) {
                confirmsRestore = false
                if fingerprint() != expected {
                    dropCheckpoints(because: "the scene at \(time) s differs from its straight play after going back to a checkpoint")
                    return .diverged
                }
            }
            frame += 1
        }
        if clock.now < target, time(ofFrame: lastFrame) != target {
            // Between two frames: shown, not ticked, so what the next tick does happens on the grid, as in straight play.
            clock.advance(to: target)
            engine.showCurrentTime()
        }
        return .arrived
    }

    /// How a stretch of straight play ended.
    enum ForwardPlay {
        case arrived
        /// The scene left the path straight play took (checkpoints are dropped).
        case diverged
    }

    /// Moves to the next frame of the grid and ticks: what `--frames` does between two frames.
    public func step() {
        session.begin()
        session.clock.advance(to: time(ofFrame: gridFrame(at: time) + 1))
        tick()
    }

    /// One tick of the engine, then the scene's layout pass — as UIKit lays out once per turn of its run loop, whether or
    /// not a frame is drawn — so that straight play, a replay from a checkpoint and a window that draws between ticks all
    /// see the same layout at the same time.
    func tick() {
        isAtOrigin = false
        session.engine.tick()
        built.canvas.layoutIfNeeded()
    }

    /// The frame of the clock's grid at or just before `time` (``ManualClock/gridFrame(at:)``).
    func gridFrame(at time: TimeInterval) -> Int { session.clock.gridFrame(at: time) }

    /// The time of grid frame `frame` (``ManualClock/time(ofFrame:)``).
    func time(ofFrame frame: Int) -> TimeInterval { session.clock.time(ofFrame: frame) }

    private static func start(
        _ make: @MainActor () throws -> Built, framesPerSecond: Double, history: AnimationHistory?
    ) throws -> (AnimationSession<ManualClock>, Built) {
        let session = AnimationSession(clock: ManualClock(framesPerSecond: framesPerSecond))
        session.engine.history = history
        // A timeline's measuring copy goes back nowhere; the scene that is shown may.
        if history == nil { session.engine.beginCheckpointMembership() }
        session.begin()
        do {
            var built = try make()
            putInWindow(&built)
            built.start()
            session.engine.tick()
            built.canvas.layoutIfNeeded()
            return (session, built)
        } catch {
            session.end()
            throw error
        }
    }
}
