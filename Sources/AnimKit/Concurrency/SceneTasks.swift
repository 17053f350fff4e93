internal import CMainQueue
import Foundation

/// The scene's tasks, run at its ticks: what a `Task` does after `Task.sleep` or an awaited animation happens at the
/// moment of the scene's clock that resumed it, in every run and however a seek crosses that moment.
///
/// A task of the main actor runs on the main queue, which the main run loop turns between frames — too late for a
/// seek that crosses many moments in one go, and at no moment of the scene's clock. And a task resumed by a
/// continuation, or a child task an `async let` or a task group starts, goes first to Swift's global executor, whose
/// threads hand it back to the main actor at a moment no tick knows of. So during a tick and at its end, the jobs code
/// on the main thread hands the global executor are kept (`CMainQueue`), and the tick ends by running them here and the
/// main queue's ready work, until neither has anything more (a task the scene's code just started runs to its first
/// wait); then it resumes the tasks the tick woke, one at a time in the order their moments came, each run on to its
/// next wait the same way.
///
/// This needs the tick to run on the main thread outside the main queue's own work, in a process whose host owns the
/// main thread (``runsMainQueue``: the window's frames, headless runs, `play`'s previewer); elsewhere (a test on the main
/// actor, where the main queue holds the test runner's own work and other tests') the woken tasks are resumed at once
/// and run when the main queue next turns.
@MainActor
package enum SceneTasks {
    /// Resumptions waiting for the tick to end, in order.
    private static var due: [() -> Void] = []
    /// Whether the tasks are being run now (a task's code that ticks the engine runs nothing more).
    private static var isRunning = false
    /// Whether a tick is under way: what it wakes is resumed when it ends.
    private static var isTicking = false
    /// How many runs of the main queue in a row find nothing for the global executor before the tasks are taken to be
    /// waiting: work put on the main queue by work run from it (a `Task` started in a task) runs in the tick too.
    static let quietTurns = 3
    /// At most this many turns a tick (a task that yields in a loop for ever would hold it).
    static let turnLimit = 10_000
    /// Whether ticks run the main queue: set by a host that owns the main thread (`animview`, `play`'s window, a
    /// ``WindowHost``). Off elsewhere: in a test process the main queue holds the test runner's work (drained by
    /// Dispatch's threads, not the main one), and a test's tick that ran it would start other tests inside its own;
    /// `play`'s checker never turns it and keeps what earlier builds left on it.
    package static var runsMainQueue = false

    /// Says that a tick begins: the tasks it wakes wait for its end (``runReady()``), and from the main thread, what its
    /// code hands the global executor is kept for then.
    static func tickBegins() {
        isTicking = true
        if runsMainQueue, Thread.isMainThread { animkit_capture_global_jobs(true) }
    }

    /// Resumes a waiting task when the tick under way ends, or now when none is (an animation stopped by hand).
    static func enqueue(_ resume: @escaping () -> Void) {
        if isTicking { due.append(resume) } else { resume() }
    }

    /// Runs the tasks that are ready at the end of a tick, then resumes those the tick woke, each run on to its next
    /// wait in turn.
    static func runReady() {
        isTicking = false
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        // Without a run loop on the main thread (the main actor's work on another thread), the main queue is not ours to run.
        if runsMainQueue, Thread.isMainThread {
            animkit_capture_global_jobs(true)
            defer { animkit_capture_global_jobs(false) }
            turnUntilQuiet()
            while !due.isEmpty {
                due.removeFirst()()
                turnUntilQuiet()
            }
            return
        }
        // The main queue cannot be run from here: the woken tasks are resumed now and run when it next turns.
        let woken = due
        due = []
        for resume in woken { resume() }
    }

    /// Runs the jobs kept from the global executor and the main queue's work until neither has had anything for
    /// ``quietTurns`` turns.
    private static func turnUntilQuiet() {
        var quiet = 0, turns = 0
        while quiet < quietTurns, turns < turnLimit {
            let ran = animkit_run_captured_jobs()
            animkit_run_main_queue()
            quiet = ran ? 0 : quiet + 1
            turns += 1
        }
    }
}
