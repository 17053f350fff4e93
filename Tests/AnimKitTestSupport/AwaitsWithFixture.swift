import Testing

/// For a test that awaits while its ``EngineFixture`` is current: Swift Testing runs suites side by side on the main
/// actor, and one such test suspended mid-fixture would let another's fixture become `AnimationEngine.shared` under it.
/// Tests with this trait run one at a time. A synchronous test begins and ends its engine without letting anyone in
/// between — on the main actor: in a test process the main queue is drained by Dispatch's threads, so no tick runs it,
/// and the resumed tasks of a test that awaits run between other tests' work, on the engine it left current.
public struct AwaitsWithFixture: TestTrait, SuiteTrait, TestScoping {
    /// Runs `function` once no other test with the trait runs.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await FixtureTurns.shared.take()
        let outcome: Result<Void, any Error>
        do {
            try await function()
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
