import Foundation

/// Which kind of timing a ``TimingCurveProvider`` describes (UIKit's `UITimingCurveType`).
public enum TimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve and a spring together (UIKit's `.composed`).
    case composed
}

/// Timing parameters an animator can run with (UIKit's `UITimingCurveProvider`).
public protocol TimingCurveProvider: Sendable {
    /// Which kind of timing this is.
    var timingCurveType: TimingCurveType { get }
    /// The cubic part, if any.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring part, if any; a spring wins over a cubic curve when both are given.
    var springTimingParameters: SpringTimingParameters? { get }
}

/// UIKit's name for timing parameters.
public typealias UITimingCurveProvider = TimingCurveProvider

extension TimingCurveProvider {
    /// Why these parameters cannot drive an animation (a NaN or infinite number, a spring with no mass or stiffness), or `nil` when they can.
    var invalidReason: String? {
        if let spring = springTimingParameters { return spring.invalidReason }
        if let cubic = cubicTimingParameters, !cubic.bezier.isFinite {
            return "control points \(cubic.bezier.controlPoint1) and \(cubic.bezier.controlPoint2) must be finite"
        }
        return nil
    }

    /// The curve to run and the duration it really takes, given the animator's duration.
    ///
    /// A spring built from mass, stiffness and damping ignores `duration` and runs
    /// for its settling duration, as UIKit does.
    func resolved(forDuration duration: TimeInterval) -> (function: TimingFunction, duration: TimeInterval) {
        if let decay = self as? DecelerationTiming { return (.decay(rate: decay.rate, milliseconds: duration * 1000), duration) }
        if let spring = springTimingParameters {
            return spring.resolved(forDuration: duration)
        }
        return (.bezier(cubicTimingParameters?.bezier ?? .systemDefault), duration)
    }
}

/// The resolved shape of an animator's progress over its duration.
enum TimingFunction: Equatable, Sendable {
    case bezier(CubicBezier)
    /// A spring, played over `nominalDuration` seconds when the fraction runs 0…1.
    case spring(SpringCurve, nominalDuration: TimeInterval)
    /// A scroll view's deceleration over `milliseconds`: a speed that keeps `rate` of itself each millisecond
    /// (``DecelerationTiming``).
    case decay(rate: Double, milliseconds: Double)

    /// Progress at a fraction of the duration; may overshoot for springs.
    func progress(atFraction fraction: Double) -> Double {
        switch self {
        case .bezier(let bezier):
            return bezier.progress(atFraction: fraction)
        case .spring(let spring, let nominalDuration):
            if fraction <= 0 { return 0 }
            if fraction >= 1 { return 1 }
            return spring.value(at: fraction * nominalDuration)
        case .decay(let rate, let milliseconds):
            return DecelerationTiming.progress(rate: rate, milliseconds: milliseconds, atFraction: fraction)
        }
    }

    /// The first time fraction at which the curve's progress reaches `target` (0 and 1 at the ends): where a paused
    /// run waits after a linear scrub, so that resuming carries on along the curve without a jump.
    ///
    /// Every curve starts at 0 and ends at 1, so any progress between is reached; a
    /// curve that never falls is inverted directly, and one that overshoots or dips
    /// (springs, control points outside 0…1 in y) is sampled for its first crossing,
    /// then bisected.
    func fraction(reachingProgress target: Double) -> Double {
        if target <= 0 { return 0 }
        if target >= 1 { return 1 }
        if case .bezier(let bezier) = self, bezier.isMonotone { return bezier.fraction(forProgress: target) }
        let samples = 512
        var low = 0.0, high = 1.0
        for sample in 1...samples {
            let fraction = Double(sample) / Double(samples)
            if progress(atFraction: fraction) >= target {
                (low, high) = (Double(sample - 1) / Double(samples), fraction)
                break
            }
        }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if progress(atFraction: middle) < target { low = middle } else { high = middle }
        }
        return high
    }
}
