import Foundation

/// A path to add to, as Core Graphics' `CGMutablePath`: every `add…` takes an optional transform applied to what it adds.
///
/// Arcs, ovals and rounded corners become cubic Bézier curves of at most a quarter turn each, as Core Graphics
/// makes them. Angles are in radians from the positive x axis; on a y-down screen they grow clockwise, and
/// `clockwise: true` here means decreasing angles — Core Graphics' convention, which is why ``UIBezierPath``'s
/// `clockwise` is the opposite flag (clockwise as seen on the screen).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [PathElement]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// A straight line from the current point to `point` (from (0, 0) when the path is empty, after a move there).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty()
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    /// Lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point through `control` to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty()
        elements.append(.addQuadCurveToPoint(control: control.applying(transform), end: end.applying(transform)))
    }

    /// A cubic Bézier curve from the current point through two control points to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty()
        elements.append(
            .addCurveToPoint(control1: control1.applying(transform), control2: control2.applying(transform), end: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle: from the top-left corner, along the top edge first.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The oval inscribed in `rect`, starting at its right-hand middle and going round clockwise on screen.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let oval = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2).concatenating(CGAffineTransform(translationX: r.midX, y: r.midY))
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: oval)
        appendArcCurves(center: .zero, radius: 1, start: 0, sweep: 2 * .pi, transform: oval)
        closeSubpath()
    }

    /// `rect` with each corner rounded by a quarter ellipse of the given radii (clamped to half the sides).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = Swift.min(Swift.max(cornerWidth, 0), r.width / 2), ry = Swift.min(Swift.max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        // A quarter of the unit circle, scaled to the corner's ellipse, at each corner in turn (clockwise on screen).
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2), (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2), (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        for (center, start) in corners {
            let corner = CGAffineTransform(scaleX: rx, y: ry).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
                .concatenating(transform)
            addLine(to: CGPoint(x: cos(start), y: sin(start)).applying(corner))
            appendArcCurves(center: .zero, radius: 1, start: start, sweep: .pi / 2, transform: corner)
        }
        closeSubpath()
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle`; `clockwise` (Core Graphics' sense)
    /// means decreasing angles. A line joins the current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let full = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            sweep = sweep <= -full ? -full : (sweep > 0 ? sweep.truncatingRemainder(dividingBy: full) - full : sweep)
        } else {
            sweep = sweep >= full ? full : (sweep < 0 ? sweep.truncatingRemainder(dividingBy: full) + full : sweep)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// An arc of the circle about `center` from `startAngle` turning through `delta` radians (growing angles when positive).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        appendArcCurves(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    /// A corner of `radius` between the line from the current point to `tangent1End` and the line from there to
    /// `tangent2End`: a line to where the arc starts, then the arc.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        startIfEmpty()
        let current = currentPoint
        let inverse = transform.inverted()
        let p0 = current.applying(inverse), p1 = tangent1End, p2 = tangent2End
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y), v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot(), l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0 else { return addLine(to: p1, transform: transform) }
        let angle = acos(Swift.max(-1, Swift.min(1, (v1.dx * v2.dx + v1.dy * v2.dy) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.dx / l1 * distance, y: p1.y + v1.dy / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.dx / l2 * distance, y: p1.y + v2.dy / l2 * distance)
        // The centre lies along the bisector, `radius` from both lines.
        let bisector = CGVector(dx: v1.dx / l1 + v2.dx / l2, dy: v1.dy / l1 + v2.dy / l2)
        let length = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.dx / length * centerDistance, y: p1.y + bisector.dy / length * centerDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = end - start
        if cross > 0, sweep > 0 { sweep -= 2 * .pi } else if cross < 0, sweep < 0 { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        appendArcCurves(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// Appends `path`'s elements, with `transform` applied.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    /// The arc as cubic curves of at most a quarter turn, each with control points at 4/3 · tan(θ/4) of the radius.
    private func appendArcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0, sweep.isFinite, radius.isFinite else { return }
        let count = Swift.max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            let end = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
            let control1 = CGPoint(x: center.x + radius * c0 - k * s0, y: center.y + radius * s0 + k * c0)
            let control2 = CGPoint(x: end.x + k * s1, y: end.y - k * c1)
            elements.append(
                .addCurveToPoint(
                    control1: control1.applying(transform), control2: control2.applying(transform), end: end.applying(transform)))
            angle = next
        }
    }

    private func startIfEmpty() {
        if elements.isEmpty { elements.append(.moveToPoint(.zero)) }
    }
}
