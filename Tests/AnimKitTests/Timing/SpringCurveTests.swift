import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Integrates x'' = −k(x − 1) − c·x' with RK4 at a tiny step: an independent check on the closed form.
private func integratedSpring(stiffness k: Double, damping c: Double, velocity: Double, until time: Double) -> Double {
    var x = 0.0, v = velocity
    let steps = 200_000
    let h = time / Double(steps)
    func acceleration(_ x: Double, _ v: Double) -> Double { -k * (x - 1) - c * v }
    for _ in 0..<steps {
        let k1x = v, k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
}

@Suite("Spring timing")
struct SpringCurveTests {
    static let physical: [(mass: Double, stiffness: Double, damping: Double, velocity: Double)] = [
        (1, 100, 10, 0), (1, 100, 5, 0), (1, 100, 20, 0), (1, 100, 30, 0), (2, 300, 8, 3), (1, 170, 26, -2),
    ]

    @Test("the closed form matches a numerical integration (under, critical, over damped)", arguments: physical)
    func closedFormMatchesIntegration(spring: (mass: Double, stiffness: Double, damping: Double, velocity: Double)) {
        let curve = SpringCurve(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: spring.velocity)
        for time in [0.05, 0.2, 0.5, 1.0] {
            let expected = integratedSpring(
                stiffness: spring.stiffness / spring.mass, damping: spring.damping / spring.mass, velocity: spring.velocity, until: time)
            #expect(isApproximatelyEqual(curve.value(at: time), expected, tolerance: 1e-7), "t = \(time)")
        }
    }

    @Test("CASpringAnimation's defaults: mass 1, stiffness 100, damping 10 give ζ 0.5, ω 10")
    func caSpringDefaults() {
        let curve = SpringCurve(mass: 1, stiffness: 100, damping: 10)
        #expect(isApproximatelyEqual(curve.dampingRatio, 0.5))
        #expect(isApproximatelyEqual(curve.angularFrequency, 10))
    }

    @Test("settling: within 0.001 of the distance from the documented time on, by the envelope")
    func settling() {
        // Damping 5: envelope √(1 + (ζω/ωd)²)·e^(−ζωt) = 0.001 → t = ln(1000·√(1 + 0.25²/0.9375)) / 2.5
        let soft = SpringCurve(mass: 1, stiffness: 100, damping: 5)
        #expect(isApproximatelyEqual(soft.settlingDuration, log(1000 * (1 + 0.0625 / 0.9375).squareRoot()) / 2.5, tolerance: 1e-12))
        #expect(soft.settlingDuration > 2.7 && soft.settlingDuration < 2.9) // Apple's example: ≈ 2.85 s
        for time in stride(from: soft.settlingDuration, to: soft.settlingDuration + 3, by: 0.001) {
            #expect(abs(soft.displacement(at: time)) < 0.001)
        }
        let critical = SpringCurve(mass: 1, stiffness: 100, damping: 20)
        #expect(isApproximatelyEqual((1 + 10 * critical.settlingDuration) * exp(-10 * critical.settlingDuration), 0.001, tolerance: 1e-9))
        let over = SpringCurve(mass: 1, stiffness: 100, damping: 30)
        #expect(abs(over.displacement(at: over.settlingDuration)) <= 0.001 + 1e-9)
        #expect(abs(over.displacement(at: over.settlingDuration * 0.95)) > 0.001)
    }

    static let dampingCases: [(ratio: Double, duration: Double, velocity: Double)] = [
        (1, 1, 0), (1, 0.5, 0), (0.5, 1, 0), (0.2, 2, 0), (0.8, 0.3, 0), (0.7, 1, 2), (1, 1, 1.5),
    ]

    @Test("damping-ratio springs satisfy UIKit's envelope equation at their duration", arguments: dampingCases)
    func uikitSolver(spring: (ratio: Double, duration: Double, velocity: Double)) {
        let curve = SpringCurve(dampingRatio: spring.ratio, duration: spring.duration, initialVelocity: spring.velocity)
        let ω = curve.angularFrequency, ζ = spring.ratio, d = spring.duration, v = spring.velocity
        let residual: Double
        if ζ >= 1 {
            residual = ((ω - v) * d + 1) * exp(-ω * d)
        } else {
            residual = abs((ζ * ω - v) / ((1 - ζ * ζ).squareRoot() * ω)) * exp(-ζ * ω * d)
        }
        #expect(isApproximatelyEqual(residual, 0.001, tolerance: 1e-9))
        #expect(isApproximatelyEqual(curve.stiffness, ω * ω))
        #expect(isApproximatelyEqual(curve.damping, 2 * ζ * ω))
    }

    @Test("a critically damped one-second spring: ω solves (ω + 1)·e^(−ω) = 0.001")
    func criticalOneSecond() {
        let curve = SpringCurve(dampingRatio: 1, duration: 1)
        #expect(isApproximatelyEqual(curve.angularFrequency, 9.233413476451586, tolerance: 1e-9))
    }

    @Test("UIKit clamps the ratio to at most 1 and the duration to 0.01…10 s")
    func clamps() {
        #expect(SpringCurve(dampingRatio: 3, duration: 1) == SpringCurve(dampingRatio: 1, duration: 1))
        #expect(SpringCurve(dampingRatio: 0.5, duration: 30) == SpringCurve(dampingRatio: 0.5, duration: 10))
        #expect(SpringCurve(dampingRatio: 0.5, duration: 0) == SpringCurve(dampingRatio: 0.5, duration: 0.01))
    }

    @Test("initial velocity is relative to the distance: 1 means the whole distance per second")
    func relativeVelocity() {
        let curve = SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 1)
        let h = 1e-6
        #expect(isApproximatelyEqual((curve.value(at: h) - curve.value(at: 0)) / h, 1, tolerance: 1e-4))
    }
}
