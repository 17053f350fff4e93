import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Progress by bisection on the curve's parameter: slow, simple, and independent of the solver under test.
private func referenceProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bezier(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return bezier(y1, y2, (low + high) / 2)
}

@Suite("Cubic Bézier timing curves")
struct CubicBezierTests {
    static let namedCurves: [(AnimationCurve, [Double])] = [
        (.easeInOut, [0.42, 0, 0.58, 1]), (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]), (.linear, [0, 0, 1, 1]),
    ]

    @Test("the named curves use Core Animation's control points", arguments: namedCurves)
    func namedControlPoints(curve: AnimationCurve, points: [Double]) {
        #expect(curve.bezier == CubicBezier(points[0], points[1], points[2], points[3]))
    }

    @Test("UIKit's raw values for the named curves")
    func rawValues() {
        #expect(AnimationCurve.easeInOut.rawValue == 0)
        #expect(AnimationCurve.easeIn.rawValue == 1)
        #expect(AnimationCurve.easeOut.rawValue == 2)
        #expect(AnimationCurve.linear.rawValue == 3)
    }

    static let curves: [[Double]] = [
        [0.42, 0, 0.58, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.25, 0.1, 0.25, 1], [0.4, 0, 0.2, 1], [0.68, -0.55, 0.27, 1.55],
        [0.9, 0.05, 0.1, 0.95],
    ]

    @Test("progress matches an independent bisection to 1e-6 at 101 points", arguments: curves)
    func matchesReference(points: [Double]) {
        let bezier = CubicBezier(points[0], points[1], points[2], points[3])
        for step in 0...100 {
            let x = Double(step) / 100
            let expected = referenceProgress(points[0], points[1], points[2], points[3], at: x)
            #expect(isApproximatelyEqual(bezier.progress(atFraction: x), expected, tolerance: 1e-6), "x = \(x)")
        }
    }

    /// The solve takes one unchecked Newton step where the curve's table was shown to need no more: it must still
    /// land on the curve, between the table's knots and on them.
    @Test("progress is within 1e-12 of the bisection at 4 096 fractions, knots included", arguments: curves)
    func matchesReferenceClosely(points: [Double]) {
        let bezier = CubicBezier(points[0], points[1], points[2], points[3])
        var worst = 0.0
        for step in 1..<4_096 {
            let x = Double(step) / 4_096
            let expected = referenceProgress(points[0], points[1], points[2], points[3], at: x)
            worst = max(worst, abs(bezier.progress(atFraction: x) - expected))
        }
        #expect(worst < 1e-12)
    }

    @Test("known values of the named curves")
    func knownValues() {
        #expect(isApproximatelyEqual(AnimationCurve.easeInOut.bezier.progress(atFraction: 0.5), 0.5, tolerance: 1e-7))
        #expect(isApproximatelyEqual(AnimationCurve.linear.bezier.progress(atFraction: 0.3), 0.3, tolerance: 1e-7))
        #expect(
            isApproximatelyEqual(
                AnimationCurve.easeIn.bezier.progress(atFraction: 0.25), referenceProgress(0.42, 0, 1, 1, at: 0.25), tolerance: 1e-7))
        #expect(isApproximatelyEqual(AnimationCurve.easeIn.bezier.progress(atFraction: 0.25), 0.09346465071882484, tolerance: 1e-6))
        #expect(isApproximatelyEqual(CubicBezier.systemDefault.progress(atFraction: 0.5), 0.802403387584857, tolerance: 1e-6))
    }

    @Test("the ends are exact and fractions outside 0…1 are clamped")
    func ends() {
        let curve = AnimationCurve.easeInOut.bezier
        #expect(curve.progress(atFraction: 0) == 0)
        #expect(curve.progress(atFraction: 1) == 1)
        #expect(curve.progress(atFraction: -3) == 0)
        #expect(curve.progress(atFraction: 7) == 1)
    }

    @Test("where the curve stands vertical at its end, progress is solved to y, not only to x")
    func verticalEnd() {
        // (0.7, 0), (1, 0.5): with s = 1 − t, x = 1 − 0.9·s² − 0.1·s³ and y = 1.5·s·(1 − s)² + (1 − s)³.
        // At x = 1 − 1e-12, s ≈ 1.05e-6, and an x solved to 1e-14 would leave y 8e-9 off (dy/dx ≈ 1.5 / (1.8·s)).
        let curve = CubicBezier(0.7, 0, 1, 0.5)
        for wanted in [1e-12, 1e-10, 1e-8] {
            // The gap 1 − x that x really has (1 − wanted rounds; this subtraction is exact).
            let x = 1 - wanted, gap = 1 - x
            var s = (gap / 0.9).squareRoot()
            for _ in 0..<50 { s -= (0.9 * s * s + 0.1 * s * s * s - gap) / (1.8 * s + 0.3 * s * s) }
            let expected = 1.5 * s * (1 - s) * (1 - s) + (1 - s) * (1 - s) * (1 - s)
            // What x's own last bits allow: four units of x move s by 4ε / x′ = 4ε / 1.8s, and y by 1.5 times that.
            let allowed = 1.5 * 4 * Double.ulpOfOne / (1.8 * s)
            #expect(abs(curve.progress(atFraction: x) - expected) < allowed, "at x = 1 − \(gap)")
        }
    }

    @Test("the inverse curve finds the fraction for a progress")
    func inverse() {
        let curve = AnimationCurve.easeIn.bezier
        for progress in stride(from: 0.05, to: 1, by: 0.05) {
            #expect(isApproximatelyEqual(curve.progress(atFraction: curve.fraction(forProgress: progress)), progress, tolerance: 1e-9))
        }
    }

    @Test("timing parameters keep UIKit's control-point conventions")
    func timingParameters() {
        let named = CubicTimingParameters(animationCurve: .easeOut)
        #expect(named.controlPoint1 == .zero && named.controlPoint2 == .zero)
        #expect(named.bezier == AnimationCurve.easeOut.bezier)
        #expect(CubicTimingParameters().bezier == CubicBezier(0.25, 0.1, 0.25, 1))
        let custom = CubicTimingParameters(controlPoint1: CGPoint(x: 1.5, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))
        #expect(custom.controlPoint1 == CGPoint(x: 1, y: 0.2))
        #expect(custom.animationCurve == nil)
    }
}
