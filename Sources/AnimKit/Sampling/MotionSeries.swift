import Foundation

/// One property of one view over a scene — its presentation value at each sampled time — and what a reader of a
/// failing test asks of it: where it starts and ends, when it starts moving and when it settles, how far it overshoots.
///
/// Built from ``FrameSample``s (what `animview sample` prints and `--trace` writes), so that a motion diff compares
/// recorded traces and scenes played now alike. Properties are named as UIKit names them: `center.x`,
/// `bounds.size.width`, `alpha`, `transform.scale`, `transform.rotation`, `contentOffset.y`.
package struct MotionSeries: Equatable, Sendable {
    /// The view's name in the samples: its `accessibilityIdentifier`, else `view N` in tree order.
    package let view: String
    /// The property, as UIKit names its key path.
    package let property: String
    /// The times sampled, in order.
    package let times: [TimeInterval]
    /// The value at each time.
    package let values: [Double]

    /// How close two values are to count as the same: far below what a pixel, an alpha step or a radian shows.
    package static let tolerance = 1e-6

    /// Whether `a` and `b` are the same value for a motion diff.
    package static func same(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= tolerance * Swift.max(1, abs(a), abs(b))
    }

    /// The numeric properties of a sampled view, by UIKit's names, in the order a diff lists them.
    static let properties: [(name: String, value: @Sendable (FrameSample.ViewState) -> Double?)] = [
        ("center.x", { $0.x }), ("center.y", { $0.y }), ("bounds.size.width", { $0.width }), ("bounds.size.height", { $0.height }),
        ("alpha", { $0.alpha }), ("transform.scale", { $0.scale }), ("transform.rotation", { $0.rotation }),
        ("contentOffset.x", { $0.offsetX }), ("contentOffset.y", { $0.offsetY }),
    ]

    /// Every view's numeric properties over `samples`, views in the order they first appear, properties in UIKit's order.
    package static func all(in samples: [FrameSample]) -> [MotionSeries] {
        MotionColumns(animators: nil, frames: samples).series
    }

    /// The value at the start and at the end.
    package var start: Double { values.first ?? 0 }
    package var end: Double { values.last ?? 0 }

    /// Whether the value changes at all.
    package var moves: Bool { values.contains { !Self.same($0, start) } }

    /// The last time it was still at its start value before it first moved (its delay, on the sampled grid); `nil`
    /// when it never moves.
    package var motionStart: TimeInterval? {
        guard let first = values.firstIndex(where: { !Self.same($0, start) }) else { return nil }
        return times[Swift.max(first - 1, 0)]
    }

    /// The first time from which it stays at its end value; `nil` when it never moves.
    package var settle: TimeInterval? {
        guard moves else { return nil }
        let last = values.lastIndex { !Self.same($0, end) } ?? 0
        return times[Swift.min(last + 1, times.count - 1)]
    }

    /// How far it goes past its end value in the direction it travels (0 when it does not, or does not travel).
    package var overshoot: Double {
        let direction = end - start
        guard !Self.same(start, end) else { return 0 }
        let beyond = values.map { ($0 - end) * (direction > 0 ? 1 : -1) }.max() ?? 0
        return Self.same(beyond, 0) ? 0 : Swift.max(beyond, 0)
    }

    /// The value at `time` if it was sampled there (within a microsecond).
    func value(at time: TimeInterval) -> Double? {
        var low = 0, high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < time - 1e-6 { low = middle + 1 } else { high = middle }
        }
        return low < times.count && abs(times[low] - time) <= 1e-6 ? values[low] : nil
    }

    /// The sampling interval (the shortest step between two times), or 0 for one sample.
    var step: TimeInterval {
        zip(times, times.dropFirst()).map { $1 - $0 }.min() ?? 0
    }
}
