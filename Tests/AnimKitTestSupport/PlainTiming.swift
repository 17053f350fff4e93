import AnimKit
import Foundation

/// Timing as the documentation defines it, computed the slow, obvious way: the plain kernel's curves, windows and keyframes.
enum PlainTiming {
    /// Where a track is on its curve's input when its run is at `position`: its window, then its legs.
    ///
    /// An empty window jumps once the run reaches it (one at the run's very end, only when the run ends). Within the
    /// window, `repeatCount × (autoreverses ? 2 : 1)` legs each run the curve once, every other one backwards when the
    /// track autoreverses.
    static func windowFraction(at position: Double, start: Double, end: Double, repeatCount: Double, autoreverses: Bool) -> Double {
        if end <= start { return end < 1 && position >= end ? 1 : 0 }
        if position <= start { return 0 }
        if position >= end { return 1 }
        let local = (position - start) / (end - start)
        let legs = local * repeatCount * (autoreverses ? 2 : 1)
        let leg = floor(legs)
        let within = legs - leg
        let backwards = autoreverses && fmod(leg, 2) == 1
        return backwards ? 1 - within : within
    }

    /// The curve's progress at a time fraction (0 before the start, 1 from the end on), and how far it can move for
    /// the last bits of the fraction — next to nothing, except on a Bézier steep or vertical there.
    ///
    /// `spread` is how far the fraction itself may be off: a window's fraction is a
    /// difference of positions, good to a few units in the last place of 1, not of itself.
    static func progress(
        of curve: FlightDescription.Curve, atFraction fraction: Double, spread: Double
    ) -> (value: Double, uncertainty: Double) {
        if fraction <= 0 { return (0, 0) }
        if fraction >= 1 { return (1, 0) }
        switch curve {
        case .bezier(let first, let second):
            return bezierProgress(first: first, second: second, atFraction: fraction, spread: spread)
        case .spring(let spring, let nominalDuration):
            return (springProgress(spring, atTime: fraction * nominalDuration), 0)
        case .decay(let rate, let milliseconds):
            // After n milliseconds a speed that keeps `rate` each one has covered Σ rateᵏ (k = 1…n) of its first
            // millisecond's step: r(1 − rⁿ)/(1 − r), out of the whole run's r(1 − r^N)/(1 − r).
            let covered = { (n: Double) in rate * (1 - Foundation.pow(rate, n)) / (1 - rate) }
            return (covered(fraction * milliseconds) / covered(milliseconds), 0)
        }
    }

    /// The cubic Bézier (0, 0), `first`, `second`, (1, 1) at time fraction `fraction`: y(t) where x(t) = fraction.
    ///
    /// t is the root of the cubic x(t) − fraction by Cardano's formula, checked by
    /// bisection: x rises on 0…1 (the control points' x lie in 0…1, as UIKit requires),
    /// so the first t whose x reaches the fraction and the last whose x does not pass it
    /// bracket the root — one number apart, except where the curve stands vertical
    /// (x′(t) = 0), where every t in a small range gives the same x in floating point and
    /// only the formula tells which is meant. A root outside the bracket is not taken.
    static func bezierProgress(
        first: CGPoint, second: CGPoint, atFraction fraction: Double, spread: Double
    ) -> (value: Double, uncertainty: Double) {
        // Both control points on the diagonal: the identity, exactly (y(t) = x(t) for every t).
        if first.x == first.y && second.x == second.y { return (fraction, 0) }
        let x1 = Double(first.x), x2 = Double(second.x), y1 = Double(first.y), y2 = Double(second.y)
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func boundary(_ isBefore: (Double) -> Bool) -> Double {
            var low = 0.0, high = 1.0
            while true {
                let middle = (low + high) / 2
                guard middle != low, middle != high else { return isBefore(coordinate(low, x1, x2)) ? high : low }
                if isBefore(coordinate(middle, x1, x2)) { low = middle } else { high = middle }
            }
        }
        let bracket = (low: boundary { $0 < fraction }, high: boundary { $0 <= fraction })
        let slack = 1e-12
        let roots = cubicRoots(a: 1 + 3 * x1 - 3 * x2, b: 3 * x2 - 6 * x1, c: 3 * x1, d: -fraction)
        let inside = roots.filter { $0 >= bracket.low - slack && $0 <= bracket.high + slack }
        let middle = (bracket.low + bracket.high) / 2
        let t = inside.min { abs($0 - middle) < abs($1 - middle) } ?? middle
        let progress = coordinate(t, y1, y2)
        // Every t whose x lies within the fraction's spread: the progress the fraction allows.
        let widest = (low: boundary { $0 < fraction - spread }, high: boundary { $0 <= fraction + spread })
        let uncertainty = Swift.max(abs(coordinate(widest.low, y1, y2) - progress), abs(coordinate(widest.high, y1, y2) - progress))
        return (progress, uncertainty)
    }

    /// The real roots of a·t³ + b·t² + c·t + d (Cardano, with the trigonometric form for three real roots).
    static func cubicRoots(a: Double, b: Double, c: Double, d: Double) -> [Double] {
        guard a != 0 else {
            guard b != 0 else { return c != 0 ? [-d / c] : [] }
            let discriminant = c * c - 4 * b * d
            guard discriminant >= 0 else { return [] }
            return [(-c + discriminant.squareRoot()) / (2 * b), (-c - discriminant.squareRoot()) / (2 * b)]
        }
        // t = s − b / 3a turns it into s³ + p·s + q = 0.
        let shift = b / (3 * a)
        let p = c / a - b * b / (3 * a * a)
        let q = d / a + 2 * b * b * b / (27 * a * a * a) - b * c / (3 * a * a)
        let discriminant = (q / 2) * (q / 2) + (p / 3) * (p / 3) * (p / 3)
        if p == 0 { return [cbrt(-q) - shift] }
        if discriminant > 0 {
            let root = discriminant.squareRoot()
            return [cbrt(-q / 2 + root) + cbrt(-q / 2 - root) - shift]
        }
        let radius = 2 * (-p / 3).squareRoot()
        let angle = acos(Swift.min(Swift.max(3 * q / (2 * p) * (-3 / p).squareRoot(), -1), 1)) / 3
        return (0..<3).map { k in radius * cos(angle - 2 * Double.pi * Double(k) / 3) - shift }
    }

    /// A damped spring from rest at 0 towards 1 with relative initial velocity v: x″ = −ω²(x − 1) − 2ζωx′.
    static func springProgress(_ spring: SpringCurve, atTime t: Double) -> Double {
        let ω = spring.angularFrequency, ζ = spring.dampingRatio, v = spring.initialVelocity
        let time = Swift.max(t, 0)
        if ζ < 1 {
            // Under-damped: 1 − e^(−ζωt)·(cos ω_d t + (ζω − v)/ω_d · sin ω_d t).
            let ωd = ω * (1 - ζ * ζ).squareRoot()
            return 1 - exp(-ζ * ω * time) * (cos(ωd * time) + (ζ * ω - v) / ωd * sin(ωd * time))
        }
        if ζ == 1 {
            // Critically damped: 1 − e^(−ωt)·(1 + (ω − v)·t).
            return 1 - exp(-ω * time) * (1 + (ω - v) * time)
        }
        // Over-damped: 1 + A·e^(r₁t) + B·e^(r₂t) with A + B = −1 and r₁A + r₂B = v.
        let root = ω * (ζ * ζ - 1).squareRoot()
        let r1 = -ζ * ω + root, r2 = -ζ * ω - root
        let b = (v + r1) / (r2 - r1)
        let a = -1 - b
        return 1 + a * exp(r1 * time) + b * exp(r2 * time)
    }

    /// A keyframe track's distance from its last keyframe at a progress: linear and discrete joined here; the paced and
    /// cubic modes, whose knots are the path's own construction, are asked of the path.
    static func keyframeOffset(_ keyframes: FlightDescription.Keyframes, at t: Double) -> [Double] {
        let values = keyframes.values, last = values[values.count - 1]
        let point: [Double]
        switch keyframes.mode {
        case .paced, .cubic, .cubicPaced:
            return keyframes.offsetAt(t)
        case .linear, .discrete:
            point = linearOrDiscretePoint(keyframes, at: t)
        }
        return point.indices.map { point[$0] - last[$0] }
    }

    private static func linearOrDiscretePoint(_ keyframes: FlightDescription.Keyframes, at t: Double) -> [Double] {
        let values = keyframes.values
        if t >= 1 { return values[values.count - 1] }
        // The latest keyframe that has begun decides: discrete jumps to its value, linear moves towards it.
        guard let k = keyframes.starts.indices.last(where: { t >= keyframes.starts[$0] }) else { return values[0] }
        if keyframes.mode == .discrete { return values[k + 1] }
        let span = keyframes.ends[k] - keyframes.starts[k]
        let local = span > 0 ? Swift.min((t - keyframes.starts[k]) / span, 1) : 1
        return values[k].indices.map { values[k][$0] + (values[k + 1][$0] - values[k][$0]) * local }
    }
}
