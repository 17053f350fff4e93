import AnimKit
import Foundation

/// The tolerance for comparing computed animation values: far below a thousandth of
/// a point, far above the rounding of a few dozen floating-point operations.
public let defaultTolerance = 1e-9

/// Whether two numbers agree within `tolerance` (absolute).
public func isApproximatelyEqual(_ a: Double, _ b: Double, tolerance: Double = defaultTolerance) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two numbers agree within `tolerance` (absolute).
public func isApproximatelyEqual(_ a: CGFloat, _ b: CGFloat, tolerance: Double = defaultTolerance) -> Bool {
    abs(Double(a - b)) <= tolerance
}

/// Whether two points agree within `tolerance` in each coordinate.
public func isApproximatelyEqual(_ a: CGPoint, _ b: CGPoint, tolerance: Double = defaultTolerance) -> Bool {
    isApproximatelyEqual(a.x, b.x, tolerance: tolerance) && isApproximatelyEqual(a.y, b.y, tolerance: tolerance)
}

/// Whether two transforms agree within `tolerance` in each entry.
public func isApproximatelyEqual(_ a: CGAffineTransform, _ b: CGAffineTransform, tolerance: Double = defaultTolerance) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs(Double($0)) <= tolerance }
}
