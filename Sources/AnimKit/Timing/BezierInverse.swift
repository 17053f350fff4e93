import Synchronization

/// Where a cubic Bézier curve's x reaches each of 65 evenly spaced values: the first guess of ``CubicBezier/progress(atFraction:)``'s solve.
///
/// From a guess interpolated between two knots, Newton's method needs two steps
/// to reach 1e-14 instead of three from t = x, and the solve is half of a run's
/// work in a frame. The guess depends on x alone, so the answer still does not
/// depend on the frames before. Tables are made once per set of control points
/// and kept for the life of the process (at most 256 of them, 520 bytes each;
/// curves beyond start from t = x), so a curve holds a plain pointer: copying
/// one, as every frame does, costs no reference counting.
struct BezierInverse: @unchecked Sendable {
    static let intervals = 64
    /// t at x = k / 64 for k = 0 … 64; never freed (see above).
    private let knots: UnsafePointer<Double>

    /// The t of the curve near `x` (0 < x < 1), by linear interpolation between knots.
    @inline(__always)
    func guess(_ x: Double) -> Double {
        let scaled = x * Double(BezierInverse.intervals)
        let index = Swift.min(Swift.max(Int(scaled), 0), BezierInverse.intervals - 1)
        let low = knots[index]
        return low + (knots[index + 1] - low) * (scaled - Double(index))
    }

    private struct Key: Hashable {
        let x1: Double, y1: Double, x2: Double, y2: Double
    }

    private static let capacity = 256
    private static let cache = Mutex<[Key: BezierInverse]>([:])

    /// The table for `curve`, made on first use of its control points; `nil` once 256 tables exist.
    static func table(for curve: CubicBezier) -> BezierInverse? {
        let key = Key(
            x1: Double(curve.controlPoint1.x), y1: Double(curve.controlPoint1.y), x2: Double(curve.controlPoint2.x),
            y2: Double(curve.controlPoint2.y))
        if let known = cache.withLock({ $0[key] }) { return known }
        let knots = UnsafeMutablePointer<Double>.allocate(capacity: intervals + 1)
        for index in 0...intervals { knots[index] = curve.solveT(forX: Double(index) / Double(intervals), from: nil) }
        return cache.withLock { tables in
            if let raced = tables[key] {
                knots.deallocate()
                return raced
            }
            guard tables.count < capacity else {
                knots.deallocate()
                return nil
            }
            let table = BezierInverse(knots: knots)
            tables[key] = table
            return table
        }
    }
}
