import Foundation

/// One drawn piece of a path, from where the pen was: a line, or a quadratic or cubic Bézier curve, as control points.
///
/// What measuring, trimming (`strokeStart`/`strokeEnd`) and flattening work on; a `closeSubpath` is the line back.
struct PathSegment: Equatable {
    /// Two points for a line, three for a quadratic curve, four for a cubic one.
    var points: [CGPoint]

    /// The point at parameter `t` in 0…1 (the Bernstein form, with no array made: paths are measured every frame).
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch points.count {
        case 2:
            return CGPoint(x: u * points[0].x + t * points[1].x, y: u * points[0].y + t * points[1].y)
        case 3:
            let (a, b, c) = (u * u, 2 * u * t, t * t)
            return CGPoint(
                x: a * points[0].x + b * points[1].x + c * points[2].x, y: a * points[0].y + b * points[1].y + c * points[2].y)
        default:
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(
                x: a * points[0].x + b * points[1].x + c * points[2].x + d * points[3].x,
                y: a * points[0].y + b * points[1].y + c * points[2].y + d * points[3].y)
        }
    }

    /// The piece between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), as a segment of the same degree.
    func part(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        let head = split(at: t1).0
        guard t1 > 0 else { return PathSegment(points: Array(repeating: points[0], count: points.count)) }
        return head.split(at: t0 / t1).1
    }

    /// The two halves at `t` (de Casteljau's construction gives both sets of control points).
    func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        var left: [CGPoint] = [], right: [CGPoint] = []
        var p = points
        while !p.isEmpty {
            left.append(p[0])
            right.insert(p[p.count - 1], at: 0)
            p = (0..<(p.count - 1)).map { i in CGPoint(x: p[i].x + (p[i + 1].x - p[i].x) * t, y: p[i].y + (p[i + 1].y - p[i].y) * t) }
        }
        return (PathSegment(points: left), PathSegment(points: right))
    }

    /// How many chords follow a curve within about `tolerance` points (one for a line).
    func chordCount(tolerance: CGFloat) -> Int {
        guard points.count > 2 else { return 1 }
        var bend: CGFloat = 0
        for i in 0..<(points.count - 2) {
            let dx = points[i].x - 2 * points[i + 1].x + points[i + 2].x, dy = points[i].y - 2 * points[i + 1].y + points[i + 2].y
            bend = Swift.max(bend, (dx * dx + dy * dy).squareRoot())
        }
        let degree = CGFloat(points.count - 1)
        let count = (degree * (degree - 1) / 8 * bend / Swift.max(tolerance, 1e-3)).squareRoot().rounded(.up)
        return count.isFinite ? Swift.min(Swift.max(Int(count), 1), 4096) : 1
    }

    /// Arc length at each of `count` + 1 evenly spaced parameters, from 0 (chords; fine enough at 64).
    func cumulativeLengths(count: Int = 64) -> [CGFloat] {
        var lengths: [CGFloat] = [0]
        guard points.count > 2 else {
            let d = CGVector(dx: points[1].x - points[0].x, dy: points[1].y - points[0].y)
            return [0, (d.dx * d.dx + d.dy * d.dy).squareRoot()]
        }
        var previous = points[0], total: CGFloat = 0
        for i in 1...count {
            let next = point(at: CGFloat(i) / CGFloat(count))
            total += ((next.x - previous.x) * (next.x - previous.x) + (next.y - previous.y) * (next.y - previous.y)).squareRoot()
            lengths.append(total)
            previous = next
        }
        return lengths
    }

    /// The parameter at which the arc length from the start is `length`, from a table of ``cumulativeLengths(count:)``.
    static func parameter(atLength length: CGFloat, in table: [CGFloat]) -> CGFloat {
        guard let total = table.last, total > 0 else { return 0 }
        let clamped = Swift.min(Swift.max(length, 0), total)
        var index = 1
        while index < table.count - 1, table[index] < clamped { index += 1 }
        let span = table[index] - table[index - 1]
        let within = span > 0 ? (clamped - table[index - 1]) / span : 0
        return (CGFloat(index - 1) + within) / CGFloat(table.count - 1)
    }
}

/// A path as subpaths of drawn segments.
struct Subpath {
    var start: CGPoint
    var segments: [PathSegment]
    var isClosed: Bool

    /// The subpaths of `elements`; a close adds the line back to the start when it has length.
    static func of(_ elements: [PathElement]) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var pen = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let point):
                if let open = current { result.append(open) }
                current = Subpath(start: point, segments: [], isClosed: false)
                pen = point
            case .closeSubpath:
                guard var open = current else { continue }
                if pen != open.start { open.segments.append(PathSegment(points: [pen, open.start])) }
                open.isClosed = true
                result.append(open)
                pen = open.start
                current = Subpath(start: pen, segments: [], isClosed: false)
            default:
                if current == nil { current = Subpath(start: pen, segments: [], isClosed: false) }
                current?.segments.append(PathSegment(points: [pen] + element.points))
                pen = element.points.last ?? pen
            }
        }
        if let open = current, !open.segments.isEmpty { result.append(open) }
        return result
    }

    /// The subpath as points along it, within `tolerance` of its curves.
    func polyline(tolerance: CGFloat) -> [CGPoint] {
        var points = [start]
        for segment in segments {
            let count = segment.chordCount(tolerance: tolerance)
            for i in 1...count { points.append(segment.point(at: CGFloat(i) / CGFloat(count))) }
        }
        return points
    }
}
