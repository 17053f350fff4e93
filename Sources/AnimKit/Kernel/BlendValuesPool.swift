/// Where every view's ``BlendValues`` live: side by side in large blocks, in the order views are made.
///
/// A frame walks the views' values in the order their tracks began, which is
/// mostly the order the views were made; values that sit together in memory let
/// the processor fetch the next view's numbers before the loop asks for them,
/// instead of waiting on each view's own allocation. A freed place is reused by
/// the next view. Blocks are never returned, as a view tree's size is bounded.
/// A view may be freed on any thread (its deinit is not isolated, as UIKit's
/// preconcurrency views are not), so the pool takes a lock, uncontended in practice.
final class BlendValuesPool: Sendable {
    /// The pool every view draws from.
    static let shared = BlendValuesPool()

    /// A place in a block, passed between threads only under the lock.
    private struct Place: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<BlendValues>
    }

    private struct Blocks {
        var blocks: [Place] = []
        var nextInBlock = BlendValuesPool.blockSize
        var freed: [Place] = []
    }

    private static let blockSize = 256
    private let state = Locked(Blocks())

    /// A place holding `values`.
    func allocate(_ values: BlendValues) -> UnsafeMutablePointer<BlendValues> {
        let place = state.withLock { state -> UnsafeMutablePointer<BlendValues> in
            if let reused = state.freed.popLast() { return reused.pointer }
            if state.nextInBlock == BlendValuesPool.blockSize {
                let raw = UnsafeMutableRawPointer.allocate(
                    byteCount: MemoryLayout<BlendValues>.stride * BlendValuesPool.blockSize, alignment: 64)
                state.blocks.append(Place(pointer: raw.bindMemory(to: BlendValues.self, capacity: BlendValuesPool.blockSize)))
                state.nextInBlock = 0
            }
            let place = state.blocks[state.blocks.count - 1].pointer + state.nextInBlock
            state.nextInBlock += 1
            return place
        }
        place.initialize(to: values)
        return place
    }

    /// Gives a place back for the next view.
    func free(_ place: UnsafeMutablePointer<BlendValues>) {
        place.deinitialize(count: 1)
        state.withLock { $0.freed.append(Place(pointer: place)) }
    }
}
