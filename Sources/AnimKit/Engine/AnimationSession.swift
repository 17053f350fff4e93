import Foundation

/// One host's animation world: a clock, the engine that reads it, and the moment that engine serves the UIKit-style calls.
///
/// UIKit-style code (`UIView.animate`, `UIViewPropertyAnimator(…)`) names no
/// engine; it uses ``AnimationEngine/shared``. A session is the one thing that
/// changes that: ``begin()`` makes its engine the shared one and ``end()`` ends
/// every animation in it and puts back the engine that was there before. Hosts,
/// commands and tests are handed a session instead of assigning the global, so a
/// scene cannot leak its animations into the next one.
///
/// ```swift
/// let session = AnimationSession(clock: ManualClock())
/// session.begin()
/// defer { session.end() }
/// UIView.animate(withDuration: 1) { view.alpha = 0 }
/// session.clock.advance(frames: 30)
/// session.engine.tick()
/// ```
@preconcurrency @MainActor
public final class AnimationSession<Clock: AnimationClock> {
    /// Where the session's time comes from.
    public let clock: Clock
    /// The engine every animation of the session runs on.
    public let engine: AnimationEngine
    /// The shared engine before ``begin()``, put back by ``end()``.
    private var previous: AnimationEngine?

    /// A session on `clock`, with an engine of its own; not yet current.
    public init(clock: Clock) {
        self.clock = clock
        engine = AnimationEngine(clock: clock)
    }

    /// A session around `engine`, which reads `clock`: for a scene that code already built on an engine of its own making.
    package init(engine: AnimationEngine, clock: Clock) {
        self.clock = clock
        self.engine = engine
    }

    /// Whether the session's engine is the one UIKit-style calls use now.
    public var isCurrent: Bool { AnimationEngine.shared === engine }

    /// Makes the session's engine the one UIKit-style calls use, until ``end()``.
    ///
    /// Begun again while another session's engine is current (two scenes played in turns), it keeps the engine it first
    /// replaced: sessions begun in turns and ended in the reverse order of their first beginnings put back the engine
    /// from before the first, as nested ones do.
    public func begin() {
        guard !isCurrent else { return }
        if previous == nil { previous = AnimationEngine.shared }
        AnimationEngine.shared = engine
    }

    /// Ends every animation of the session where it is (no completions) and makes the engine from before ``begin()`` current again.
    ///
    /// Live animators and their completions hold views and the engine; ending them
    /// lets the session's scene be freed.
    public func end() {
        engine.cancelAll()
        if isCurrent, let previous { AnimationEngine.shared = previous }
        previous = nil
    }

    /// Throws the session's scene away: its animators and work are let go without being ended, and the engine from before ``begin()`` is current again.
    ///
    /// For a scene nothing will look at again (a replay starting over): far
    /// cheaper than ``end()`` for thousands of animators.
    package func discard() {
        engine.discardAll()
        if isCurrent, let previous { AnimationEngine.shared = previous }
        previous = nil
    }

    /// Runs `body` with the session current, then ends the session.
    public func run<Result>(_ body: (AnimationSession) throws -> Result) rethrows -> Result {
        begin()
        defer { end() }
        return try body(self)
    }
}
