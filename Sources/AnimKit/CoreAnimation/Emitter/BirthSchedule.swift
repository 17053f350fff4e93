import Foundation

/// When a cell's particles are born: the cell's rate times the emitter's, which changes where either changes,
/// within the cell's window of time, counted from the start; particle *k* is born when *k* births are due.
struct BirthSchedule {
    /// A stretch of time at one rate, with the births due at its start.
    private struct Stretch {
        var start: CFTimeInterval
        var end: CFTimeInterval
        var rate: Double
        var bornBefore: Double
    }

    private var stretches: [Stretch] = []
    /// The births due by the end (`now`).
    private var due: Double = 0

    @MainActor
    init(emitter: CAEmitterLayer, cell: CAEmitterCell, until now: CFTimeInterval) {
        let window = cell.emittingWindow
        // The model's changes, with what animations of the rates show laid over them.
        let layerChanges = emitter.animatedRateChanges(atKeyPath: "birthRate", over: emitter.rateChanges, until: now)
        let cellChanges =
            cell.name.map {
                emitter.animatedRateChanges(atKeyPath: "emitterCells.\($0).birthRate", over: cell.rateChanges, until: now)
            } ?? cell.rateChanges
        // The rate changes where either the emitter's or the cell's does, from the start of emitting.
        let begin = layerChanges.first?.time ?? now
        let times = Set([begin] + (layerChanges + cellChanges).map(\.time).filter { $0 > begin && $0 < now }).sorted()
        // Each list is in time order: the rate in force is found by walking them along with the times.
        var layerIndex = -1, cellIndex = -1
        for (index, time) in times.enumerated() {
            while layerIndex + 1 < layerChanges.count, layerChanges[layerIndex + 1].time <= time { layerIndex += 1 }
            while cellIndex + 1 < cellChanges.count, cellChanges[cellIndex + 1].time <= time { cellIndex += 1 }
            let next = index + 1 < times.count ? times[index + 1] : now
            let start = max(time, window.lowerBound), end = min(next, window.upperBound, now)
            guard end >= start else { continue }
            let layerRate = layerIndex >= 0 ? layerChanges[layerIndex].rate : 0
            let cellRate = cellIndex >= 0 ? cellChanges[cellIndex].rate : 0
            // A rate that is not a finite number (NaN, ∞) gives no births.
            let product = Double(max(0, layerRate) * max(0, cellRate))
            let rate = product.isFinite ? product : 0
            stretches.append(Stretch(start: start, end: end, rate: rate, bornBefore: due))
            due += rate * (end - start)
        }
    }

    /// The last particle born by now; `nil` when the cell has not started.
    var lastIndex: Int? {
        guard stretches.contains(where: { $0.rate > 0 }) else { return nil }
        return Self.index(due.rounded(.down))
    }

    /// A count of births as an index, held within what an `Int` and a `Double` both hold exactly.
    private static func index(_ count: Double) -> Int {
        count.isFinite ? Int(Swift.min(Swift.max(count, 0), 0x1p52)) : 0
    }

    /// The first particle born at `time` or later.
    func firstIndex(bornAfter time: CFTimeInterval) -> Int {
        // The stretches end in time order (an animated rate makes thousands): the first ending at `time` or later.
        let found = firstStretch { time <= $0.end }
        guard found < stretches.count else { return Self.index(due.rounded(.up)) }
        let stretch = stretches[found]
        return Self.index((stretch.bornBefore + stretch.rate * max(0, time - stretch.start)).rounded(.up))
    }

    /// When particle `k` is born; `nil` when it is not due by now.
    func time(of k: Int) -> CFTimeInterval? {
        let count = Double(k)
        // The births due by each stretch's end grow with the stretches: the first reaching `count` that births at all.
        var index = firstStretch { $0.bornBefore + $0.rate * ($0.end - $0.start) >= count }
        while index < stretches.count, stretches[index].rate <= 0, stretches[index].bornBefore <= count { index += 1 }
        guard index < stretches.count else { return nil }
        let stretch = stretches[index]
        let after = stretch.bornBefore + stretch.rate * (stretch.end - stretch.start)
        guard stretch.rate > 0, count >= stretch.bornBefore, count <= after else { return nil }
        return stretch.start + (count - stretch.bornBefore) / stretch.rate
    }

    /// The index of the first stretch for which `reached` holds, which once true stays true; the count when none.
    private func firstStretch(where reached: (Stretch) -> Bool) -> Int {
        var low = 0, high = stretches.count
        while low < high {
            let middle = (low + high) / 2
            if reached(stretches[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
