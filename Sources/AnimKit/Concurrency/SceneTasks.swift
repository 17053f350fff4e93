internal import CMainQueue
import Foundation

/// The scene's tasks, run at its ticks: what a `Task` does after `Task.sleep` or an awaited animation happens at the
/// moment of the scene's clock that resumed it, in every run and however a seek crosses that moment.
///
/// A task of the main actor runs on the main queue, which the main run loop turns between frames — too late for a
/// seek that crosses many moments in one go, and at no moment of the scene's clock. So each tick ends by running the
/// main queue's ready work (a task the scene's code just started runs to its first wait), then resumes the tasks the
/// tick woke, one at a time in the order their moments came: each runs on to its next wait before the next is resumed
/// (Swift hands a resumed task to the main queue from another thread, so the tick waits for it to arrive there).
///
/// A task's child tasks (`async let`, a task group) start on the global executor and reach the main actor from another
/// thread, at a moment no tick can know of: their work lands when the main queue next turns after it, a frame later in
/// the window and possibly much later in a headless run that crosses quiet stretches in one step.
///
/// This needs the tick to run on the main thread outside the main queue's own work, as the window's frames and headless
/// runs do; inside a block of the main queue, or where no run loop owns the main thread (a test on the main actor), the
/// woken tasks are resumed at once and run when the main queue next turns.
@MainActor
package enum SceneTasks {
    /// Resumptions waiting for the tick to end, in order.
    private static var due: [() -> Void] = []
    /// Tasks resumed that have not run on since.
    static var resumedNotRunning = 0
    /// Whether the tasks are being run now (a task's code that ticks the engine runs nothing more).
    private static var isRunning = false
    /// How long a resumed task may take to reach the main queue before the tick gives up waiting for it.
    static let arrivalLimit: TimeInterval = 2
    /// How many more times the main queue is run once the woken tasks have run: work they put on it runs in the tick too.
    static let followingTurns = 3
    /// Whether ticks run the main queue: not in a process that never turns it and keeps what earlier scenes left on it
    /// (`play`'s checker, which runs each build's top-level code and shows nothing).
    package static var runsMainQueue = true

    /// Whether a tick is under way: what it wakes is resumed when it ends.
    private static var isTicking = false

    /// Says that a tick begins: the tasks it wakes wait for its end (``runReady()``).
    static func tickBegins() {
        isTicking = true
    }

    /// Resumes a waiting task when the tick under way ends, or now when none is (an animation stopped by hand).
    static func enqueue(_ resume: @escaping () -> Void) {
        if isTicking { due.append(resume) } else { resume() }
    }

    /// Runs the main queue's ready work, then resumes the tasks the tick woke, each run on to its next wait in turn.
    static func runReady() {
        isTicking = false
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        // Without a run loop on the main thread (the main actor's work on another thread), the main queue is not ours to run.
        if runsMainQueue, Thread.isMainThread {
            animkit_run_main_queue()
            // A task resumed during the tick (one cancelled in the scene's code) runs first, then those the tick woke.
            while waitForResumed() {
                guard !due.isEmpty else {
                    // What they started on the main actor meanwhile (a `Task` within a task) runs to its first wait.
                    for _ in 0..<Self.followingTurns { animkit_run_main_queue() }
                    return
                }
                due.removeFirst()()
            }
        }
        // The main queue cannot be run from here: the rest are resumed now and run when it next turns.
        let rest = due
        due = []
        for resume in rest { resume() }
    }

    /// Runs the main queue until every resumed task ran on; `false` when it cannot be run here or a task did not come.
    private static func waitForResumed() -> Bool {
        guard resumedNotRunning > 0 else { return true }
        guard mainQueueRunsHere() else { return false }
        let deadline = Date(timeIntervalSinceNow: arrivalLimit)
        var pause: UInt32 = 2
        while resumedNotRunning > 0 {
            animkit_run_main_queue()
            guard resumedNotRunning > 0 else { break }
            guard Date() < deadline else {
                // Not coming (it was resumed where it cannot run): the ticks after this one do not wait for it.
                resumedNotRunning = 0
                return false
            }
            usleep(pause)
            pause = Swift.min(pause * 2, 500)
        }
        return true
    }

    /// Whether the main queue's work can run from here: not from inside a block of its own.
    private static func mainQueueRunsHere() -> Bool {
        let probe = Probe()
        DispatchQueue.main.async(flags: []) { probe.ran = true }
        animkit_run_main_queue()
        return probe.ran
    }

    /// Set by a block put on the main queue, read on the main thread.
    private final class Probe: @unchecked Sendable {
        var ran = false
    }
}
