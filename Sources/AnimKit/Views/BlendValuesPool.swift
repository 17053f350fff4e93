/// Where every view's ``BlendValues`` live: side by side in large blocks, in the order views are made.
///
/// A frame walks the views' values in the order their tracks began, which is
/// mostly the order the views were made; values that sit together in memory let
/// the processor fetch the next view's numbers before the loop asks for them,
/// instead of waiting on each view's own allocation. A freed place is reused by
/// the next view. Blocks are never returned, as a view tree's size is bounded.
@MainActor
final class BlendValuesPool {
    /// The pool every view draws from.
    static let shared = BlendValuesPool()

    private static let blockSize = 256
    private var blocks: [UnsafeMutablePointer<BlendValues>] = []
    private var nextInBlock = blockSize
    private var freed: [UnsafeMutablePointer<BlendValues>] = []

    /// A place holding `values`.
    func allocate(_ values: BlendValues) -> UnsafeMutablePointer<BlendValues> {
        let place: UnsafeMutablePointer<BlendValues>
        if let reused = freed.popLast() {
            place = reused
        } else {
            if nextInBlock == BlendValuesPool.blockSize {
                let raw = UnsafeMutableRawPointer.allocate(
                    byteCount: MemoryLayout<BlendValues>.stride * BlendValuesPool.blockSize, alignment: 64)
                blocks.append(raw.bindMemory(to: BlendValues.self, capacity: BlendValuesPool.blockSize))
                nextInBlock = 0
            }
            place = blocks[blocks.count - 1] + nextInBlock
            nextInBlock += 1
        }
        place.initialize(to: values)
        return place
    }

    /// Gives a place back for the next view.
    func free(_ place: UnsafeMutablePointer<BlendValues>) {
        place.deinitialize(count: 1)
        freed.append(place)
    }
}
