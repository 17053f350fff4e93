import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for x to within 1e-14 (so the answer does not depend on where the solve started).
///
/// The two control points are those of `CAMediaTimingFunction`. Progress at time
/// fraction `x` is the curve's `y` where its `x` equals the fraction: Newton's
/// method first (fast on every named curve), bisection when the slope is too flat
/// for Newton to be trusted.
public struct CubicBezier: Equatable, Hashable, Sendable {
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    // Polynomial coefficients of x(t) and y(t), precomputed once.
    private let ax, bx, cx, ay, by, cy: Double

    /// The tolerance within which the fast path's one-step answers agree with the full solve, in x and in y.
    public static let precision = 1e-14

    /// Creates the curve through (0,0), `c1`, `c2`, (1,1); the x of each control point is clamped to 0…1.
    public init(_ c1: CGPoint, _ c2: CGPoint) {
        let p1 = CGPoint(x: Swift.min(Swift.max(c1.x, 0), 1), y: c1.y)
        let p2 = CGPoint(x: Swift.min(Swift.max(c2.x, 0), 1), y: c2.y)
        controlPoint1 = p1
        controlPoint2 = p2
        cx = 3 * Double(p1.x)
        bx = 3 * (Double(p2.x) - Double(p1.x)) - cx
        ax = 1 - cx - bx
        cy = 3 * Double(p1.y)
        by = 3 * (Double(p2.y) - Double(p1.y)) - cy
        ay = 1 - cy - by
    }

    /// The four numbers CSS and Core Animation give the curve by: x1, y1, x2, y2.
    public var numbers: [Double] {
        [Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y)]
    }

    /// Creates the curve from the four numbers CSS and Core Animation use.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y2))
    }

    /// Whether both control points are finite numbers; a curve with NaN or infinity in it is refused by every animator.
    public var isFinite: Bool {
        controlPoint1.x.isFinite && controlPoint1.y.isFinite && controlPoint2.x.isFinite && controlPoint2.y.isFinite
    }

    /// Whether progress never falls as time runs (y′(t) ≥ 0 on 0…1), so that ``fraction(forProgress:)`` is a true inverse.
    ///
    /// Curves whose control points leave 0…1 in y may overshoot or dip below 0; a
    /// paused animator on such a curve still scrubs linearly, and waits at the first
    /// time the curve reaches the scrubbed progress.
    public var isMonotone: Bool {
        // y′(t) = 3·ay·t² + 2·by·t + cy; check both ends and the vertex, if it lies inside.
        guard slopeY(0) >= -1e-12, slopeY(1) >= -1e-12 else { return false }
        guard ay != 0 else { return true }
        let vertex = -by / (3 * ay)
        return !(vertex > 0 && vertex < 1) || slopeY(vertex) >= -1e-12
    }

    /// Whether the curve is the identity (both control points on the diagonal).
    public var isLinear: Bool {
        controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
    }

    /// Progress (the curve's y) at time fraction `x`; fractions outside 0…1 are clamped.
    ///
    /// The full solve, from t = x. The engine's frame loop reaches the same answer
    /// (within ``precision``) from a table of its own for each curve in flight.
    public func progress(atFraction x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return sampleY(solveT(forX: x, from: x))
    }

    /// The time fraction at which progress reaches `y` — the inverse curve, used to resume a linear scrub without a jump.
    ///
    /// Meaningful for curves whose y rises monotonically (``isMonotone``; all named curves); elsewhere it returns the first crossing found by bisection.
    public func fraction(forProgress y: Double) -> Double {
        if y <= 0 { return 0 }
        if y >= 1 { return 1 }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if progress(atFraction: middle) < y { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// ax, bx, cx, ay, by, cy: x(t) = ((ax·t + bx)·t + cx)·t, and y(t) alike.
    var polynomial: [Double] { [ax, bx, cx, ay, by, cy] }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// x′(t), the slope Newton's method divides by.
    func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// y′(t).
    func slopeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The solve of x(t) = `x` from the first guess `guess`, to the last bit t can hold.
    ///
    /// Newton's method until its step no longer moves t (or x is hit exactly); where x′(t)
    /// is too flat for it, bisection down to adjacent numbers. Stopping at an x precision
    /// instead would leave y off by that precision times dy/dx, which grows without bound
    /// where the curve stands vertical (a control point at x = 0 or 1).
    func solveT(forX x: Double, from guess: Double) -> Double {
        var t = Swift.min(Swift.max(guess, 0), 1)
        for _ in 0..<16 {
            let error = sampleX(t) - x
            if error == 0 { return t }
            let slope = slopeX(t)
            if abs(slope) < 1e-6 { break }
            let next = Swift.min(Swift.max(t - error / slope, 0), 1)
            if abs(next - t) <= 2 * t.ulp { return next }
            t = next
        }
        var low = 0.0, high = 1.0
        while true {
            let middle = (low + high) / 2
            guard middle != low, middle != high else { break }
            if sampleX(middle) < x { low = middle } else { high = middle }
        }
        return abs(sampleX(low) - x) <= abs(sampleX(high) - x) ? low : high
    }

    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.controlPoint1 == rhs.controlPoint1 && lhs.controlPoint2 == rhs.controlPoint2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(controlPoint1.x)
        hasher.combine(controlPoint1.y)
        hasher.combine(controlPoint2.x)
        hasher.combine(controlPoint2.y)
    }
}
