import Foundation

/// A number a fused row changes on a tick, as worked out when the row is fused: `target = a + b × w`, where `w` is `t` for a track's `from + delta × t` and
/// `−(1 − t)` for its `to − delta × (1 − t)` — the arithmetic the row's tracks do, to the bit. `target` is its place
/// among the table's lane numbers (four a lane slot) or its parts' numbers.
struct FusedNumber {
    let a: Double, b: Double
    let target: Int
}

/// Fused rows' numbers side by side: each one's two terms, and — in a column of its own, so that the pass reads 20
/// bytes a number — its place.
struct FusedNumbers {
    var terms = KernelColumn<SIMD2<Double>>()
    var targets = KernelColumn<Int32>()
}

/// A turn a fused row shows on a tick: the rotation of one of the shared turns (``SharedTurns``), written into the parts
/// at `place`.
struct FusedTurn {
    let shared: Int32, place: Int32
}

/// What the table knows of a row's fused path: a row whose tracks all take the short path, on one chain, in a layer of
/// its own, changes only some of its numbers from one moment to another between 0 and 1 — every other number (a base
/// value, an end that equals the other) is what the last whole blend at such a moment wrote. A tick then writes those
/// numbers and the row's turns alone, and nothing when the moment has not changed.
struct LayerRowFusion {
    /// The chain the row runs on; `nil` when it cannot take the fused path.
    var chain: Unmanaged<TimingChain>?
    /// The progress the row was last worked out at (`nan` when none, or when its values were read since).
    var lastProgress = Double.nan
    /// Where the row's changing numbers start among the table's; how many of them are lanes blended from `from`, lanes
    /// blended to `to`, and transform parts (from `from`), in that order; and how many fit there.
    var numbersStart: Int32 = 0
    var fromLanes: UInt16 = 0, toLanes: UInt16 = 0, partNumbers: UInt16 = 0, numbersCapacity: UInt16 = 0
    /// Where the row's turns start among the table's, how many there are, and how many fit there.
    var turnsStart: Int32 = 0
    var turnsCount: UInt8 = 0, turnsCapacity: UInt8 = 0
    /// Whether the row's numbers are all what any moment strictly between 0 and 1 shows but for its changing ones: its
    /// last blend was at such a moment, and its values have not been read again since.
    var isPrimed = false

    /// Whether the row can take the fused path at all.
    var canFuse: Bool { chain != nil }

    var turns: Range<Int> { Int(turnsStart)..<Int(turnsStart) + Int(turnsCount) }

    /// The row's values changed: nothing it wrote stands for the next moment.
    mutating func forget() {
        (isPrimed, lastProgress) = (false, .nan)
    }
}

extension LayerRowValues {
    /// Works out which of row `index`'s numbers change with its moment, and how, for its fused path (after the row is
    /// added, or reads its layer's values again); the row blends whole at its next tick.
    mutating func fuse(row index: Int) {
        var fusion = fusions[index]
        fusion.forget()
        defer { fusions[index] = fusion }
        // Counts are kept small, so that the pass reads a row's record in a few bytes.
        guard fusesRows, let (from, to, parts, turns) = fusedNumbers(ofRow: index),
            from.count + to.count + parts.count <= Int(UInt16.max), turns.count <= Int(UInt8.max)
        else {
            fusion.chain = nil
            return
        }
        fusion.chain = chains[records[index].chains.lowerBound]
        let numbers = from + to + parts
        if numbers.count > fusion.numbersCapacity {
            (fusion.numbersStart, fusion.numbersCapacity) = (Int32(fused.targets.count), UInt16(numbers.count))
            fused.terms += numbers.map { SIMD2($0.a, $0.b) }
            fused.targets += numbers.map { Int32($0.target) }
        } else {
            for (place, number) in zip(Int(fusion.numbersStart)..., numbers) {
                (fused.terms[place], fused.targets[place]) = (SIMD2(number.a, number.b), Int32(number.target))
            }
        }
        (fusion.fromLanes, fusion.toLanes, fusion.partNumbers) = (UInt16(from.count), UInt16(to.count), UInt16(parts.count))
        if turns.count > fusion.turnsCapacity {
            (fusion.turnsStart, fusion.turnsCapacity) = (Int32(fusedTurns.count), UInt8(turns.count))
            fusedTurns += turns
        } else {
            for (offset, turn) in turns.enumerated() { fusedTurns[Int(fusion.turnsStart) + offset] = turn }
        }
        fusion.turnsCount = UInt8(turns.count)
    }

    /// Row `index`'s changing numbers — lanes from `from`, lanes to `to`, parts — and its turns; `nil` when it cannot be
    /// fused: its view moves it, it runs on more than one chain, a track takes the general path, or two tracks write one
    /// number.
    private mutating func fusedNumbers(ofRow index: Int) -> (
        from: [FusedNumber], to: [FusedNumber], parts: [FusedNumber], turns: [FusedTurn]
    )? {
        let row = records[index]
        guard !row.isViewBacked, row.chains.count == 1 else { return nil }
        var from: [FusedNumber] = [], to: [FusedNumber] = [], parts: [FusedNumber] = [], turns: [FusedTurn] = []
        var written = Set<Int32>()
        func claim(_ targets: some Sequence<Int32>, inParts: Bool) -> Bool {
            targets.allSatisfy { written.insert(inParts ? -1 - $0 : $0).inserted }
        }
        for index in row.tracks {
            let track = tracks[index], slot = slots[row.slots.lowerBound + track.slot]
            switch track.op {
            case .general: return nil
            case .lerp, .lerpColor:
                let first = Int32((row.lanes.lowerBound + slot.index) * 4)
                var lanes = 0..<4
                if case .lanes(let start) = track.part { lanes = start..<start + track.valueKind.laneCount }
                guard claim(lanes.map { first + Int32($0) }, inParts: false) else { return nil }
                let fromStart = track.op == .lerp && track.valueKind == .number
                for (lane, valueLane) in zip(lanes, 0...) where track.delta[valueLane] != 0 {
                    if fromStart {
                        from.append(FusedNumber(a: track.from[valueLane], b: track.delta[valueLane], target: Int(first) + lane))
                    } else {
                        to.append(FusedNumber(a: track.to[valueLane], b: track.delta[valueLane], target: Int(first) + lane))
                    }
                }
            case .fixedTransform:
                let place = row.parts.lowerBound + slot.index, ends = row.transformEnds + track.transformEnds
                let first = Int32(place * Self.numbersPerParts)
                guard claim((0..<Int32(Self.numbersPerParts)).map { first + $0 }, inParts: true) else { return nil }
                for (offset, a, b) in Self.straightParts(of: transformEnds[ends]) {
                    for lane in a.indices where b[lane] - a[lane] != 0 {
                        parts.append(FusedNumber(a: a[lane], b: b[lane] - a[lane], target: Int(first) + offset + lane))
                    }
                }
                turns.append(FusedTurn(shared: sharedTurns.index(of: transformEnds[ends].turn), place: Int32(place)))
            }
        }
        return (from, to, parts, turns)
    }

    /// How many numbers a transform's parts take in the parts column.
    private static let numbersPerParts = MemoryLayout<TransformDecomposition>.stride / MemoryLayout<Double>.stride

    /// A transform's parts blended straight (`from + (to − from) × t`) — all but the rotation — with where each starts
    /// among the parts' numbers.
    private static func straightParts(of ends: LayerTransformEnds) -> [(offset: Int, from: [Double], to: [Double])] {
        func lanes<V: SIMD<Double>>(_ part: WritableKeyPath<TransformDecomposition, V>) -> (Int, [Double], [Double]) {
            let offset = (MemoryLayout<TransformDecomposition>.offset(of: part) ?? 0) / MemoryLayout<Double>.stride
            return (
                offset, (0..<V.scalarCount).map { ends.from[keyPath: part][$0] }, (0..<V.scalarCount).map { ends.to[keyPath: part][$0] }
            )
        }
        return [lanes(\.perspective), lanes(\.translation), lanes(\.skew), lanes(\.scale)]
    }
}
