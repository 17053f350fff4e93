import Foundation

/// A continuation resumed the first time only. A checkpoint keeps an animation's completion, and a seek back before its
/// end runs it again when the animation ends again: the task that awaited it went on the first time, and resuming it
/// twice would stop the program.
final class ResumedOnce<Value: Sendable> {
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation = continuation
    }

    /// Resumes the awaiting task with `value`, unless it was resumed already.
    func callAsFunction(_ value: Value) {
        continuation?.resume(returning: value)
        continuation = nil
    }
}
