import Foundation

/// UIKit's ease in-out, from its published control points (0.42, 0) and (0.58, 1).
func easeInOut(_ x: Double) -> Double { timingCurve(x, (0.42, 0), (0.58, 1)) }

/// UIKit's ease out, from its published control points (0, 0) and (0.58, 1).
func easeOut(_ x: Double) -> Double { timingCurve(x, (0, 0), (0.58, 1)) }

/// A cubic Bézier timing curve's y where its x is `x`, the parameter found by bisection (x(t) rises monotonically).
private func timingCurve(_ x: Double, _ first: (Double, Double), _ second: (Double, Double)) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bezier(middle, first.0, second.0) < x { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, first.1, second.1)
}
