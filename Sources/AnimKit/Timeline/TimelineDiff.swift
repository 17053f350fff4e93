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
        let left = Self.keyed(a.spans), right = Self.keyed(b.spans)
        let rightByKey = Dictionary(right.map { ($0.key, $0.span) }) { first, _ in first }
        let leftKeys = Set(left.map(\.key))
        var lines: [String] = []
        for (key, span) in left {
            guard let other = rightByKey[key] else {
                lines.append("animator \(key): only in A")
                continue
            }
            if let line = Self.compare(span, other, named: key) { lines.append(line) }
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

    /// Each span with the name it is matched by: its label, numbered from the second of one label on (`card #2`).
    private static func keyed(_ spans: [AnimatorSpan]) -> [(key: String, span: AnimatorSpan)] {
        var seen: [String: Int] = [:]
        return spans.map { span in
            seen[span.label, default: 0] += 1
            let count = seen[span.label] ?? 1
            return (count == 1 ? span.label : "\(span.label) #\(count)", span)
        }
    }

    /// The line for an animator whose timing changed; `nil` when it did not.
    private static func compare(_ a: AnimatorSpan, _ b: AnimatorSpan, named name: String) -> String? {
        var parts: [String] = []
        func seconds(_ x: TimeInterval, _ y: TimeInterval, _ what: String) {
            guard abs(x - y) > 1e-9 else { return }
            parts.append("\(what) \(MotionDiff.time(x)) → \(MotionDiff.time(y))")
        }
        seconds(a.start, b.start, "starts")
        seconds(a.delay, b.delay, "delay")
        seconds(a.duration, b.duration, "duration")
        if a.curve != b.curve { parts.append("curve \(a.curve) → \(b.curve)") }
        if a.keyframes.count != b.keyframes.count || zip(a.keyframes, b.keyframes).contains(where: { abs($0 - $1) > 1e-9 }) {
            let list = { (times: [TimeInterval]) in times.map { String(format: "%.3f", $0) }.joined(separator: ", ") }
            parts.append("keyframes at \(list(a.keyframes)) → \(list(b.keyframes)) s")
        }
        return parts.isEmpty ? nil : "animator \(name): " + parts.joined(separator: "; ")
    }
}
