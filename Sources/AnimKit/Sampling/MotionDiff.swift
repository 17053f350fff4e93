import Foundation

/// Two recordings of a scene's motion compared, view by view and property by property, in words and numbers: what a
/// reader of a failing test wants to know — which view, which property, and what about its motion changed.
///
/// ```
/// toast.center.y: starts moving 0.000 → 0.050 s; overshoot 4.1 → 9.3; ends at 120 (same); largest difference 12.3 at 0.200 s
/// view badge: only in B
/// ```
///
/// The verdict compares values at the times both recordings sampled, so recordings of one scene at 60 and at 120
/// frames a second are the same motion; the parameters named (when it starts moving, when it settles, how far it
/// overshoots, where it starts and ends) are read off each recording's own samples, and a start or settling time is
/// named when the two differ by more than a frame of the coarser one (by any amount when both sample alike).
package struct MotionDiff: Sendable {
    /// One line per difference: a view only in one recording, or a property of a view that moves otherwise.
    package let lines: [String]

    /// Whether the two recordings are the same motion.
    package var isSame: Bool { lines.isEmpty }

    /// Compares recording `a` (the reference) with recording `b`.
    package init(_ a: [FrameSample], _ b: [FrameSample]) {
        let left = MotionSeries.all(in: a), right = MotionSeries.all(in: b)
        let leftViews = Self.names(left), rightViews = Self.names(right)
        var lines: [String] = []
        for view in leftViews where !rightViews.contains(view) { lines.append("view \(view): only in A") }
        for view in rightViews where !leftViews.contains(view) { lines.append("view \(view): only in B") }
        let others = Dictionary(right.map { ("\($0.view)\u{0}\($0.property)", $0) }) { first, _ in first }
        for series in left {
            guard let other = others["\(series.view)\u{0}\(series.property)"], let line = Self.compare(series, other) else { continue }
            lines.append(line)
        }
        self.lines = lines
    }

    private static func names(_ series: [MotionSeries]) -> [String] {
        var seen: Set<String> = []
        return series.map(\.view).filter { seen.insert($0).inserted }
    }

    /// The line for one property that moves otherwise in `b` than in `a`; `nil` when it moves the same.
    static func compare(_ a: MotionSeries, _ b: MotionSeries) -> String? {
        var largest = (difference: 0.0, time: 0.0)
        for (time, value) in zip(a.times, a.values) {
            // The first time the largest difference is reached (a later one larger only by rounding does not move it).
            guard let other = b.value(at: time), !MotionSeries.same(value, other), abs(other - value) > largest.difference + 1e-9 else {
                continue
            }
            largest = (abs(other - value), time)
        }
        // A start or settling time within a frame of the coarser sampling is the same moment sampled otherwise.
        let grid = Self.sameGrid(a, b) ? 1e-9 : Swift.max(a.step, b.step) + 1e-9
        func differ(_ x: TimeInterval?, _ y: TimeInterval?) -> Bool {
            switch (x, y) {
            case (nil, nil): false
            case (let x?, let y?): abs(x - y) > grid
            default: true
            }
        }
        var parts: [String] = []
        if differ(a.motionStart, b.motionStart) { parts.append("starts moving \(time(a.motionStart)) → \(time(b.motionStart))") }
        if differ(a.settle, b.settle) { parts.append("settles \(time(a.settle)) → \(time(b.settle))") }
        if !MotionSeries.same(a.overshoot, b.overshoot) { parts.append("overshoot \(number(a.overshoot)) → \(number(b.overshoot))") }
        if !MotionSeries.same(a.start, b.start) { parts.append("starts at \(number(a.start)) → \(number(b.start))") }
        guard !parts.isEmpty || largest.difference > 0 || !MotionSeries.same(a.end, b.end) else { return nil }
        parts.append(MotionSeries.same(a.end, b.end) ? "ends at \(number(a.end)) (same)" : "ends at \(number(a.end)) → \(number(b.end))")
        if largest.difference > 0 {
            parts.append("largest difference \(number(largest.difference)) at \(time(largest.time))")
        }
        return "\(a.view).\(a.property): " + parts.joined(separator: "; ")
    }

    /// Whether both recordings sampled the same times.
    private static func sameGrid(_ a: MotionSeries, _ b: MotionSeries) -> Bool {
        a.times.count == b.times.count && zip(a.times, b.times).allSatisfy { abs($0 - $1) <= 1e-6 }
    }

    /// A time as the lines give it: `0.050 s`, or `never` for a property that does not move.
    static func time(_ seconds: TimeInterval?) -> String {
        seconds.map { String(format: "%.3f s", $0) } ?? "never"
    }

    /// A value as the lines give it: at most three decimals, without trailing zeros (`120`, `9.3`, `0.163`).
    static func number(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
