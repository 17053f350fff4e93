import Foundation

/// Two scenes' timelines compared animator by animator: one added or removed, one whose start, delay, duration, curve
/// or keyframes changed, and the order the animators completed in — the animator half of a motion diff
/// (``MotionDiff`` is the views' half).
///
/// ```
/// animator box · UIViewPropertyAnimator: delay 0.000 s → 0.050 s; curve spring ζ 0.80 → spring ζ 0.60
/// animator badge · UIView.animate: only in B
/// completions: box · UIViewPropertyAnimator, badge · UIView.animate → badge · UIView.animate, box · UIViewPropertyAnimator
/// ```
///
/// Animators are matched by the name the timeline shows them under (their own, their first view's, or their API's)
/// and, for several of one name, by the order they started in.
package struct TimelineDiff: Sendable {
    /// One line per difference.
    package let lines: [String]

    /// Compares timeline `a` (the reference) with timeline `b`.
    package init(_ a: SceneTimeline, _ b: SceneTimeline) {
        self.init(a.spans, b.spans)
    }

    /// Compares the animators of `a` (the reference) with those of `b`, each list in the order they started; scene times
    /// (a start, a keyframe's) within `grid` seconds are the same moment (a frame of the coarser of two frame rates).
    /// A delay or a duration within `tolerance` seconds is the same.
    package init(_ a: [AnimatorSpan], _ b: [AnimatorSpan], grid: TimeInterval = 1e-9, tolerance: TimeInterval = 0) {
        let left = Self.keyed(a), right = Self.keyed(b)
        let rightByKey = Dictionary(right.map { ($0.key, $0.span) }) { first, _ in first }
        let leftKeys = Set(left.map(\.key))
        var lines: [String] = []
        for (key, span) in left {
            guard let other = rightByKey[key] else {
                lines.append("animator \(key): only in A")
                continue
            }
            let changes = Self.changes(span, other, grid: grid, tolerance: tolerance)
            if !changes.isEmpty { lines.append("animator \(key): " + changes.joined(separator: "; ")) }
        }
        for (key, _) in right where !leftKeys.contains(key) { lines.append("animator \(key): only in B") }
        // The order they completed in, among the animators both have.
        let shared = Set(left.map(\.key)).intersection(right.map(\.key))
        let order = { (keyed: [(key: String, span: AnimatorSpan)]) in
            keyed.filter { shared.contains($0.key) && $0.span.end != nil }.sorted {
                ($0.span.end ?? 0, $0.span.serial) < ($1.span.end ?? 0, $1.span.serial)
            }
            .map(\.key)
        }
        let (before, after) = (order(left), order(right))
        if before != after, Set(before) == Set(after) {
            lines.append("completions: \(before.joined(separator: ", ")) → \(after.joined(separator: ", "))")
        }
        self.lines = lines
    }

    /// The animators both lists have, each pair under the name it is matched by.
    package static func pairs(_ a: [AnimatorSpan], _ b: [AnimatorSpan]) -> [(key: String, a: AnimatorSpan, b: AnimatorSpan)] {
        let right = Dictionary(keyed(b).map { ($0.key, $0.span) }) { first, _ in first }
        return keyed(a).compactMap { key, span in right[key].map { (key, span, $0) } }
    }

    /// Each span with the name it is matched by: its identity or label, numbered from the second of one name on (`card #2`).
    private static func keyed(_ spans: [AnimatorSpan]) -> [(key: String, span: AnimatorSpan)] {
        var seen: [String: Int] = [:]
        return spans.map { span in
            let name = span.identity ?? span.label
            seen[name, default: 0] += 1
            let count = seen[name] ?? 1
            return (count == 1 ? name : "\(name) #\(count)", span)
        }
    }

    /// What changed in an animator's timing, a phrase each (`delay 0.000 s → 0.050 s`, `damping ratio 0.8 → 0.6`);
    /// empty when nothing did.
    package static func changes(_ a: AnimatorSpan, _ b: AnimatorSpan, grid: TimeInterval = 1e-9, tolerance: TimeInterval = 0) -> [String] {
        var parts: [String] = []
        func seconds(_ x: TimeInterval, _ y: TimeInterval, _ what: String, within tolerance: TimeInterval = 1e-9) {
            guard abs(x - y) > tolerance else { return }
            parts.append("\(what) \(MotionDiff.time(x)) → \(MotionDiff.time(y))")
        }
        seconds(a.start, b.start, "starts", within: grid)
        seconds(a.delay, b.delay, "delay", within: Swift.max(tolerance, 1e-9))
        seconds(a.duration, b.duration, "duration", within: Swift.max(tolerance, 1e-9))
        if let x = a.spring, let y = b.spring {
            // A spring's parameters by the names UIKit gives them, each that changed.
            let named = [
                ("damping ratio", x.dampingRatio, y.dampingRatio, ""), ("response", x.response, y.response, " s"),
                ("initial velocity", x.initialVelocity, y.initialVelocity, ""),
            ]
            for (name, old, new, unit) in named where !MotionSeries.same(old, new) {
                parts.append("\(name) \(MotionDiff.number(old))\(unit) → \(MotionDiff.number(new))\(unit)")
            }
        } else if a.curve != b.curve {
            parts.append("curve \(a.curve) → \(b.curve)")
        }
        if a.keyframes.count != b.keyframes.count || zip(a.keyframes, b.keyframes).contains(where: { abs($0 - $1) > grid }) {
            let list = { (times: [TimeInterval]) in times.map { String(format: "%.3f", $0) }.joined(separator: ", ") }
            parts.append("keyframes at \(list(a.keyframes)) → \(list(b.keyframes)) s")
        }
        return parts
    }
}
