/// The blend's plan: the rows cut into segments, so that a view's whole animation is blended in one loop.
///
/// An animator that moves five properties of a view puts five rows side by side.
/// When each is the first track of its property on that view (in table order),
/// simple, and follows the same run, the five are one segment: one stamp check,
/// one progress read and one loop over their numbers, each sent to its packed place.
/// Any other row (a second, additive track; a keyframe path; a spring's own
/// curve) is a segment of its own, blended as before. The plan depends only on the
/// rows, so it is made again only when a row comes, goes or changes.
extension TrackTable {
    /// One stretch of the blend.
    struct Segment {
        let target: UnsafeMutablePointer<BlendValues>
        /// Fused: the run all its rows follow.
        let slot: Int32
        /// Fused: its first number in the deltas column; otherwise its row.
        let start: Int32
        /// Fused: how many numbers it moves; 0 for a single row.
        let count: UInt16
        /// The properties it moves.
        let bits: UInt8
    }

    /// Grows the plan's memory with the rows, as they are added, so that making the plan in a frame never allocates.
    func reservePlan() {
        if segments.capacity < layouts.count { segments.reserveCapacity(Swift.max(layouts.count, 2 * segments.capacity)) }
        if packedPlaces.capacity < deltas.count { packedPlaces.reserveCapacity(Swift.max(deltas.count, 2 * packedPlaces.capacity)) }
    }

    /// Cuts the rows into segments. Which row is first for its property is found as the blend finds it, by stamping the views.
    func rebuildPlan() {
        planIsCurrent = true
        segments.removeAll(keepingCapacity: true)
        packedPlaces.removeAll(keepingCapacity: true)
        for layout in layouts {
            for component in 0..<Int(layout.count) { packedPlaces.append(layout.start + UInt8(component)) }
        }
        TrackTable.stampCounter += 1
        let stamp = TrackTable.stampCounter
        /// Marks `bit` as blended on `values`; returns whether it was the first of its property.
        func claim(_ bit: UInt8, of values: UnsafeMutablePointer<BlendValues>) -> Bool {
            if values.pointee.stamp != stamp {
                values.pointee.stamp = stamp
                values.pointee.blendedBits = 0
            }
            defer { values.pointee.blendedBits |= bit }
            return values.pointee.blendedBits & bit == 0
        }
        var row = 0
        while row < layouts.count {
            let target = targets[row], layout = layouts[row]
            guard claim(layout.bit, of: target) && layout.isSimple else {
                segments.append(Segment(target: target, slot: layout.slot, start: Int32(row), count: 0, bits: layout.bit))
                row += 1
                continue
            }
            var end = row + 1, count = Int(layout.count), bits = layout.bit
            while end < layouts.count, targets[end] == target {
                let next = layouts[end]
                guard next.slot == layout.slot, next.isSimple, next.delta == layout.delta + Int32(count), claim(next.bit, of: target)
                else { break }
                count += Int(next.count)
                bits |= next.bit
                end += 1
            }
            if end == row + 1 {
                segments.append(Segment(target: target, slot: layout.slot, start: Int32(row), count: 0, bits: layout.bit))
            } else {
                segments.append(Segment(target: target, slot: layout.slot, start: layout.delta, count: UInt16(count), bits: bits))
            }
            row = end
        }
    }
}
