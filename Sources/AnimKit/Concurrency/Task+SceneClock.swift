import Foundation

/// `Task.sleep` on the scene's clock, as `play`'s reader writes it in the files it compiles:
///
/// ```swift
/// Task {
///     try await Task.sleep(for: .seconds(0.5))   // play compiles: Task.__animviewSleep(for: .seconds(0.5))
///     await UIView.animate(withDuration: 0.3) { card.alpha = 1 }
/// }
/// ```
///
/// The task wakes at the first tick at or after its moment, so a frame rendered headless at any time is the same each
/// run, a paused window holds the task back with the animations, and the timeline crosses it. Cancelled, the sleep
/// ends at once with `CancellationError`, as the standard library's does. (Swift's own `Task.sleep` takes no default
/// argument, so no overload of it could be preferred where it is called: the reader renames the call.)
extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration` nanoseconds of the scene's clock; throws `CancellationError` when it is cancelled.
    @MainActor
    public static func __animviewSleep(nanoseconds duration: UInt64) async throws {
        try await sceneSleep(seconds: Double(duration) / 1e9)
    }

    /// Suspends the task for `duration` of the scene's clock; throws `CancellationError` when it is cancelled.
    @MainActor
    public static func __animviewSleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        try await sceneSleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// The older `Task.sleep(_:)`: `duration` nanoseconds of the scene's clock, ended early and silently when cancelled.
    @MainActor
    public static func __animviewSleep(_ duration: UInt64) async {
        try? await sceneSleep(seconds: Double(duration) / 1e9)
    }

    @MainActor
    private static func sceneSleep(seconds: TimeInterval) async throws {
        try Task<Never, Never>.checkCancellation()
        let engine = AnimationEngine.shared
        let holder = SleepHolder()
        let ending = await withTaskCancellationHandler {
            await SceneTaskWait<Result<Void, CancellationError>>.wait { wait in
                holder.wait = wait
                // A NaN or infinite sleep is never due (the engine would run it at once).
                guard seconds.isFinite else { return }
                engine.perform(at: engine.clock.now + Swift.max(seconds, 0)) { wait.resumeInTurn(.success(())) }
            }
        } onCancel: {
            holder.cancel()
        }
        try ending.get()
    }
}

/// A sleep's wait, for its cancellation handler, which may run on any thread.
private final class SleepHolder: @unchecked Sendable {
    /// Set and read on the main thread.
    @MainActor var wait: SceneTaskWait<Result<Void, CancellationError>>?

    /// Ends the sleep with `CancellationError`: at once on the main thread, else at the main queue's next turn.
    nonisolated func cancel() {
        let end: @MainActor @Sendable () -> Void = { self.wait?.resume(.failure(CancellationError())) }
        if Thread.isMainThread {
            MainActor.assumeIsolated(end)
        } else {
            DispatchQueue.main.async(flags: []) { MainActor.assumeIsolated(end) }
        }
    }
}
