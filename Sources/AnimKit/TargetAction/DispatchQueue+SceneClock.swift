import Foundation

/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }` — the way iOS code starts something a moment later —
/// and `DispatchQueue.main.async { … }` on the scene's clock rather than the process's: the work runs at the first tick at or after its time, so a frame
/// rendered headless at any time is the same each run, a paused window holds it back with the animations, and the
/// timeline scrubs across it (checkpoints keep it as they keep an animator's delay).
///
/// Written as iOS code writes it, `.now() + seconds` (or `+ .milliseconds(300)` …), the deadline is one of these; a
/// `DispatchTime` made beforehand (`let when = DispatchTime.now() + 1`) still goes to Dispatch's own method and the
/// process's clock. A `DispatchWorkItem` handed over is on the scene's clock in the files `play` compiles (its reader
/// writes the call as `__animviewAsyncAfter(deadline:execute:)`), elsewhere on the process's.
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

    /// `asyncAfter(deadline:execute:)` handed a work item (or a closure held in a variable), as `play`'s reader writes
    /// it: Dispatch's own method takes the item without a default argument, so no overload of it could be preferred
    /// where it is called. A deadline written `.now() + …` is on the scene's clock, and the item runs then unless it is
    /// cancelled first.
    public func __animviewAsyncAfter(
        deadline: SceneDeadline, isolation: isolated (any Actor)? = #isolation, execute item: DispatchWorkItem
    ) {
        // Dispatch's work items are handed between threads by design (Linux's Dispatch does not mark them so).
        nonisolated(unsafe) let item = item
        schedule(after: deadline.delay, onMain: isolation === MainActor.shared) { if !item.isCancelled { item.perform() } }
    }

    /// A closure held in a variable, on the scene's clock.
    @preconcurrency
    public func __animviewAsyncAfter(
        deadline: SceneDeadline, isolation: isolated (any Actor)? = #isolation,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        schedule(after: deadline.delay, onMain: isolation === MainActor.shared) { work() }
    }

    /// A `DispatchTime` made beforehand: Dispatch's own method, on the process's clock.
    @_disfavoredOverload
    public func __animviewAsyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        asyncAfter(deadline: deadline, execute: item)
    }

    /// A `DispatchTime` made beforehand and a closure: Dispatch's own method, on the process's clock.
    @_disfavoredOverload @preconcurrency
    public func __animviewAsyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
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
