import AnimKitTestSupport
import Testing

@testable import AnimKit

/// A task in a slot keeps the shared engine it made current across its suspensions, whatever work outside the slot
/// makes current meanwhile — and so do the tasks it starts; a detached task, outside it, reads the process's one.
@MainActor
@Suite("A task's own shared engine", .awaitsWithFixture)
struct EngineSlotTests {
    @Test("made current in a slot, an engine stays current there while a task outside makes another current")
    func slotKeepsItsEngine() async {
        let before = AnimationEngine.shared
        let mine = AnimationEngine(clock: ManualClock()), theirs = AnimationEngine(clock: ManualClock())
        let seen = await EngineSlot.withOwnEngine {
            AnimationEngine.shared = mine
            // Outside the slot, between this task's steps: another makes its own engine current.
            await Task.detached { await MainActor.run { AnimationEngine.shared = theirs } }.value
            let started = await Task { @MainActor in AnimationEngine.shared }.value
            let detached = await Task.detached { await MainActor.run { AnimationEngine.shared } }.value
            return [AnimationEngine.shared, started, detached].map(ObjectIdentifier.init)
        }
        let after = AnimationEngine.shared
        AnimationEngine.shared = before
        #expect(seen == [mine, mine, theirs].map(ObjectIdentifier.init))
        #expect(after === theirs)
    }

    @Test("a slot in which nothing was made current reads the process's engine; what it sets, the process's engine is too")
    func emptySlotReadsTheProcesss() async {
        let before = AnimationEngine.shared
        let mine = AnimationEngine(clock: ManualClock())
        let read = await EngineSlot.withOwnEngine {
            let read = AnimationEngine.shared
            AnimationEngine.shared = mine
            return read
        }
        let after = AnimationEngine.shared
        AnimationEngine.shared = before
        #expect(read === before)
        #expect(after === mine)
    }
}
