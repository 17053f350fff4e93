import Foundation

/// The tick's pass over every row: a fused row (``LayerRowFusion``) writes only the numbers its moment changes, or
/// nothing when its moment is the last one; any other row — or a fused one at a moment its numbers do not cover — blends
/// whole.
extension LayerRowValues {
    /// Works out every live row at the clock's `now`, each at its layer's time — `layerTimes`, by row, or `now` for
    /// every row when no layer keeps a time of its own (one pass; each shared chain works out its moment once a time,
    /// and rows next to each other on one chain at one time ask it once).
    mutating func blendAll(at now: TimeInterval, layerTimes: UnsafeMutablePointer<Double>?) {
        let pass = FusedPass(of: self)
        var walk = PassWalk()
        if let layerTimes {
            // A layer's own time may have changed since a read worked its row out at this clock time: every row blends.
            for index in 0..<records.count where pass.records[index].isLive {
                visit(row: index, at: layerTimes[index], now: now, pass, &walk)
            }
        } else {
            for index in 0..<records.count where pass.records[index].isLive && pass.records[index].evaluatedAt != now {
                visit(row: index, at: now, now: now, pass, &walk)
            }
        }
    }

    /// Works out row `index` at its layer's time `time`: by its fused numbers when it can, else whole.
    @inline(__always)
    private mutating func visit(row index: Int, at time: Double, now: TimeInterval, _ pass: FusedPass, _ walk: inout PassWalk) {
        if let chain = pass.fusions[index].chain {
            if chain.toOpaque() != walk.chain?.toOpaque() || time != walk.time {
                (walk.chain, walk.time, walk.moment) = (chain, time, Self.moment(of: chain, atLayerTime: time))
            }
            if let moment = walk.moment, pass.blend(row: index, at: moment, turned: &walk.turned, sines: &turnSines) {
                pass.records[index].evaluatedAt = now
                return
            }
        }
        blend(row: index, atLayerTime: time)
        pass.records[index].evaluatedAt = now
    }
}

/// What a pass carries from row to row: the last chain asked, at which time, and its moment; the last turn worked out.
private struct PassWalk {
    var chain: Unmanaged<TimingChain>?
    var time = Double.nan
    var moment: AnimationMoment?
    var turned = LastTurn()
}

/// The columns a tick's pass reads and writes, side by side — taken once a pass, as nothing grows during one.
@MainActor
private struct FusedPass {
    let records: UnsafeMutablePointer<LayerRowRecord>, fusions: UnsafeMutablePointer<LayerRowFusion>
    let chains: UnsafeMutablePointer<Unmanaged<TimingChain>>
    let lanes: UnsafeMutablePointer<Double>, parts: UnsafeMutablePointer<Double>
    let decompositions: UnsafeMutablePointer<TransformDecomposition>
    let terms: UnsafeMutablePointer<SIMD2<Double>>, targets: UnsafeMutablePointer<Int32>
    let turns: UnsafeMutablePointer<FusedTurn>, sharedTurns: UnsafeMutablePointer<SharedTurns.Entry>

    init(of values: LayerRowValues) {
        (records, fusions, chains) = (values.records.elements, values.fusions.elements, values.chains.elements)
        (lanes, parts, decompositions) = (
            values.lanes.numbers(of: Double.self), values.parts.numbers(of: Double.self), values.parts.elements
        )
        (terms, targets) = (values.fused.terms.elements, values.fused.targets.elements)
        (turns, sharedTurns) = (values.fusedTurns.elements, values.sharedTurns.elements)
    }

    /// Works out fused row `index` at `moment` by its changing numbers and turns alone; `false` when it must blend whole
    /// instead (its moment is not strictly between 0 and 1, or its last blend's was not).
    @inline(__always)
    func blend(row index: Int, at moment: AnimationMoment, turned: inout LastTurn, sines: inout TurnSines) -> Bool {
        let t = moment.progress, fusion = fusions[index]
        // Its tracks neither add nor accumulate: what it shows depends on the progress alone.
        if t == fusion.lastProgress { return true }
        guard fusion.isPrimed, t > 0, t < 1 else { return false }
        var next = Int(fusion.numbersStart)
        for _ in 0..<fusion.fromLanes {
            lanes[Int(targets[next])] = terms[next].x + terms[next].y * t
            next += 1
        }
        let remaining = 1 - t
        for _ in 0..<fusion.toLanes {
            lanes[Int(targets[next])] = terms[next].x - terms[next].y * remaining
            next += 1
        }
        for _ in 0..<fusion.partNumbers {
            parts[Int(targets[next])] = terms[next].x + terms[next].y * t
            next += 1
        }
        for turn in fusion.turns {
            let shared = turns[turn].shared
            if shared != turned.shared || t != turned.fraction {
                turned = LastTurn(
                    shared: shared, fraction: t, quaternion: SharedTurns.quaternion(sharedTurns + Int(shared), fraction: t, sines: &sines))
            }
            decompositions[Int(turns[turn].place)].quaternion = turned.quaternion
        }
        fusions[index].lastProgress = t
        return true
    }
}

/// The shared turn a pass worked out last, at the fraction it did (rows next to each other turning alike ask it once).
private struct LastTurn {
    var shared: Int32 = -1
    var fraction = Double.nan
    var quaternion = SIMD4<Double>()
}
