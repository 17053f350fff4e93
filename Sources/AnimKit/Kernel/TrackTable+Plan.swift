/// The blend's plan: the rows cut into segments, so that a view's whole animation is blended in one loop.
///
/// An animator that moves five properties of a view puts five rows side by side.
/// When each is the first track of its property on that view (in table order),
/// simple, and follows the same run, the five are one segment: one stamp check,
/// one progress read and one loop over their numbers. Its offsets are copied in the
/// order of the packed values, so that when the properties are neighbours there
/// (center, bounds, transform, alpha, colour) the loop runs straight over both.
/// Any other row (a second, additive track; a keyframe path; a spring's own
/// curve) is a segment of its own, blended as before. The plan depends only on the
/// rows, so it is made again only when a row comes, goes or changes.
extension TrackTable {
    /// One stretch of the blend.
    struct Segment {
        /// How a segment is blended.
        enum Kind: UInt8 {
            /// One row, by its layout and motion.
            case row
            /// View tracks fused: `model + offset × remaining` over ``fusedDeltas``.
            case offsets
            /// Core Animation's basic animations fused: their ends over ``fusedEnds`` (see ``FusedEnd``).
            case ends
            /// The first row of a whole transform by a basic animation's ends, at its packed place `start`: its moment,
            /// composed when read (see ``TrackTable/composeTransform(of:at:)``).
            case transform
        }

        let kind: Kind
        let target: UnsafeMutablePointer<BlendValues>
        /// Fused: the run all its rows follow.
        let slot: Int32
        /// Fused offsets with a window or repeats of their own (all the same): the first row, whose timing gives their
        /// progress; fused ends: the row of a colour among them; else −1. A single row: the row.
        let row: Int32
        /// Fused: its first number in ``fusedDeltas`` or ``fusedEnds``.
        let start: Int32
        /// Fused: how many numbers it moves.
        let count: UInt8
        /// Fused offsets: the packed place of its first number; fused ends with a colour: the place of its alpha.
        let firstPlace: UInt8
        /// Fused offsets: whether its numbers' places follow each other, so no place needs looking up.
        let isContiguous: Bool
        /// The properties it moves.
        let bits: UInt8

        static func row(_ row: Int, target: UnsafeMutablePointer<BlendValues>, bit: UInt8) -> Segment {
            Segment(
                kind: .row, target: target, slot: 0, row: Int32(row), start: 0, count: 0, firstPlace: 0, isContiguous: false, bits: bit)
        }
    }

    /// Grows the plan's memory with the rows, as they are added, so that making the plan in a frame never allocates.
    func reservePlan() {
        if segments.capacity < layouts.count { segments.reserveCapacity(Swift.max(layouts.count, 2 * segments.capacity)) }
        if fusedDeltas.capacity < deltas.count {
            fusedDeltas.reserveCapacity(Swift.max(deltas.count, 2 * fusedDeltas.capacity))
            fusedPlaces.reserveCapacity(fusedDeltas.capacity)
        }
        // A row of ends fuses its whole key: at most four numbers.
        if fusedEnds.capacity < 4 * layouts.count {
            fusedEnds.reserveCapacity(Swift.max(4 * layouts.count, 2 * fusedEnds.capacity))
            fusedEndPlaces.reserveCapacity(fusedEnds.capacity)
        }
    }

    /// Cuts the rows into segments. Which row is first for its property is found as the blend finds it, by stamping the views.
    func rebuildPlan() {
        planIsCurrent = true
        segments.removeAll(keepingCapacity: true)
        fusedDeltas.removeAll(keepingCapacity: true)
        fusedPlaces.removeAll(keepingCapacity: true)
        fusedEnds.removeAll(keepingCapacity: true)
        fusedEndPlaces.removeAll(keepingCapacity: true)
        let stamp = stamps.next()
        var row = 0, overViews: [Int] = []
        while row < layouts.count {
            let target = targets[row], layout = layouts[row]
            // A view's layer's transform starts from what the view shows: after every view's rows.
            if motions[row].animation?.startsFromView == true {
                overViews.append(row)
                row += 1
                continue
            }
            // Core Animation's basic animations of a layer on one run fuse as view tracks on one run do.
            let ends = fusesEnds(row: row)
            // A plain track with a window or repeats of its own (a `.repeat` block) fuses with the rows that share its timing.
            let timed = !layout.isSimple && motions[row].isPlain
            let defers = motions[row].animation?.defersTransform == true
            guard TrackTable.claim(layout.bit, of: target, stamp: stamp) && (layout.isSimple || timed || ends || defers) else {
                segments.append(.row(row, target: target, bit: layout.bit))
                row += 1
                continue
            }
            if defers {
                segments.append(
                    Segment(
                        kind: .transform, target: target, slot: layout.slot, row: Int32(row), start: Int32(layout.start), count: 16,
                        firstPlace: layout.start, isContiguous: true, bits: layout.bit))
                row += 1
                continue
            }
            var end = row + 1
            while end < layouts.count, targets[end] == target {
                let next = layouts[end]
                guard next.slot == layout.slot, next.isSimple == layout.isSimple, ends == fusesEnds(row: end),
                    !timed || (motions[end].isPlain && motions[end].timing == motions[row].timing),
                    TrackTable.claim(next.bit, of: target, stamp: stamp)
                else { break }
                end += 1
            }
            if ends {
                segments.append(fuseEnds(rows: row..<end, target: target, slot: layout.slot))
            } else if end == row + 1 && !timed {
                segments.append(.row(row, target: target, bit: layout.bit))
            } else {
                segments.append(fuse(rows: row..<end, target: target, slot: layout.slot, timedRow: timed ? Int32(row) : -1))
            }
            row = end
        }
        for row in overViews { segments.append(.row(row, target: targets[row], bit: layouts[row].bit)) }
        checkInvariants()
    }

    /// One segment for `rows`, each the first track of a different property: their offsets copied out in packed order.
    private func fuse(rows: Range<Int>, target: UnsafeMutablePointer<BlendValues>, slot: Int32, timedRow: Int32) -> Segment {
        // Distinct properties have distinct places, so each place is written at most once.
        var byPlace = PackedValues(repeating: 0)
        var placesUsed: UInt32 = 0, bits: UInt8 = 0
        for row in rows {
            let layout = layouts[row]
            bits |= layout.bit
            for component in 0..<Int(layout.count) {
                let place = Int(layout.start) + component
                byPlace[place] = deltas[Int(layout.delta) + component]
                placesUsed |= 1 << UInt32(place)
            }
        }
        let start = fusedDeltas.count
        for place in 0..<byPlace.count where placesUsed & (1 << UInt32(place)) != 0 {
            fusedDeltas.append(byPlace[place])
            fusedPlaces.append(UInt8(place))
        }
        let count = fusedDeltas.count - start, first = Int(fusedPlaces[start])
        return Segment(
            kind: .offsets, target: target, slot: slot, row: timedRow, start: Int32(start), count: UInt8(count), firstPlace: UInt8(first),
            isContiguous: placesUsed == ((1 << UInt32(count)) - 1) << UInt32(first), bits: bits)
    }
}
