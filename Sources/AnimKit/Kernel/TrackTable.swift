/// Every track in flight on one engine: one record per (layer, property) animation — a view's block animation or a
/// Core Animation animation of a layer's slot — laid out as columns.
///
/// This table is where a track lives while it moves. Its record (``TrackRecord``)
/// holds everything about it; the columns the frame loop reads (where the
/// view's values are, the packed place, the offset) are derived from that record
/// whenever it changes, so they cannot drift from it. The blend is written once,
/// here: a frame and a change between frames (a scrub, a stop) both rebuild
/// presentations with ``blend()``, over flat arrays, calling nothing outside the
/// table. Animators hold stable ``ID``s; rows move when ended tracks are dropped.
@preconcurrency @MainActor
final class TrackTable {
    /// A track's handle, stable while the track is in the table.
    typealias ID = Int32

    /// What a frame needs of a track, in twelve bytes.
    struct Layout {
        let start: UInt8
        let count: UInt8
        let bit: UInt8
        /// Whether the track follows its run's curve with a plain from → to blend, done inline.
        let isSimple: Bool
        /// The run (animator) whose position and progress the track follows.
        let slot: Int32
        /// Where the track's offset (`count` numbers) starts in the deltas column.
        var delta: Int32
    }

    // Columns, one entry per row.
    private(set) var targets: [UnsafeMutablePointer<BlendValues>] = []
    private(set) var layouts: [Layout] = []
    /// Every row's offset, `count` numbers each, side by side: only the numbers that move.
    private(set) var deltas: [Double] = []
    /// Every row's motion (offset, base, window, curve, path), for the tracks the blend does not do inline.
    private(set) var motions: [TrackMotion] = []
    /// `nil` once the track is out of flight: its view is let go at once, the row itself at the next compaction.
    private(set) var records: [TrackRecord?] = []
    private(set) var idOfRow: [ID] = []

    /// The blend's plan, derived from the rows whenever one comes, goes or changes (``rebuildPlan()``).
    var segments: [Segment] = []
    /// The offsets of fused segments, each segment's in packed order (a copy of theirs in ``deltas``).
    var fusedDeltas: [Double] = []
    /// The packed place of every number in ``fusedDeltas``.
    var fusedPlaces: [UInt8] = []
    /// The numbers of fused segments of Core Animation's ends, each segment's side by side.
    var fusedEnds: [FusedEnd] = []
    /// Where each number in ``fusedEnds`` is written, and the model's weight in it.
    var fusedEndPlaces: [FusedEndPlace] = []
    var planIsCurrent = false

    /// The runs the tracks follow, by slot.
    let runs: RunTable

    private(set) var rowOfID: [Int32] = []
    /// How many rows wait for compaction.
    private(set) var removedCount = 0
    private(set) var freeIDs: [ID] = []

    /// Whether a presentation may be stale: a track came or went, a run moved or a model changed since the last blend.
    var needsBlend = false
    /// The stamp of the last blend: a view whose values carry it has tracks in flight.
    var lastStamp = 0
    /// Where this table's blends and plans take their stamps.
    var stamps = BlendStamps()
    #if ANIMKIT_INTERNAL_CHECKS
        /// Changes since the invariants were last checked whole (see ``checkInvariants()``).
        var changesSinceCheck = 0
    #endif

    init(runs: RunTable) {
        self.runs = runs
    }

    /// Forgets every track (the engine discards its scene); views animated here show their model from now on.
    func removeAll() {
        targets.removeAll()
        layouts.removeAll()
        deltas.removeAll()
        motions.removeAll()
        records.removeAll()
        idOfRow.removeAll()
        rowOfID.removeAll()
        freeIDs.removeAll()
        removedCount = 0
        needsBlend = true
        planIsCurrent = false
    }

    /// The table as it is now, as work that puts it back (a scene checkpoint).
    func capturedState() -> @MainActor () -> Void {
        let columns = (targets, layouts, deltas, motions, records, idOfRow)
        let handles = (rowOfID, removedCount, freeIDs, needsBlend, lastStamp)
        return { [self] in
            (targets, layouts, deltas, motions, records, idOfRow) = columns
            (rowOfID, removedCount, freeIDs, needsBlend, lastStamp) = handles
            planIsCurrent = false
        }
    }

    /// Marks every presentation stale, for the next read or frame to rebuild.
    func invalidate() { needsBlend = true }

    /// Puts `track` in flight on the run in `slot`; returns its handle.
    func add(_ track: TrackRecord, slot: Int) -> ID {
        let id: ID
        if let free = freeIDs.popLast() {
            id = free
            rowOfID[Int(id)] = Int32(records.count)
        } else {
            id = ID(rowOfID.count)
            rowOfID.append(Int32(records.count))
            // Compaction, inside a frame, hands ids back to this list: it has room for every one of them already.
            if freeIDs.capacity < rowOfID.count { freeIDs.reserveCapacity(Swift.max(rowOfID.count, 2 * freeIDs.capacity)) }
        }
        targets.append(track.target)
        layouts.append(TrackTable.layout(of: track, slot: slot, delta: deltas.count))
        let offset = track.offset
        for component in 0..<Int(layouts[layouts.count - 1].count) { deltas.append(offset[component]) }
        motions.append(TrackMotion(track, curves: runs.curves))
        records.append(track)
        idOfRow.append(id)
        needsBlend = true
        planIsCurrent = false
        reservePlan()
        checkInvariants()
        return id
    }

    /// The record of view track `id`, which must be in flight.
    func record(_ id: ID) -> PropertyTrack { record(row: row(id)) }

    /// Changes the record of view track `id` and the columns derived from it.
    func modify(_ id: ID, _ change: (inout PropertyTrack) -> Void) {
        let row = row(id)
        var track = record(row: row)
        change(&track)
        records[row] = .view(track)
        let delta = Int(layouts[row].delta)
        layouts[row] = TrackTable.layout(of: .view(track), slot: Int(layouts[row].slot), delta: delta)
        for component in 0..<Int(track.packedCount) { deltas[delta + component] = track.offset[component] }
        motions[row] = TrackMotion(.view(track), curves: runs.curves)
        needsBlend = true
        planIsCurrent = false
        checkInvariants()
    }

    /// What track `id` adds to its view now.
    func contribution(_ id: ID) -> PackedOffset { contribution(row: row(id)) }

    /// How fast track `id` adds to its view at `now`, per second (zeros while it stands still).
    func contributionSpeed(_ id: ID, at now: Double) -> PackedOffset {
        contributionSpeed(row: row(id), at: now) ?? PackedOffset(repeating: 0)
    }

    /// Whether a run that does not allow user interaction moves the view whose values are `values`.
    func blocksInteraction(_ values: UnsafeMutablePointer<BlendValues>) -> Bool {
        guard runs.blockingCount > 0 else { return false }
        for row in targets.indices where targets[row] == values && records[row] != nil {
            if !runs.allowsInteraction(Int(layouts[row].slot)) { return true }
        }
        return false
    }

    /// Takes tracks `ids` out of flight: their views are let go now, their rows dropped before the next blend.
    ///
    /// Nothing reads a removed row before that compaction, so its pointer to the
    /// view's values is never followed after the view may have gone, and its run's
    /// slot may be reused at once.
    func remove(_ ids: [ID]) {
        for id in ids { records[row(id)] = nil }
        removedCount += ids.count
        needsBlend = true
    }

    /// Rebuilds presentations only if something changed since the last blend.
    func blendIfNeeded() {
        if needsBlend { blend() }
    }

    private func row(_ id: ID) -> Int { Int(rowOfID[Int(id)]) }

    private func record(row: Int) -> PropertyTrack {
        guard let record = records[row] else { preconditionFailure("TrackTable: track of a released run") }
        guard let track = record.viewTrack else { preconditionFailure("TrackTable: a layer animation's row read as a view track") }
        return track
    }

    /// The curve's progress for the track in `row` at its run's position, through the track's own window and repeats.
    func timedProgress(row: Int) -> Double {
        TrackTable.timedProgress(motions[row], on: runs[Int(layouts[row].slot)])
    }

    /// The curve's progress for `motion` when its run is `run`: the one computation the blend and ``contribution(row:)`` share.
    static func timedProgress(_ motion: TrackMotion, on run: RunState) -> Double {
        let fraction = motion.timing.curveFraction(at: run.position)
        return motion.ownProgress(atFraction: fraction) ?? run.progress(atFraction: fraction)
    }

    func contribution(row: Int) -> PackedOffset {
        let layout = layouts[row], slot = Int(layout.slot)
        // A track over its run's whole curve uses the very progress the frame used (solved once per run, or a linear
        // scrub's), so a stop writes back exactly what was on screen, even on a curve steep enough to magnify solver
        // rounding.
        if layout.isSimple || motions[row].followsRunProgress { return motions[row].contribution(atProgress: runs.progress[slot]) }
        return motions[row].contribution(atProgress: timedProgress(row: row))
    }

    /// Drops the rows of tracks out of flight, keeping the order of the rest, and frees their handles.
    func compact() {
        guard removedCount > 0 else { return }
        removedCount = 0
        planIsCurrent = false
        var kept = 0, keptDeltas = 0
        for row in records.indices {
            let id = idOfRow[row]
            if records[row] == nil {
                freeIDs.append(id)
                continue
            }
            var layout = layouts[row]
            let delta = Int(layout.delta), count = Int(layout.count)
            if keptDeltas != delta {
                for component in 0..<count { deltas[keptDeltas + component] = deltas[delta + component] }
                layout.delta = Int32(keptDeltas)
            }
            keptDeltas += count
            if kept != row {
                targets[kept] = targets[row]
                motions[kept] = motions[row]
                records.swapAt(kept, row)
                idOfRow[kept] = id
                rowOfID[Int(id)] = Int32(kept)
            }
            layouts[kept] = layout
            kept += 1
        }
        let dropped = records.count - kept
        targets.removeLast(dropped)
        layouts.removeLast(dropped)
        records.removeLast(dropped)
        motions.removeLast(dropped)
        idOfRow.removeLast(dropped)
        deltas.removeLast(deltas.count - keptDeltas)
        checkInvariants()
    }
}
