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
        let layerChanges = emitter.rateChanges, cellChanges = cell.rateChanges
        // The rate changes where either the emitter's or the cell's does, from the start of emitting.
        let begin = layerChanges.first?.time ?? now
        let times = Set([begin] + (layerChanges + cellChanges).map(\.time).filter { $0 > begin && $0 < now }).sorted()
        for (index, time) in times.enumerated() {
            let next = index + 1 < times.count ? times[index + 1] : now
            let start = max(time, window.lowerBound), end = min(next, window.upperBound, now)
            guard end >= start else { continue }
            let layerRate = layerChanges.last { $0.time <= time }?.rate ?? 0
            let cellRate = cellChanges.last { $0.time <= time }?.rate ?? 0
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
        for stretch in stretches where time <= stretch.end {
            let into = max(0, time - stretch.start)
            return Self.index((stretch.bornBefore + stretch.rate * into).rounded(.up))
        }
        return Self.index(due.rounded(.up))
    }

    /// When particle `k` is born; `nil` when it is not due by now.
    func time(of k: Int) -> CFTimeInterval? {
        let count = Double(k)
        for stretch in stretches where stretch.rate > 0 {
            let after = stretch.bornBefore + stretch.rate * (stretch.end - stretch.start)
            if count >= stretch.bornBefore, count <= after { return stretch.start + (count - stretch.bornBefore) / stretch.rate }
        }
        return nil
    }
}
