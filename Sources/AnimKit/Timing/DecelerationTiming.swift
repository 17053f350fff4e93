import Foundation

/// The timing of a scroll view's deceleration: a speed that keeps `rate` of itself every millisecond, as iOS's
/// `UIScrollView.DecelerationRate` describes (0.998 a millisecond at `.normal`, 0.99 at `.fast`).
///
/// After n milliseconds the content has travelled Σ rᵏ (k = 1…n) of its first
/// millisecond's step, r(1 − rⁿ)/(1 − r); its resting point, n → ∞, is WWDC 2018's
/// projection, v/1000 · r/(1 − r). An animator with these parameters over N
/// milliseconds covers the share r(1 − r^(fN))/(1 − r) ÷ r(1 − r^N)/(1 − r) at the
/// fraction f of its duration — the same curve cut where the scroll view stops it.
struct DecelerationTiming: TimingCurveProvider {
    /// The share of its speed the motion keeps each millisecond, below 1.
    let rate: Double

    var timingCurveType: TimingCurveType { .builtin }
    var cubicTimingParameters: CubicTimingParameters? { nil }
    var springTimingParameters: SpringTimingParameters? { nil }

    /// The progress at `fraction` of a deceleration at `rate` that runs `milliseconds`.
    static func progress(rate: Double, milliseconds: Double, atFraction fraction: Double) -> Double {
        guard rate > 0, rate < 1, milliseconds > 0 else { return fraction }
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return (1 - pow(rate, fraction * milliseconds)) / (1 - pow(rate, milliseconds))
    }
}
