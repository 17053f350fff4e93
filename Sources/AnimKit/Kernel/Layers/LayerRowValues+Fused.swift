import Foundation

/// The tick's pass over every row: a fused row (``LayerRowFusion``) writes only the numbers its moment changes, or
/// nothing when its moment is the last one; any other row — or a fused one at a moment its numbers do not cover — blends
/// whole.
extension LayerRowValues {
    /// Works out every live row at the clock's `now`, each at its layer's time — `layerTimes`, by row, or `now` for
    /// every row when no layer keeps a time of its own (one pass; each shared chain works out its moment once a time,
    /// and rows next to each other on one chain at one time ask it once).
    mutating func blendAll(at now: TimeInterval, layerTimes: UnsafeMutablePointer<Double>?) {
        let numbers = Numbers(
            lanes: lanes.numbers(of: Double.self), parts: parts.numbers(of: Double.self), a: fused.a.numbers(of: Double.self),
            b: fused.b.numbers(of: Double.self), targets: fused.targets.numbers(of: Int32.self))
        var last: (chain: Unmanaged<TimingChain>?, time: Double, moment: AnimationMoment?) = (nil, .nan, nil)
        // A layer's own time may have changed since a read worked its row out at this clock time: rows then blend again.
        for index in records.indices where records[index].isLive && (layerTimes != nil || records[index].evaluatedAt != now) {
            let time = layerTimes?[index] ?? now
            if fusions[index].canFuse {
                let chain = chains[records[index].chains.lowerBound]
                if chain.toOpaque() != last.chain?.toOpaque() || time != last.time {
                    last = (chain, time, Self.moment(of: chain, atLayerTime: time))
                }
                if let moment = last.moment, blendFused(row: index, at: moment, numbers) {
                    records[index].evaluatedAt = now
                    continue
                }
            }
            blend(row: index, atLayerTime: time)
            records[index].evaluatedAt = now
        }
    }

    /// Where a fused tick reads and writes numbers.
    struct Numbers {
        let lanes: UnsafeMutablePointer<Double>, parts: UnsafeMutablePointer<Double>
        let a: UnsafeMutablePointer<Double>, b: UnsafeMutablePointer<Double>, targets: UnsafeMutablePointer<Int32>
    }

    /// Works out fused row `index` at `moment` by its changing numbers and turns alone; `false` when it must blend whole
    /// instead (its moment is not strictly between 0 and 1, or its last blend's was not).
    @inline(__always)
    private mutating func blendFused(row index: Int, at moment: AnimationMoment, _ numbers: Numbers) -> Bool {
        let t = moment.progress, fusion = fusions[index]
        if t == fusion.lastProgress, moment.iteration == fusion.lastIteration { return true }
        guard fusion.isPrimed, t > 0, t < 1 else { return false }
        var next = Int(fusion.numbersStart)
        for _ in 0..<fusion.fromLanes {
            numbers.lanes[Int(numbers.targets[next])] = numbers.a[next] + numbers.b[next] * t
            next += 1
        }
        let remaining = 1 - t
        for _ in 0..<fusion.toLanes {
            numbers.lanes[Int(numbers.targets[next])] = numbers.a[next] - numbers.b[next] * remaining
            next += 1
        }
        for _ in 0..<fusion.partNumbers {
            numbers.parts[Int(numbers.targets[next])] = numbers.a[next] + numbers.b[next] * t
            next += 1
        }
        for turn in fusion.turns {
            parts[Int(fusedTurns[turn].place)].quaternion = sharedTurns.quaternion(
                Int(fusedTurns[turn].shared), fraction: t, sines: &turnSines)
        }
        (fusions[index].lastProgress, fusions[index].lastIteration) = (t, moment.iteration)
        return true
    }
}
