import Foundation

/// A task of the scene waiting on the scene's clock — in `Task.sleep`, an awaited animation or an awaited
/// presentation — counted while it waits and resumed the first time only.
///
/// Where a task waits is in its suspended frames, which no checkpoint can keep, so the playback takes none while one
/// waits (``EngineState/waitingTasks``). A checkpoint kept from before can still hold the completion a task waits on
/// and run it again after a seek back: the task went on the first time, and resuming it twice would stop the program,
/// so the second time is nothing. A scene thrown away (built afresh to go back) leaves its waiting tasks waiting for
/// good, with the views they would have moved.
@MainActor
final class SceneTaskWait<Value: Sendable> {
    private var continuation: UnsafeContinuation<Value, Never>?
    private weak var engine: AnimationEngine?

    private init(_ continuation: UnsafeContinuation<Value, Never>, engine: AnimationEngine) {
        self.continuation = continuation
        self.engine = engine
        engine.state.waitingTasks += 1
    }

    /// Suspends the calling task until the wait `start` is handed is resumed; `start` runs at once, on the main actor.
    static func wait(_ start: (SceneTaskWait) -> Void) async -> Value {
        let engine = AnimationEngine.shared
        return await withUnsafeContinuation { continuation in start(SceneTaskWait(continuation, engine: engine)) }
    }

    /// Resumes the task with `value` once the tick under way has ended, in turn with the others the tick resumes
    /// (``SceneTasks``); nothing when it was resumed already.
    func resumeInTurn(_ value: Value) {
        guard continuation != nil else { return }
        SceneTasks.enqueue { self.resume(value) }
    }

    /// Resumes the task with `value` now; nothing when it was resumed already.
    func resume(_ value: Value) {
        guard let continuation else { return }
        self.continuation = nil
        if let engine { engine.state.waitingTasks = Swift.max(engine.state.waitingTasks - 1, 0) }
        continuation.resume(returning: value)
    }
}
