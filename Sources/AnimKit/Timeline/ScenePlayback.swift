import Foundation

/// A scene played on a session of its own from t = 0: the one way animview moves a scene in time.
///
/// `render --at`, `render --frames`, a seek in the previewer and the timeline's
/// measuring run all go through ``seek(to:checkingStop:)`` and ``step()``, so they
/// agree to the byte. Straight play ticks once when the scene starts and once per
/// frame of the `1 / framesPerSecond` grid; a stretch in which no animator ends and
/// no work falls due is crossed in one step (the views' values there depend on the
/// clock alone), which is what makes a seek to a day later take milliseconds.
@MainActor
public final class ScenePlayback {
    /// A built scene: its canvas and how to start its animations.
    public struct Built {
        /// The root of the scene's views.
        public let canvas: View
        /// Starts the scene's animations (on ``AnimationEngine/shared``, which is the playback's engine then).
        public let start: @MainActor () -> Void

        /// A scene whose root is `canvas`, started by `start`.
        public init(canvas: View, start: @escaping @MainActor () -> Void) {
            self.canvas = canvas
            self.start = start
        }
    }

    let make: @MainActor () throws -> Built
    /// Frames per second of the grid straight play ticks on.
    public let framesPerSecond: Double
    /// The session the scene runs on now (a new one after each ``restart()``).
    public private(set) var session: AnimationSession<ManualClock>
    /// The scene as built for the session now.
    public private(set) var built: Built

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

    /// Throws the scene away and builds it afresh at t = 0.
    public func restart() throws {
        session.discard()
        (session, built) = try ScenePlayback.start(make, framesPerSecond: framesPerSecond, history: nil)
    }

    /// Ends the scene's animations for good (the playback can still be restarted).
    public func end() {
        session.end()
    }

    /// Shows the scene as it is at `target`: from the start again when `target` lies behind, then straight play up to it.
    ///
    /// `checkingStop` is called between steps and may throw to stop (a signal).
    public func seek(to target: TimeInterval, checkingStop: () throws -> Void = {}) throws {
        guard target.isFinite else { return }
        if target < time { try restart() }
        session.begin()
        let clock = session.clock, engine = session.engine
        let lastFrame = gridFrame(at: Swift.max(target, 0))
        var frame = gridFrame(at: clock.now) + 1
        while frame <= lastFrame {
            try checkingStop()
            // Frames before the next event change nothing but the clock: cross them in one step.
            let event = engine.nextEventTime() ?? .infinity
            let lastQuiet = event.isFinite ? Int((event * framesPerSecond).rounded(.down)) - 1 : lastFrame
            frame = Swift.max(frame, Swift.min(lastQuiet, lastFrame))
            clock.advance(to: time(ofFrame: frame))
            engine.tick()
            frame += 1
        }
        if clock.now < target, time(ofFrame: lastFrame) != target {
            clock.advance(to: target)
            engine.tick()
        }
    }

    /// Moves to the next frame of the grid and ticks: what `--frames` does between two frames.
    public func step() {
        session.begin()
        session.clock.advance(to: time(ofFrame: gridFrame(at: time) + 1))
        session.engine.tick()
    }

    /// The frame of the grid at or just before `time` (a time a hair short of a frame counts as that frame).
    func gridFrame(at time: TimeInterval) -> Int {
        Int((time * framesPerSecond + 1e-6).rounded(.down))
    }

    /// The time of grid frame `frame`, computed the one way every step computes it.
    func time(ofFrame frame: Int) -> TimeInterval {
        Double(frame) / framesPerSecond
    }

    private static func start(
        _ make: @MainActor () throws -> Built, framesPerSecond: Double, history: AnimationHistory?
    ) throws -> (AnimationSession<ManualClock>, Built) {
        let session = AnimationSession(clock: ManualClock(framesPerSecond: framesPerSecond))
        session.engine.history = history
        session.begin()
        do {
            let built = try make()
            built.start()
            session.engine.tick()
            return (session, built)
        } catch {
            session.end()
            throw error
        }
    }
}
