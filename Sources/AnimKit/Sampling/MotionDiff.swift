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
    package private(set) var lines: [String]

    /// Whether the two recordings are the same motion.
    package var isSame: Bool { lines.isEmpty }

    /// Why the two are not recordings of one scene, in a sentence naming the first view that differs, when they share no
    /// view below their roots (then ``lines`` is that sentence alone); `nil` for two recordings of one scene.
    package private(set) var differentScenes: String?

    /// Compares the frames of recording `a` (the reference) with those of recording `b`.
    package init(_ a: [FrameSample], _ b: [FrameSample]) {
        self.init(MotionSeries.all(in: a), MotionSeries.all(in: b), animators: nil)
    }

    /// Compares recording `a` (the reference) with recording `b`: the animators' half (``TimelineDiff``) when both
    /// recorded their animators, then a line per view and property, each led by what changed in the timing of the
    /// animators that moved it (`toast.center.y: delay 0 s → 0.05 s; damping ratio 0.8 → 0.6; overshoot 4.1 → 9.3; …`).
    package init(_ a: MotionRecording, _ b: MotionRecording) {
        self.init(a.columns, b.columns)
    }

    /// How far two values or two times may be apart and still be the same motion: `value` in the property's own unit
    /// (points, alpha, radians), `time` in seconds; none by default (a millionth of the value, a frame of the coarser
    /// recording).
    package struct Tolerance: Sendable, Equatable {
        package var value: Double
        package var time: TimeInterval

        package init(value: Double = 0, time: TimeInterval = 0) {
            self.value = Swift.max(value, 0)
            self.time = Swift.max(time, 0)
        }

        /// Whether `a` and `b` are the same value (a difference of exactly `value`, give or take rounding, is within it).
        func same(_ a: Double, _ b: Double) -> Bool { MotionSeries.same(a, b) || abs(a - b) <= value * (1 + 1e-9) }
    }

    /// Compares the columns of recording `a` (the reference) with those of recording `b`, as two recordings are compared,
    /// values and times within `tolerance` taken as the same.
    package init(_ a: MotionColumns, _ b: MotionColumns, tolerance: Tolerance = Tolerance()) {
        let both = a.animators.flatMap { left in b.animators.map { (left, $0) } }
        // Times the frame grid sets (when an animator a completion started began) are the same within a frame of the
        // coarser recording: one scene recorded at 60 and at 120 frames a second is the same motion.
        let steps = [a.times, b.times].map { times in zip(times, times.dropFirst()).map { $1 - $0 }.min() ?? 0 }
        let grid = Swift.max(a.times == b.times ? 1e-9 : (steps.max() ?? 0) + 1e-9, tolerance.time + 1e-9)
        self.init(a.series, b.series, animators: both, grid: grid, tolerance: tolerance)
        if let (left, right) = both, differentScenes == nil {
            lines = TimelineDiff(left, right, grid: grid, tolerance: tolerance.time).lines + lines
        }
    }

    private init(
        _ left: [MotionSeries], _ right: [MotionSeries], animators: ([AnimatorSpan], [AnimatorSpan])?, grid: TimeInterval = 1e-9,
        tolerance: Tolerance = Tolerance()
    ) {
        let pairs = animators.map { TimelineDiff.pairs($0, $1) } ?? []
        let leftViews = Self.names(left), rightViews = Self.names(right)
        // Two scenes, not two motions of one: nothing below the roots in common (a regression adds or removes a view,
        // it does not replace them all).
        let (leftBelow, rightBelow) = (leftViews.dropFirst(), rightViews.dropFirst())
        if !leftBelow.isEmpty, !rightBelow.isEmpty, Set(leftBelow).isDisjoint(with: rightBelow),
            let first = zip(leftViews, rightViews).first(where: { $0 != $1 })
        {
            differentScenes =
                "A and B are recordings of different scenes: their first view that differs is \(first.0) in A, \(first.1) in B"
            self.lines = [differentScenes ?? ""]
            return
        }
        var lines: [String] = []
        for view in leftViews where !rightViews.contains(view) { lines.append("view \(view): only in A") }
        for view in rightViews where !leftViews.contains(view) { lines.append("view \(view): only in B") }
        let others = Dictionary(right.map { ("\($0.view)\u{0}\($0.property)", $0) }) { first, _ in first }
        for series in left {
            guard let other = others["\(series.view)\u{0}\(series.property)"] else { continue }
            // The animators that moved this property in either recording, and what changed in their timing.
            let moved = "\(series.view).\(series.property.split(separator: ".").first ?? "")"
            let timing = pairs.filter { $0.a.moves.contains(moved) || $0.b.moves.contains(moved) }.flatMap {
                TimelineDiff.changes($0.a, $0.b, grid: grid, tolerance: tolerance.time)
            }
            if let line = Self.compare(series, other, timing: timing, tolerance: tolerance) { lines.append(line) }
        }
        self.lines = lines
    }

    private static func names(_ series: [MotionSeries]) -> [String] {
        var seen: Set<String> = []
        return series.map(\.view).filter { seen.insert($0).inserted }
    }

    /// The line for one property that moves otherwise in `b` than in `a`, led by `timing` (what changed in the timing of
    /// the animators that moved it); `nil` when it moves the same.
    static func compare(_ a: MotionSeries, _ b: MotionSeries, timing: [String] = [], tolerance: Tolerance = Tolerance()) -> String? {
        var largest = (difference: 0.0, time: 0.0)
        for (time, value) in zip(a.times, a.values) {
            // The first time the largest difference is reached (a later one larger only by rounding does not move it).
            guard let other = b.value(at: time), !tolerance.same(value, other), abs(other - value) > largest.difference + 1e-9 else {
                continue
            }
            largest = (abs(other - value), time)
        }
        // A start or settling time within a frame of the coarser sampling is the same moment sampled otherwise.
        let grid = Swift.max(Self.sameGrid(a, b) ? 1e-9 : Swift.max(a.step, b.step) + 1e-9, tolerance.time + 1e-9)
        func differ(_ x: TimeInterval?, _ y: TimeInterval?) -> Bool {
            switch (x, y) {
            case (nil, nil): false
            case (let x?, let y?): abs(x - y) > grid
            default: true
            }
        }
        var parts = timing
        if differ(a.motionStart, b.motionStart) { parts.append("starts moving \(time(a.motionStart)) → \(time(b.motionStart))") }
        if differ(a.settle, b.settle) { parts.append("settles \(time(a.settle)) → \(time(b.settle))") }
        if !tolerance.same(a.overshoot, b.overshoot) { parts.append("overshoot \(number(a.overshoot)) → \(number(b.overshoot))") }
        if !tolerance.same(a.start, b.start) { parts.append("starts at \(number(a.start)) → \(number(b.start))") }
        // The property moves the same unless its own motion differs: a change of timing alone is the animators' line.
        guard parts.count > timing.count || largest.difference > 0 || !tolerance.same(a.end, b.end) else { return nil }
        parts.append(tolerance.same(a.end, b.end) ? "ends at \(number(a.end)) (same)" : "ends at \(number(a.end)) → \(number(b.end))")
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
