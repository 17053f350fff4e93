/// The track table's invariants, checked after every change in debug builds (`ANIMKIT_INTERNAL_CHECKS`, as
/// swift-collections checks its own under `COLLECTIONS_INTERNAL_CHECKS`); release builds compile the check away.
extension TrackTable {
    /// Stops with a description of the first broken invariant: columns of one length, handles that find their rows,
    /// each row's derived columns equal to what its record gives, offsets side by side, and a plan whose fused
    /// segments each move distinct places of one view on one run.
    ///
    /// The whole table is read after every change while it is small, and after one change in 8 rows' worth once it is
    /// larger: a check costs about 8 rows a change at any size, where reading all of it every time made building 2 000
    /// animated views take seconds in a debug build (quadratic), and a stop signal wait for it (64 a change still made
    /// a block over 20 000 views spend 10 s checking).
    @inline(__always)
    func checkInvariants() {
        #if ANIMKIT_INTERNAL_CHECKS
            changesSinceCheck += 1
            guard changesSinceCheck >= records.count / 8 else { return }
            changesSinceCheck = 0
            if let broken = brokenInvariant() { preconditionFailure("TrackTable: \(broken)") }
        #endif
    }

    /// The first invariant that does not hold, or `nil`.
    func brokenInvariant() -> String? {
        let rows = records.count
        guard targets.count == rows, layouts.count == rows, motions.count == rows, idOfRow.count == rows else {
            return "columns of different lengths"
        }
        guard records.lazy.filter({ $0 == nil }).count == removedCount else {
            return "\(removedCount) removals pending, rows say otherwise"
        }
        guard Set(freeIDs).count == freeIDs.count, freeIDs.allSatisfy({ Int($0) < rowOfID.count }) else {
            return "free handles repeat or overflow"
        }
        var delta = 0
        for row in 0..<rows {
            let id = Int(idOfRow[row]), layout = layouts[row]
            guard id < rowOfID.count, rowOfID[id] == Int32(row) else { return "handle \(id) of row \(row) finds another row" }
            guard Int(layout.delta) == delta else { return "row \(row)'s offset starts at \(layout.delta), not \(delta)" }
            delta += Int(layout.count)
            guard Int(layout.slot) < runs.states.count else { return "row \(row) follows run \(layout.slot), which does not exist" }
            guard let track = records[row] else { continue }
            let derived = TrackTable.layout(of: track, slot: Int(layout.slot), delta: Int(layout.delta))
            guard
                derived.start == layout.start, derived.count == layout.count, derived.bit == layout.bit,
                derived.isSimple == layout.isSimple, targets[row] == track.target
            else { return "row \(row)'s layout or target is not its record's" }
            // Bit for bit: the same number stored twice, NaN included (views and layers refuse it, but a NaN that got in
            // must be reported as what it is, not as a copy out of step).
            let offset = track.offset
            for component in 0..<Int(layout.count)
            where deltas[Int(layout.delta) + component].bitPattern != offset[component].bitPattern {
                return "row \(row)'s offset differs from its record's"
            }
        }
        guard deltas.count == delta else { return "\(deltas.count) offset numbers for rows that move \(delta)" }
        guard planIsCurrent else { return nil }
        for segment in segments where segment.kind == .offsets {
            let places = fusedPlaces[Int(segment.start)..<Int(segment.start) + Int(segment.count)]
            guard zip(places, places.dropFirst()).allSatisfy({ $0 < $1 }) else { return "a fused segment writes a place twice" }
            guard Int(segment.slot) < runs.states.count else { return "a fused segment follows a run that does not exist" }
        }
        for segment in segments where segment.kind == .ends {
            let places = fusedEndPlaces[Int(segment.start)..<Int(segment.start) + Int(segment.count)].map(\.place)
            guard Set(places).count == places.count else { return "a fused segment of ends writes a place twice" }
        }
        return nil
    }
}
