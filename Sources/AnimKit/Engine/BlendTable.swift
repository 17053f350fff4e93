/// Every animation in flight on one engine, as rows of one contiguous table.
///
/// A frame streams through this table: each row adds one property's remaining
/// offset to its view's packed presentation, found through a pointer the row
/// carries; only the animated numbers are touched. The animators' progress sits in a parallel array indexed by slot, so
/// the loop neither follows a chain of references nor touches a reference count.
/// Rows of an ended animator are dropped in one pass at the next frame.
@MainActor
final class BlendTable {
    struct Row {
        let values: UnsafeMutablePointer<BlendValues>
        let slot: Int32
        /// The track's index among its animator's tracks, for the tracks the animator evaluates itself.
        let trackIndex: Int32
        let packedOffset: UInt8
        let packedCount: UInt8
        /// Which property (its bit's position), for the per-property reset.
        let property: UInt8
        let isSimple: Bool
        let offset: PackedOffset
    }

    /// An animator reference that costs no reference counting: an animator releases its slot before it can go away.
    private struct AnimatorReference {
        unowned(unsafe) let animator: PropertyAnimator
    }

    private var rows: [Row] = []
    /// Each slot's animator's progress along its curve (shared by rows that start with the run).
    private var progress: [Double] = []
    private var animators: [AnimatorReference?] = []
    private var freeSlots: [Int] = []
    /// Slots released since the last compaction; their rows are dropped before the next frame.
    private var releasedSlots: [Int] = []
    private var isReleased: [Bool] = []

    /// A frame counter shared by every engine, so two engines never reuse a stamp.
    private static var lastStamp = 0

    /// Gives `animator` a slot for its rows and progress.
    func allocateSlot(for animator: PropertyAnimator) -> Int {
        let reference = AnimatorReference(animator: animator)
        if let slot = freeSlots.popLast() {
            animators[slot] = reference
            isReleased[slot] = false
            return slot
        }
        animators.append(reference)
        progress.append(0)
        isReleased.append(false)
        return animators.count - 1
    }

    /// Marks a slot's rows for removal; the slot is reused after the next compaction.
    func releaseSlot(_ slot: Int) {
        animators[slot] = nil
        isReleased[slot] = true
        releasedSlots.append(slot)
    }

    func setProgress(_ value: Double, slot: Int) {
        progress[slot] = value
    }

    /// Adds the row for `track`, the animator's track number `index`, of the animator in `slot`.
    func add(_ track: PropertyTrack, index: Int, slot: Int) {
        rows.append(Row(
            values: track.view.blendValues, slot: Int32(slot), trackIndex: Int32(index), packedOffset: track.packedOffset,
            packedCount: track.packedCount, property: UInt8(track.bit.trailingZeroBitCount),
            isSimple: track.isSimple, offset: track.offset))
    }

    /// Drops the rows of released slots, keeping the order of the rest.
    private func compact() {
        guard !releasedSlots.isEmpty else { return }
        rows.removeAll { isReleased[Int($0.slot)] }
        freeSlots += releasedSlots
        releasedSlots.removeAll(keepingCapacity: true)
    }

    /// Rebuilds the presentation of every animated view: its model plus each row's remaining offset.
    func blend() {
        compact()
        BlendTable.lastStamp += 1
        let stamp = BlendTable.lastStamp
        let rows = self.rows, progress = self.progress
        let rowSpan = rows.span, progressSpan = progress.span
        for index in rowSpan.indices {
            let row = rowSpan[index]
            let values = row.values
            let start = Int(row.packedOffset), count = Int(row.packedCount), property = Int(row.property)
            // The first row of a property this frame starts it from the model; later rows add to it.
            if values.pointee.stamps[property] != stamp {
                values.pointee.stamps[property] = stamp
                values.pointee.revision &+= 1
                for component in start..<(start + count) {
                    values.pointee.presentation[component] = values.pointee.model[component]
                }
            }
            let slot = Int(row.slot)
            if row.isSimple {
                let remaining = 1 - progressSpan[slot]
                if remaining != 0 { values.pointee.presentation.add(row.offset, count: count, at: start, scaledBy: remaining) }
            } else {
                animators[slot]?.animator.addContribution(ofTrack: Int(row.trackIndex), into: &values.pointee.presentation)
            }
        }
    }
}
