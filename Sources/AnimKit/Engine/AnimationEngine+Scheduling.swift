import Foundation

/// Work the engine runs at a tick: at the next one, or at the first one at or after a time.
extension AnimationEngine {
    /// Runs `work` at the start of the next ``tick()``: never synchronously, as UIKit defers such completions to the next run-loop turn.
    public func performOnNextTick(_ work: @escaping () -> Void) {
        state.nextTickWork.append(work)
    }

    /// Runs `work` during the first tick at or after `time` on the engine's clock (the next tick when `time` is NaN or infinite, so nothing waits forever).
    public func perform(at time: TimeInterval, _ work: @escaping () -> Void) {
        state.timedWork.append((time.isFinite ? time : clock.now, work))
    }

    /// Work due within this many seconds after a tick runs at it: a time summed in floating point (a sleep of 0.1 s
    /// from 0.2 s is due at 0.30000000000000004) belongs to the frame it names, not the one after.
    static let dueTolerance: TimeInterval = 1e-9

    func runTimedWork(dueBy now: TimeInterval) {
        let limit = now + Self.dueTolerance
        let due = state.timedWork.filter { $0.time <= limit }
        guard !due.isEmpty else { return }
        state.timedWork.removeAll { $0.time <= limit }
        for item in due { item.work() }
    }
}
