/// What the rows' records give: the columns a row's record derives, and the view tracks listed for the engine.
extension TrackTable {
    /// Every view track in flight, in row order (the order the blend adds them), with its run, the run's slot and its row.
    var flights: [(track: PropertyTrack, run: RunState, slot: Int, row: Int)] {
        records.indices.compactMap { row in
            let slot = Int(layouts[row].slot)
            return records[row]?.viewTrack.map { ($0, runs[slot], slot, row) }
        }
    }

    /// Every Core Animation animation's track in flight, with its row (the order the blend applies it among the others).
    var layerFlights: [(track: LayerAnimationTrack, row: Int)] {
        records.indices.compactMap { row in
            guard case .layer(let track)? = records[row] else { return nil }
            return (track, row)
        }
    }

    /// What a frame needs of the row whose record is `record`, on the run in `slot`, its offset from `delta` on.
    static func layout(of record: TrackRecord, slot: Int, delta: Int) -> Layout {
        switch record {
        case .view(let track):
            Layout(
                start: track.packedOffset, count: track.packedCount, bit: track.bit, isSimple: track.isSimple, slot: Int32(slot),
                delta: Int32(delta))
        case .layer(let track):
            // Nothing in the column of offsets: its motion works its numbers out.
            Layout(start: track.packedOffset, count: 0, bit: track.bit, isSimple: false, slot: Int32(slot), delta: Int32(delta))
        }
    }
}
