import AnimKit
import Testing

/// For a test that awaits while its ``EngineFixture`` is current: Swift Testing runs suites side by side on the main
/// actor, and between such a test's suspensions other tests make their own fixtures current. Each test with the trait
/// runs in an `EngineSlot`: the engine it makes current is the one it and the tasks it starts read, whatever the others
/// make current meanwhile (its awaited animations resume on its engine). They also run one at a time, so the process's
/// engine, which code handed to the main queue reads, is theirs while they run.
///
/// The key window is not theirs alone: a window such a test makes key stays key while it awaits, and `UIScreen.main`'s
/// bounds are the key window's, so a test that runs meanwhile and builds a `UIWindow(frame: UIScreen.main.bounds)`
/// gets that window's size. Windows made key by these tests are therefore the screen's size (`Device.current`).
public struct AwaitsWithFixture: TestTrait, SuiteTrait, TestScoping {
    /// Runs `function` once no other test with the trait runs.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await FixtureTurns.shared.take()
        let outcome: Result<Void, any Error>
        do {
            try await EngineSlot.withOwnEngine { try await function() }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        // Tasks the test started and left take their first steps on the main queue's next turns (a scene built again
        // by a seek back starts its tasks then): they take them now, while the turn is still this test's — in the
        // next one's they would wait on its engine, counted among its tasks and woken by its clock.
        for _ in 0..<5 { await MainActor.run {} }
        await FixtureTurns.shared.give()
        try outcome.get()
    }

    /// Whether a suite's tests each take their turn (the trait on a suite scopes each of its tests).
    public var isRecursive: Bool { true }
}

extension Trait where Self == AwaitsWithFixture {
    /// Runs the test (or each test of the suite) alone among the tests that await with a fixture current.
    public static var awaitsWithFixture: Self { AwaitsWithFixture() }
}

/// One turn at a time for ``AwaitsWithFixture``'s tests.
private actor FixtureTurns {
    static let shared = FixtureTurns()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
