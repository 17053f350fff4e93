import Foundation

/// Measuring a path: its length, the part of it a stroke from `strokeStart` to `strokeEnd` draws, its points as
/// polylines, and whether it holds a point.
enum PathFlattening {
    /// Each subpath as points along it within `tolerance`, and whether it is closed.
    static func polylines(_ elements: [PathElement], tolerance: CGFloat) -> [(points: [CGPoint], closed: Bool)] {
        Subpath.of(elements).map { ($0.polyline(tolerance: tolerance), $0.isClosed) }
    }

    /// The length of everything the path draws.
    static func length(of elements: [PathElement]) -> CGFloat {
        Subpath.of(elements).reduce(0) { sum, subpath in sum + subpath.segments.reduce(0) { $0 + ($1.cumulativeLengths().last ?? 0) } }
    }

    /// The part of the path between the fractions `start` and `end` of its length, as Core Animation strokes
    /// `strokeStart`…`strokeEnd`: curves stay curves; a closed subpath cut open is drawn open.
    static func trimmed(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> [PathElement] {
        let start = Swift.min(Swift.max(start.isFinite ? start : 0, 0), 1), end = Swift.min(Swift.max(end.isFinite ? end : 1, 0), 1)
        if start <= 0, end >= 1 { return path.elements }
        guard end > start else { return [] }
        let measure = path.measure
        let (subpaths, tables, total) = (measure.subpaths, measure.tables, measure.length)
        guard total > 0 else { return [] }
        let from = start * total, to = end * total
        var result: [PathElement] = []
        var walked: CGFloat = 0
        for (subpath, lengths) in zip(subpaths, tables) {
            var penDown = false
            for (segment, table) in zip(subpath.segments, lengths) {
                let length = table.last ?? 0
                defer { walked += length }
                guard walked + length > from, walked < to, length > 0 else { continue }
                let t0 = PathSegment.parameter(atLength: from - walked, in: table)
                let t1 = PathSegment.parameter(atLength: to - walked, in: table)
                let part = segment.part(from: t0, to: t1)
                if !penDown {
                    result.append(.moveToPoint(part.points[0]))
                    penDown = true
                }
                result.append(element(for: part))
            }
        }
        return result
    }

    /// Whether `point` is inside the path filled by `rule` (open subpaths closed).
    static func contains(_ point: CGPoint, in elements: [PathElement], rule: CGPathFillRule) -> Bool {
        var winding = 0, crossings = 0
        for (points, _) in polylines(elements, tolerance: 0.05) where points.count > 2 {
            for i in 0..<points.count {
                let a = points[i], b = points[(i + 1) % points.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    private static func element(for segment: PathSegment) -> PathElement {
        let p = segment.points
        switch p.count {
        case 2: return .addLineToPoint(p[1])
        case 3: return .addQuadCurveToPoint(control: p[1], end: p[2])
        default: return .addCurveToPoint(control1: p[1], control2: p[2], end: p[3])
        }
    }
}

/// A path's subpaths with the arc length along each segment (``PathSegment/cumulativeLengths(count:)``), and the total.
struct PathMeasure {
    let subpaths: [Subpath]
    let tables: [[[CGFloat]]]
    let length: CGFloat

    init(_ elements: [PathElement]) {
        subpaths = Subpath.of(elements)
        tables = subpaths.map { $0.segments.map { $0.cumulativeLengths() } }
        length = tables.joined().reduce(0) { $0 + ($1.last ?? 0) }
    }
}
