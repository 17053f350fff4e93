import Foundation

/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }` — the way iOS code starts something a moment later —
/// and `DispatchQueue.main.async { … }` on the scene's clock rather than the process's: the work runs at the first tick at or after its time, so a frame
/// rendered headless at any time is the same each run, a paused window holds it back with the animations, and the
/// timeline scrubs across it (checkpoints keep it as they keep an animator's delay).
///
/// Written as iOS code writes it, `.now() + seconds` (or `+ .milliseconds(300)` …), the deadline is one of these; a
/// `DispatchTime` made beforehand (`let when = DispatchTime.now() + 1`), and a `DispatchWorkItem` handed over (Dispatch's
/// method takes it without a default argument, which no other could be preferred to), still go to Dispatch's own method
/// and the process's clock.
extension DispatchQueue {
    /// A deadline on the scene's clock: `.now()` and a delay after it.
    public struct SceneDeadline: Sendable {
        /// How long after the call the work is due, in seconds.
        public let delay: TimeInterval

        /// The moment of the call.
        public static func now() -> SceneDeadline { SceneDeadline(delay: 0) }

        /// `seconds` after `deadline`.
        public static func + (deadline: SceneDeadline, seconds: Double) -> SceneDeadline {
            SceneDeadline(delay: deadline.delay + seconds)
        }

        /// `interval` after `deadline` (`.never` is never due).
        public static func + (deadline: SceneDeadline, interval: DispatchTimeInterval) -> SceneDeadline {
            SceneDeadline(delay: deadline.delay + interval.seconds)
        }

        /// `seconds` before `deadline`.
        public static func - (deadline: SceneDeadline, seconds: Double) -> SceneDeadline {
            SceneDeadline(delay: deadline.delay - seconds)
        }
    }

    /// Runs `work` on this queue at `deadline` on the scene's clock (the main queue's within the tick that reaches it).
    /// `isolation` is the caller's, left to its default: it says whether the scene's clock can be read at once.
    @preconcurrency
    public func asyncAfter(
        deadline: SceneDeadline, isolation: isolated (any Actor)? = #isolation,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        schedule(after: deadline.delay, onMain: isolation === MainActor.shared) { work() }
    }

    /// Runs `work` on this queue soon: from the main actor, on the main queue, at the scene's next tick — as on iOS at
    /// the main run loop's next turn, before the next frame — so that what it starts shows in every run's frames and on
    /// the timeline. From elsewhere, or on another queue, as Dispatch's own `async` does.
    @preconcurrency
    public func async(isolation: isolated (any Actor)? = #isolation, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard label == DispatchQueue.main.label, isolation === MainActor.shared || Thread.isMainThread else {
            return async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
        MainActor.assumeIsolated { AnimationEngine.shared.performOnNextTick { work() } }
    }

    /// Puts `work` on the scene's clock `delay` seconds from now: at once from the main actor, else from the main queue
    /// (the clock is the main actor's).
    private func schedule(after delay: TimeInterval, onMain: Bool, _ work: @escaping @Sendable () -> Void) {
        // Linux's Dispatch hands out a new object for the main queue at each `main`: its label names it.
        let isMain = label == DispatchQueue.main.label
        let queue = self
        let put: @MainActor @Sendable () -> Void = {
            let engine = AnimationEngine.shared
            // A NaN or infinite delay (`.never`) is never due.
            guard delay.isFinite else { return }
            engine.perform(at: engine.clock.now + Swift.max(delay, 0)) { if isMain { work() } else { queue.async(execute: work) } }
        }
        if onMain || Thread.isMainThread {
            MainActor.assumeIsolated(put)
        } else {
            DispatchQueue.main.async(flags: []) { MainActor.assumeIsolated(put) }
        }
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; infinity for `.never`.
    fileprivate var seconds: TimeInterval {
        switch self {
        case .seconds(let n): TimeInterval(n)
        case .milliseconds(let n): TimeInterval(n) / 1e3
        case .microseconds(let n): TimeInterval(n) / 1e6
        case .nanoseconds(let n): TimeInterval(n) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}
