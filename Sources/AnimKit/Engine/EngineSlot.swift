/// A shared engine of a task's own: inside ``withOwnEngine(_:)`` a task and the tasks it starts read and set
/// ``AnimationEngine/shared`` here, so work of other tasks that make their own engine current between its suspensions
/// (tests run side by side on the main actor) cannot change the engine its awaited animations resume on.
///
/// Outside one, `shared` is the process's one engine. A set inside also sets that one, as it always did, so code the
/// task hands to the main queue (which keeps no task's values) still finds the engine the task made current.
@MainActor
package final class EngineSlot {
    /// The engine made current inside the slot; `nil` until one is, when the process's one is read.
    var engine: AnimationEngine?

    /// The slot of the running task, if it runs inside one.
    @TaskLocal static var current: EngineSlot?

    /// Whether any task ever ran inside a slot: until then `shared` never looks for one (a window's frame reads it often).
    static var inUse = false

    private nonisolated init() {}

    /// Runs `body` with a slot of its own, empty at first, that the tasks it starts share.
    package static func withOwnEngine<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        await MainActor.run { inUse = true }
        return try await $current.withValue(EngineSlot(), operation: body)
    }
}
