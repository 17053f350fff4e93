import Foundation

/// A keyframe animation's path as keyframes: each drawn segment is a gap between two keyframes (a move starts the
/// next subpath with a jump), measured once so that a frame finds a point and a heading without measuring again.
struct PathKeyframes {
    let segments: [PathSegment]
    /// Arc length along each segment at evenly spaced parameters (``PathSegment/cumulativeLengths(count:)``).
    let tables: [[CGFloat]]

    init(_ path: CGPath) {
        segments = Subpath.of(path.elements).flatMap(\.segments)
        tables = segments.map { $0.cumulativeLengths() }
    }

    /// How many keyframes: one more than the segments.
    var count: Int { segments.count + 1 }
    /// The length of each segment.
    var lengths: [CGFloat] { tables.map { $0.last ?? 0 } }
    /// Where the path starts and ends.
    var start: CGPoint { segments.first?.points.first ?? .zero }
    var end: CGPoint { segments.last?.points.last ?? .zero }

    /// The point `fraction` of the way through segment `gap`: by its parameter, or by its length when `byLength`.
    func point(gap: Int, fraction: Double, byLength: Bool) -> CGPoint? {
        guard segments.indices.contains(gap) else { return nil }
        return segments[gap].point(at: parameter(gap: gap, fraction: fraction, byLength: byLength))
    }

    /// The heading there, as an angle from the x axis (toward y, clockwise on screen); `nil` where the segment has no length.
    func direction(gap: Int, fraction: Double, byLength: Bool) -> CGFloat? {
        guard segments.indices.contains(gap) else { return nil }
        let segment = segments[gap]
        let t = parameter(gap: gap, fraction: fraction, byLength: byLength), step: CGFloat = 1e-4
        let a = segment.point(at: Swift.max(t - step, 0)), b = segment.point(at: Swift.min(t + step, 1))
        guard a != b else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    private func parameter(gap: Int, fraction: Double, byLength: Bool) -> CGFloat {
        guard byLength, let total = tables[gap].last else { return CGFloat(fraction) }
        return PathSegment.parameter(atLength: CGFloat(fraction) * total, in: tables[gap])
    }
}
