import Foundation

/// State shared between threads, behind a pthread mutex (Foundation's `NSLock`).
///
/// Not the standard library's `Mutex`: on Linux it waits with futex calls inside a
/// library ThreadSanitizer does not instrument, so TSan saw no order between two
/// accesses under it and reported every one as a race. A pthread mutex is what TSan
/// models, so the test suite runs under it with no report to explain away.
package final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// Shares `state`.
    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the state with the lock held.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
