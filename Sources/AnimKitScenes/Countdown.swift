import AnimKit

/// How many branches of a parallel group are still running: state a scene keeps outside its views, so checkpoints capture it.
@MainActor
final class Countdown: CheckpointState {
    private var remaining: Int

    /// A countdown from `count`, listed for `engine`'s checkpoints.
    init(_ count: Int, engine: AnimationEngine) {
        remaining = count
        engine.enlist(self)
    }

    /// Counts one branch done; true when it was the last.
    func countDown() -> Bool {
        remaining -= 1
        return remaining == 0
    }

    func capturedState() -> @MainActor () -> Void {
        let saved = remaining
        return { [self] in remaining = saved }
    }
}
