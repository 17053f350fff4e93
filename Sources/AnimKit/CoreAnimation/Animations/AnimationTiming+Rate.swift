import Foundation

/// How fast an animation's progress moves with its parent's time: the derivative of ``AnimationTiming``'s arithmetic,
/// for a speed graph — `speed`, then the cycle's pace (back on a reversed leg) and the pacing's slope; 0 while the
/// animation holds (before its start, after its end, or not shown at all).
extension AnimationTiming {
    /// d(progress)/d(parent time) at the parent's time `parentTime`.
    func progressRate(atParentTime parentTime: CFTimeInterval) -> Double {
        let t = activeTime(atParentTime: parentTime)
        guard t >= 0, t < activeDuration, cycleDuration > 0 else { return 0 }
        let d = cycleDuration, cycle = d * (autoreverses ? 2 : 1)
        let within = t - (t / cycle).rounded(.down) * cycle
        let back = autoreverses && within > d
        let elapsed = back ? 2 * d - within : within
        let pace: Double
        switch pacing {
        case .linear: pace = 1 / d
        case .curve(let curve): pace = TimingFunction.bezier(curve).slope(atFraction: Swift.min(Swift.max(elapsed / d, 0), 1)) / d
        case .spring(let spring): pace = spring.velocity(at: elapsed)
        }
        return speed * (back ? -pace : pace)
    }
}
