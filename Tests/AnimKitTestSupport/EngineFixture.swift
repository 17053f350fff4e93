import AnimKit
import Foundation

/// A fresh engine on a manual clock, installed as ``AnimationEngine/shared``, that records refused calls instead of printing them.
@MainActor
public final class EngineFixture {
    public let clock: ManualClock
    public let engine: AnimationEngine
    /// Every error the engine reported, in order.
    public private(set) var errors: [AnimatorError] = []

    public init(framesPerSecond: Double = 60) {
        clock = ManualClock(framesPerSecond: framesPerSecond)
        engine = AnimationEngine(clock: clock)
        // The engine a previous test left behind (`_ = EngineFixture()` keeps none) is ended before it is replaced.
        AnimationEngine.shared.cancelAll()
        AnimationEngine.shared = engine
        engine.errorHandler = { [unowned self] error in errors.append(error) }
    }

    /// Ends whatever a test left running: live animators and their engine hold each other, and would otherwise never be freed.
    isolated deinit {
        engine.cancelAll()
    }

    /// Advances the clock by `frames` frames, ticking the engine after each, as a window would.
    public func run(frames: Int) {
        for _ in 0..<frames {
            clock.advance(frames: 1)
            engine.tick()
        }
    }

    /// Advances frame by frame until `seconds` have passed (rounded to whole frames).
    public func run(seconds: Double) {
        run(frames: Int((seconds * clock.framesPerSecond).rounded()))
    }

    /// The reasons of the errors reported so far.
    public var errorReasons: [AnimatorError.Reason] { errors.map(\.reason) }
}
