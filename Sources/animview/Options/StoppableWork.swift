import AnimKit
import AnimKitSDL
import Foundation

/// Work that cannot look at stop signals itself (a parser reading megabytes), run on a thread of its own while the
/// calling thread does: a stop signal ends the wait at once with ``Interrupted``, and the process goes on to stop
/// what it started and exit, leaving the work unfinished.
enum StoppableWork {
    /// Runs `work` and returns its result, unless a stop signal comes first; `what` names it for the message.
    static func run<Result: Sendable>(_ what: String, _ work: @escaping @Sendable () -> Result) throws -> Result {
        let box = Locked<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let result = work()
            box.withLock { $0 = result }
            done.signal()
        }
        while true {
            if let signal = StopSignals.pending { throw Interrupted(signal: signal, progress: "\(what) stopped") }
            if done.wait(timeout: .now() + 0.02) == .success, let result = box.withLock({ $0 }) { return result }
        }
    }
}
