import AnimKit
import Foundation

/// Virtual time for one test: a fresh engine on a manual clock, which UIKit-style calls use while the test's body runs.
///
/// Time moves only when the test says so, a frame at a time as a display would
/// move it, so completions run on the frame they would run on screen and the same
/// test gives the same numbers on every machine. Made by ``withTestClock(framesPerSecond:_:)``.
@MainActor
public final class TestClock {
    /// The session the clock drives: its engine is `AnimationEngine/shared` inside the body.
    public let session: AnimationSession<ManualClock>

    init(framesPerSecond: Double) {
        session = AnimationSession(clock: ManualClock(framesPerSecond: framesPerSecond))
    }

    /// Seconds since the body began.
    public var now: TimeInterval { session.clock.now }

    /// The engine animations in the body run on.
    public var engine: AnimationEngine { session.engine }

    /// Frames per second of the clock's steps.
    public var framesPerSecond: Double { session.clock.framesPerSecond }

    /// Moves on `frames` frames, ticking the engine at each one.
    public func advance(frames: Int = 1) {
        for _ in 0..<Swift.max(frames, 0) {
            session.clock.advance(frames: 1)
            engine.tick()
        }
    }

    /// Moves on by `seconds`, frame by frame, and then to exactly `now + seconds` if that falls between two frames.
    public func advance(by seconds: TimeInterval) {
        guard seconds > 0, seconds.isFinite else { return }
        advance(to: now + seconds)
    }

    /// Moves on to `time`, frame by frame, ticking at each frame and at `time` itself; a time in the past changes nothing.
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time > now else { return }
        let clock = session.clock
        let lastFrame = clock.gridFrame(at: time)
        var frame = clock.gridFrame(at: now) + 1
        while frame <= lastFrame {
            clock.advance(to: clock.time(ofFrame: frame))
            engine.tick()
            frame += 1
        }
        if now < time {
            session.clock.advance(to: time)
            engine.tick()
        }
    }

    /// Moves on frame by frame until no animator is live and no work waits, or `limit` seconds have passed; returns whether it settled.
    @discardableResult
    public func runUntilIdle(limit: TimeInterval = 60) -> Bool {
        let end = now + limit
        while now < end {
            if engine.liveAnimators.isEmpty && engine.isIdle { return true }
            advance(frames: 1)
        }
        return engine.liveAnimators.isEmpty && engine.isIdle
    }
}

/// Runs `body` with a fresh engine on a clock of its own, then ends every animation it started and puts back the engine from before.
///
/// ```swift
/// @Test @MainActor func slidesIn() {
///     withTestClock { clock in
///         let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
///         UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { card.center.x = 250 }
///         clock.advance(by: 0.5)
///         #expect(card.presentation.center.x == 150)
///     }
/// }
/// ```
///
/// Tests cannot leak animations into each other: whatever the body leaves running
/// ends with it, and the engine that was current before is current again.
@MainActor
public func withTestClock<Result>(framesPerSecond: Double = 60, _ body: (TestClock) throws -> Result) rethrows -> Result {
    let clock = TestClock(framesPerSecond: framesPerSecond)
    return try clock.session.run { _ in try body(clock) }
}
