import Foundation

/// Where one row lies in the table's arrays, and what the table knows of it — small, as the frame loop reads one per row.
struct LayerRowRecord {
    /// A run of places, in 32-bit bounds.
    private struct Span {
        let start: Int32, end: Int32
        init(_ range: Range<Int>) { (start, end) = (Int32(range.lowerBound), Int32(range.upperBound)) }
        var range: Range<Int> { Int(start)..<Int(end) }
    }

    private var slotSpan, laneSpan, partSpan, trackSpan, chainSpan: Span
    private var endsStart: Int32
    /// Whether the row belongs to a view's layer (which animates over its view's presentation).
    let isViewBacked: Bool
    var isLive = true
    /// Whether the layer's own values changed since the row read them.
    var baseIsStale = true
    /// Whether the layer's view was moving when the row last looked.
    var viewWasMoving = false
    /// The clock time the row was last worked out at.
    var evaluatedAt = Double.nan

    init(
        slots: Range<Int>, lanes: Range<Int>, parts: Range<Int>, tracks: Range<Int>, chains: Range<Int>, transformEnds: Int,
        isViewBacked: Bool
    ) {
        (slotSpan, laneSpan, partSpan, trackSpan, chainSpan) = (Span(slots), Span(lanes), Span(parts), Span(tracks), Span(chains))
        endsStart = Int32(transformEnds)
        self.isViewBacked = isViewBacked
    }

    var slots: Range<Int> { slotSpan.range }
    var lanes: Range<Int> { laneSpan.range }
    var parts: Range<Int> { partSpan.range }
    var tracks: Range<Int> { trackSpan.range }
    var chains: Range<Int> { chainSpan.range }
    /// Where the row's fixed transform ends start.
    var transformEnds: Int { Int(endsStart) }

    /// The same row, laid out from the given starts.
    func moved(slots: Int, lanes: Int, parts: Int, tracks: Int, chains: Int, transformEnds: Int) -> LayerRowRecord {
        var moved = LayerRowRecord(
            slots: slots..<slots + self.slots.count, lanes: lanes..<lanes + self.lanes.count, parts: parts..<parts + self.parts.count,
            tracks: tracks..<tracks + self.tracks.count, chains: chains..<chains + self.chains.count, transformEnds: transformEnds,
            isViewBacked: isViewBacked)
        (moved.isLive, moved.baseIsStale, moved.viewWasMoving, moved.evaluatedAt) = (isLive, baseIsStale, viewWasMoving, evaluatedAt)
        return moved
    }
}

/// A whole property in the table: its kind and its place among its row's lanes, or parts for a transform.
struct LayerRowSlot {
    let kind: LayerSlotKind
    let index: Int
    /// Whether its row's first track on it writes it whole on the short path (see ``LayerTrack/coversSlot``).
    var isCovered = false
}

/// Every row's values side by side — the layers' own values (the base) and what the tracks make of them each frame —
/// with every row's tracks and the arithmetic ``CABasicAnimation`` does on values, done here on lanes and parts. Its
/// columns are references (``KernelColumn``): a table's values are its own, never copied.
@MainActor
struct LayerRowValues {
    var slots = KernelColumn<LayerRowSlot>()
    var baseLanes = KernelColumn<SIMD4<Double>>(), lanes = KernelColumn<SIMD4<Double>>()
    var basePresent = KernelColumn<Bool>(), present = KernelColumn<Bool>()
    var baseParts = KernelColumn<TransformDecomposition>(), parts = KernelColumn<TransformDecomposition>()
    /// Whether a transform's parts are as taking its matrix apart gives them (not yet blended or changed in part).
    var partsAreTakenApart = KernelColumn<Bool>()
    /// Which slots a track wrote in the last evaluation of their row.
    var touched = KernelColumn<Bool>()
    var tracks = KernelColumn<LayerTrack>()
    var transformEnds = KernelColumn<LayerTransformEnds>()
    /// Each row's chains' moments, by the row's chain index from its record's start.
    var moments = KernelColumn<AnimationMoment?>()
    /// Each row's chains, aligned with the moments (held by ``heldChains``).
    var chains = KernelColumn<Unmanaged<TimingChain>>()
    /// The chains the rows run on, kept alive while the table holds them.
    private var heldChains: [TimingChain] = []
    /// The sines of the last turn a fixed transform track blended, for the next on the same turn.
    var turnSines = TurnSines()
    /// Where each row lies, in the order rows were added.
    var records = KernelColumn<LayerRowRecord>()
    /// Each row's fused path, aligned with the records, with the numbers fused rows change and their turns.
    var fusions = KernelColumn<LayerRowFusion>()
    var fused = FusedNumbers()
    var fusedTurns = KernelColumn<FusedTurn>()
    var sharedTurns = SharedTurns()
    /// Whether rows that can take the fused path do (a test turns it off to compare the two paths bit by bit).
    var fusesRows = true

    /// Appends `row`'s slots, room for its values, its tracks and its chains, and its record; returns its index.
    mutating func append(_ row: CompiledLayerRow, isViewBacked: Bool) -> Int {
        let record = LayerRowRecord(
            slots: slots.count..<slots.count + row.slots.count, lanes: lanes.count..<lanes.count + row.laneCount,
            parts: parts.count..<parts.count + row.partCount, tracks: tracks.count..<tracks.count + row.tracks.count,
            chains: moments.count..<moments.count + row.chains.count, transformEnds: transformEnds.count, isViewBacked: isViewBacked)
        slots += row.slots.map { LayerRowSlot(kind: $0.kind, index: $0.index) }
        touched += row.slots.map { _ in false }
        for lanesOrPresence in [\LayerRowValues.baseLanes, \.lanes] {
            self[keyPath: lanesOrPresence].append(contentsOf: repeatElement(SIMD4(), count: row.laneCount))
        }
        for presence in [\LayerRowValues.basePresent, \.present, \.partsAreTakenApart] {
            self[keyPath: presence].append(
                contentsOf: repeatElement(true, count: presence == \.partsAreTakenApart ? row.partCount : row.laneCount))
        }
        for partsPath in [\LayerRowValues.baseParts, \.parts] {
            self[keyPath: partsPath].append(contentsOf: repeatElement(TransformDecomposition(), count: row.partCount))
        }
        tracks += row.tracks
        transformEnds += row.transformEnds
        moments += row.chains.map { _ in nil }
        chains += row.chains.map(Unmanaged.passUnretained)
        heldChains += row.chains
        records.append(record)
        markCoveredSlots(ofRow: records.count - 1)
        fusions.append(LayerRowFusion())
        fuse(row: records.count - 1)
        return records.count - 1
    }

    /// Fixes the ends of row `index`'s tracks that read the current value to its layer's values, just read into the base.
    mutating func fixEnds(ofRow index: Int) {
        let row = records[index]
        for track in row.tracks where tracks[track].fixesEndsOnRead {
            let slot = slots[row.slots.lowerBound + tracks[track].slot]
            if slot.kind == .transform {
                let ends = row.transformEnds + tracks[track].transformEnds
                transformEnds[ends] = transformEnds[ends].fixing(tracks[track].ends, to: baseParts[row.parts.lowerBound + slot.index])
                tracks[track].fixEnds(current: (SIMD4(), true))
            } else {
                let place = row.lanes.lowerBound + slot.index
                var current = (lanes: baseLanes[place], isPresent: basePresent[place])
                if case .lanes(let first) = tracks[track].part {
                    current.lanes = SIMD4()
                    for lane in 0..<tracks[track].valueKind.laneCount { current.lanes[lane] = baseLanes[place][first + lane] }
                }
                tracks[track].fixEnds(current: current)
            }
        }
        markCoveredSlots(ofRow: index)
        fuse(row: index)
    }

    /// Notes which of row `index`'s properties its first track writes whole on the short path.
    private mutating func markCoveredSlots(ofRow index: Int) {
        let row = records[index]
        for slot in row.slots { slots[slot].isCovered = false }
        for track in row.tracks where tracks[track].coversSlot { slots[row.slots.lowerBound + tracks[track].slot].isCovered = true }
    }

    /// Appends row `index` of `other`; returns its index here.
    mutating func append(row index: Int, of other: LayerRowValues) -> Int {
        let record = other.records[index]
        let moved = record.moved(
            slots: slots.count, lanes: lanes.count, parts: parts.count, tracks: tracks.count, chains: moments.count,
            transformEnds: transformEnds.count)
        slots += other.slots[record.slots]
        touched += other.touched[record.slots]
        baseLanes += other.baseLanes[record.lanes]
        lanes += other.lanes[record.lanes]
        basePresent += other.basePresent[record.lanes]
        present += other.present[record.lanes]
        baseParts += other.baseParts[record.parts]
        parts += other.parts[record.parts]
        partsAreTakenApart += other.partsAreTakenApart[record.parts]
        tracks += other.tracks[record.tracks]
        let endCount = other.tracks[record.tracks].map { $0.transformEnds + 1 }.max() ?? 0
        transformEnds += other.transformEnds[record.transformEnds..<record.transformEnds + endCount]
        moments += other.moments[record.chains]
        chains += other.chains[record.chains]
        heldChains += other.chains[record.chains].map { $0.takeUnretainedValue() }
        records.append(moved)
        fusions.append(LayerRowFusion())
        fuse(row: records.count - 1)
        return records.count - 1
    }
}
