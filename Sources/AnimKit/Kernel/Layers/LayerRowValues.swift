import Foundation

/// Where one row lies in the table's arrays, and what the table knows of it.
struct LayerRowRecord {
    var slots: Range<Int>
    var lanes: Range<Int>
    var parts: Range<Int>
    var tracks: Range<Int>
    var chains: Range<Int>
    /// Where the row's fixed transform ends start.
    var transformEnds: Int
    /// Whether the row belongs to a view's layer (which animates over its view's presentation).
    var isViewBacked: Bool
    var isLive = true
    /// Whether the layer's own values changed since the row read them.
    var baseIsStale = true
    /// The clock time the row was last worked out at.
    var evaluatedAt = Double.nan
}

/// A whole property in the table: its kind and its place among its row's lanes, or parts for a transform.
struct LayerRowSlot {
    let kind: LayerSlotKind
    let index: Int
}

/// Every row's values side by side — the layers' own values (the base) and what the tracks make of them each frame —
/// with every row's tracks and the arithmetic ``CABasicAnimation`` does on values, done here on lanes and parts.
struct LayerRowValues {
    var slots: [LayerRowSlot] = []
    var baseLanes: [SIMD4<Double>] = [], lanes: [SIMD4<Double>] = []
    var basePresent: [Bool] = [], present: [Bool] = []
    var baseParts: [TransformDecomposition] = [], parts: [TransformDecomposition] = []
    /// Whether a transform's parts are as taking its matrix apart gives them (not yet blended or changed in part).
    var partsAreTakenApart: [Bool] = []
    /// Which slots a track wrote in the last evaluation of their row.
    var touched: [Bool] = []
    var tracks: [LayerTrack] = []
    var transformEnds: [(from: TransformDecomposition, to: TransformDecomposition)] = []
    /// Each row's chains' moments, by the row's chain index from its record's start.
    var moments: [AnimationMoment?] = []

    /// Appends `row`'s slots, room for its values and its tracks; returns where they lie.
    mutating func append(_ row: CompiledLayerRow, isViewBacked: Bool) -> LayerRowRecord {
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
            self[keyPath: presence].append(contentsOf: repeatElement(true, count: presence == \.partsAreTakenApart ? row.partCount : row.laneCount))
        }
        for partsPath in [\LayerRowValues.baseParts, \.parts] {
            self[keyPath: partsPath].append(contentsOf: repeatElement(TransformDecomposition(), count: row.partCount))
        }
        tracks += row.tracks
        transformEnds += row.transformEnds
        moments += row.chains.map { _ in nil }
        return record
    }

    /// Appends the part of `other` that `record` names; returns where it lies now.
    mutating func append(_ record: LayerRowRecord, of other: LayerRowValues) -> LayerRowRecord {
        var moved = record
        (moved.slots, moved.lanes, moved.parts) = (shifted(record.slots, to: slots.count), shifted(record.lanes, to: lanes.count), shifted(record.parts, to: parts.count))
        (moved.tracks, moved.chains, moved.transformEnds) = (shifted(record.tracks, to: tracks.count), shifted(record.chains, to: moments.count), transformEnds.count)
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
        return moved
    }

    private func shifted(_ range: Range<Int>, to start: Int) -> Range<Int> { start..<start + range.count }
}
