import Foundation

extension TimingFunction {
    /// How fast progress rises with the time fraction at `fraction` — dp/df, the curve's slope — for a speed graph:
    /// a Bézier's dy/dx through its parameter (y′(s) / x′(s) where x(s) = `fraction`), a spring's velocity times its
    /// nominal duration, a deceleration's exponential. 0 outside the curve (progress holds there).
    func slope(atFraction fraction: Double) -> Double {
        guard fraction > 0, fraction < 1 else { return 0 }
        switch self {
        case .bezier(let bezier):
            if bezier.isLinear { return 1 }
            let s = bezier.solveT(forX: fraction, from: fraction), dx = bezier.slopeX(s)
            return dx == 0 ? 0 : bezier.slopeY(s) / dx
        case .spring(let spring, let nominalDuration):
            return spring.velocity(at: fraction * nominalDuration) * nominalDuration
        case .decay(let rate, let milliseconds):
            guard rate > 0, rate < 1, milliseconds > 0 else { return 1 }
            return -log(rate) * milliseconds * pow(rate, fraction * milliseconds) / (1 - pow(rate, milliseconds))
        }
    }
}

extension SpringCurve {
    /// The spring's velocity at `t` seconds, in distances per second towards rest: the derivative of
    /// ``displacement(at:)``, in closed form (``initialVelocity`` at 0).
    public func velocity(at t: Double) -> Double {
        let t = Swift.max(t, 0), ω = angularFrequency, ζ = dampingRatio, v = initialVelocity
        if ζ < 1 {
            let ωd = ω * (1 - ζ * ζ).squareRoot()
            let b = (v - ζ * ω) / ωd
            let (cosine, sine) = (cos(ωd * t), sin(ωd * t))
            return exp(-ζ * ω * t) * (-ζ * ω * (-cosine + b * sine) + ωd * (sine + b * cosine))
        } else if ζ == 1 {
            return exp(-ω * t) * ((v - ω) - ω * (-1 + (v - ω) * t))
        } else {
            let root = ω * (ζ * ζ - 1).squareRoot()
            let r1 = -ζ * ω + root, r2 = -ζ * ω - root
            let c2 = (v + r1) / (r2 - r1), c1 = -1 - c2
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }
}
