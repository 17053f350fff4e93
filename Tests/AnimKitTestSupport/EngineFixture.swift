import AnimKit
import Foundation

/// A session of its own on a manual clock, current while the fixture lives, whose engine records refused calls instead of printing them.
@MainActor
public final class EngineFixture {
    public let session: AnimationSession<ManualClock>
    public var clock: ManualClock { session.clock }
    public var engine: AnimationEngine { session.engine }
    /// Every error the engine reported, in order.
    public private(set) var errors: [AnimatorError] = []

    public init(framesPerSecond: Double = 60) {
        session = AnimationSession(clock: ManualClock(framesPerSecond: framesPerSecond))
        session.begin()
        session.engine.errorHandler = { [unowned self] error in errors.append(error) }
    }

    /// Ends whatever a test left running (live animators and their engine hold each other, and would otherwise never be freed) and puts back the engine from before.
    public func end() {
        session.end()
    }

    isolated deinit {
        session.end()
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
