import Foundation

/// Runs `body` on a thread of its own and awaits its result, leaving the thread the caller ran on free.
///
/// Swift's concurrency runs the tests on as many threads as the machine has cores. A test that blocks one of them —
/// waiting for a program it runs, polling a window — takes that thread from every other test for as long as it waits:
/// on two cores, two tests waiting for `play`'s first build of AnimKit (minutes) held back the whole suite. A wait of
/// that length goes here.
public func onOwnThread<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Swift.Result { try body() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
