import Foundation

/// A damped spring's motion from 0 to 1, in closed form.
///
/// Progress is a pure function of time, so scrubbing, reversing and headless
/// frames need no integration state. Under-, critically and over-damped springs
/// are all solved exactly. Velocities are in "distances per second" (UIKit's
/// relative initial velocity: 1 means the whole distance in one second), positive
/// towards the target.
public struct SpringCurve: Equatable, Hashable, Sendable {
    /// Natural angular frequency ω₀ = √(stiffness / mass), in radians per second.
    public let angularFrequency: Double
    /// ζ = damping / (2·√(stiffness·mass)); 1 is critical.
    public let dampingRatio: Double
    /// Initial velocity, relative to the distance (see the type's note).
    public let initialVelocity: Double

    /// The settle threshold: the spring is at rest once it stays within this fraction of the distance.
    ///
    /// Apple does not document its criterion; 0.001 is the ε of UIKit's own
    /// duration→stiffness solver, so damping-ratio springs settle at exactly their duration.
    public static let restThreshold = 0.001
    /// The longest a physical spring runs, in seconds: one that would take longer (or never settles) ends there, at rest.
    ///
    /// UIKit clamps the duration of a damping-ratio spring to 10 s; a physical spring
    /// has no such clamp there, but one that takes hours to settle would leave an
    /// animator that can in practice never end.
    public static let maximumSettlingDuration: TimeInterval = 60

    /// Creates the motion of a spring with the given natural frequency and damping ratio.
    public init(angularFrequency: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        self.angularFrequency = Swift.max(angularFrequency, 1e-9)
        self.dampingRatio = Swift.max(dampingRatio, 0)
        self.initialVelocity = initialVelocity
    }

    /// Creates the motion of a physical spring, as `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` does.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        let m = Swift.max(mass, 1e-9), k = Swift.max(stiffness, 1e-9)
        self.init(
            angularFrequency: (k / m).squareRoot(), dampingRatio: Swift.max(damping, 0) / (2 * (k * m).squareRoot()),
            initialVelocity: initialVelocity)
    }

    /// Mass 1, as UIKit's solver assumes.
    public var stiffness: Double { angularFrequency * angularFrequency }
    /// Mass 1, as UIKit's solver assumes.
    public var damping: Double { 2 * dampingRatio * angularFrequency }

    /// Progress at `t` seconds: 0 at the start, 1 at rest, beyond 1 when it overshoots.
    public func value(at t: Double) -> Double {
        1 + displacement(at: Swift.max(t, 0))
    }

    /// The signed distance from rest at `t` seconds (−1 at the start).
    public func displacement(at t: Double) -> Double {
        let ω = angularFrequency, ζ = dampingRatio, v = initialVelocity
        if ζ < 1 {
            let ωd = ω * (1 - ζ * ζ).squareRoot()
            let b = (v - ζ * ω) / ωd
            return exp(-ζ * ω * t) * (-cos(ωd * t) + b * sin(ωd * t))
        } else if ζ == 1 {
            return (-1 + (v - ω) * t) * exp(-ω * t)
        } else {
            let root = ω * (ζ * ζ - 1).squareRoot()
            let r1 = -ζ * ω + root, r2 = -ζ * ω - root
            let c2 = (v + r1) / (r2 - r1), c1 = -1 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The time after which the spring stays within ``restThreshold`` of rest.
    ///
    /// Measured on the motion's envelope, so a spring that happens to pass through
    /// its target is not taken for settled.
    public var settlingDuration: Double {
        let ω = angularFrequency, ζ = dampingRatio, v = initialVelocity, ε = SpringCurve.restThreshold
        if ζ < 1 {
            let ωd = ω * (1 - ζ * ζ).squareRoot()
            let amplitude = (1 + pow((v - ζ * ω) / ωd, 2)).squareRoot()
            guard ζ > 0 else { return .infinity }
            return Swift.max(log(amplitude / ε) / (ζ * ω), 0)
        }
        let envelope: (Double) -> Double
        if ζ == 1 {
            envelope = { t in (1 + abs(v - ω) * t) * exp(-ω * t) }
        } else {
            let root = ω * (ζ * ζ - 1).squareRoot()
            let r1 = -ζ * ω + root, r2 = -ζ * ω - root
            let c2 = (v + r1) / (r2 - r1), c1 = -1 - c2
            envelope = { t in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
        }
        var high = 1 / ω
        while envelope(high) > ε && high < 1e6 { high *= 2 }
        var low = 0.0
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if envelope(middle) > ε { low = middle } else { high = middle }
        }
        return high
    }
}

extension SpringCurve {
    /// The spring UIKit builds for a damping ratio and a duration that is its settle time.
    ///
    /// UIKit's solver (`computeDerivedSpringParameters…epsilon:0.001`): mass 1, ζ
    /// clamped to [1.19e−7, 1] (no over-damping), duration clamped to [0.01, 10] s,
    /// then 12 Newton steps from ω = 5 / duration on the envelope equation
    /// `((ω − v)·d + 1)·e^(−ωd) = ε` (ζ = 1) or
    /// `|(ζω − v) / (√(1−ζ²)·ω)|·e^(−ζωd) = ε` (ζ < 1).
    public init(dampingRatio: Double, duration: Double, initialVelocity v: Double = 0) {
        let ζ = Swift.min(Swift.max(dampingRatio.isNaN ? 1 : dampingRatio, 1.19e-7), 1)
        let d = Swift.min(Swift.max(duration.isNaN ? 0.01 : duration, 0.01), 10)
        let ε = SpringCurve.restThreshold
        var ω = 5 / d
        for _ in 0..<12 {
            let f: Double, slope: Double
            if ζ >= 1 {
                let decay = exp(-ω * d)
                f = ((ω - v) * d + 1) * decay - ε
                slope = -d * d * (ω - v) * decay
            } else {
                let s = (1 - ζ * ζ).squareRoot()
                let h = (ζ * ω - v) / (s * ω)
                let decay = exp(-ζ * ω * d)
                f = abs(h) * decay - ε
                slope = (h < 0 ? -1.0 : 1.0) * (v / (s * ω * ω)) * decay - ζ * d * abs(h) * decay
            }
            guard slope != 0, slope.isFinite else { break }
            let next = ω - f / slope
            ω = next > 0 ? next : ω / 2
        }
        self.init(angularFrequency: ω, dampingRatio: ζ, initialVelocity: v)
    }
}
