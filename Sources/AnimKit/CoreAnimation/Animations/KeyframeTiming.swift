import Foundation

/// When each keyframe is reached and how the animation moves between them: Core Animation's rules for
/// `keyTimes`, `calculationMode` and the Kochanek–Bartels spline of the cubic modes.
enum KeyframeTiming {
    /// The time (a fraction of the cycle) of each of `count` keyframes: the code's `keyTimes` when they fit; in the paced
    /// modes in proportion to the distance travelled (`lengths`, one per gap), so the speed is constant; otherwise evenly
    /// spaced. For the discrete mode the times are where each value starts (`count + 1` of them, the last 1).
    static func times(count: Int, keyTimes: [Double]?, mode: CAAnimationCalculationMode, lengths: [CGFloat]?) -> [Double] {
        let discrete = mode == .discrete
        let slots = discrete ? count : count - 1
        if mode == .paced || mode == .cubicPaced, let lengths, lengths.count == count - 1 {
            let total = lengths.reduce(0, +)
            if total > 0, total.isFinite {
                var sum: CGFloat = 0
                return [0]
                    + lengths.map { length in
                        sum += length
                        return Double(sum / total)
                    }
            }
        }
        if let keyTimes, fits(keyTimes, count: count, mode: mode) { return discrete && keyTimes.count == count ? keyTimes + [1] : keyTimes }
        guard slots > 0 else { return [0, 1] }
        return (0...slots).map { Double($0) / Double(slots) }
    }

    /// Whether `keyTimes` can time `count` keyframes: one per keyframe (or one more in the discrete mode), each in 0…1
    /// and none before the one before it.
    static func fits(_ keyTimes: [Double], count: Int, mode: CAAnimationCalculationMode) -> Bool {
        let counts = mode == .discrete ? [count, count + 1] : [count]
        return counts.contains(keyTimes.count) && keyTimes.allSatisfy { $0 >= 0 && $0 <= 1 }
            && zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// The gap `progress` falls in (index of its first keyframe) and how far through the gap it is, 0…1.
    static func locate(_ progress: Double, in times: [Double]) -> (index: Int, fraction: Double) {
        let last = times.count - 2
        guard last >= 0 else { return (0, 0) }
        var index = 0
        while index < last && progress >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        let fraction = span > 0 ? (progress - times[index]) / span : (progress >= times[index + 1] ? 1 : 0)
        return (index, Swift.min(Swift.max(fraction, 0), 1))
    }

    /// A point `t` (0…1) along the Kochanek–Bartels spline through `points` between keyframes `i` and `i + 1`, with each
    /// keyframe's tension, continuity and bias (0 when not given: a Catmull–Rom spline). The ends repeat their keyframe.
    static func spline(_ points: [[CGFloat]], gap i: Int, t: Double, tension: [Double]?, continuity: [Double]?, bias: [Double]?)
        -> [CGFloat]
    {
        let p0 = points[Swift.max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[Swift.min(i + 2, points.count - 1)]
        func parameter(_ values: [Double]?, _ index: Int) -> Double { values.flatMap { index < $0.count ? $0[index] : nil } ?? 0 }
        // The tangent leaving keyframe i and the one arriving at i + 1.
        let (tn1, c1, b1) = (parameter(tension, i), parameter(continuity, i), parameter(bias, i))
        let (tn2, c2, b2) = (parameter(tension, i + 1), parameter(continuity, i + 1), parameter(bias, i + 1))
        let out1 = ((1 - tn1) * (1 + c1) * (1 + b1) / 2, (1 - tn1) * (1 - c1) * (1 - b1) / 2)
        let in2 = ((1 - tn2) * (1 - c2) * (1 + b2) / 2, (1 - tn2) * (1 + c2) * (1 - b2) / 2)
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        return p1.indices.map { k in
            let m1 = out1.0 * (p1[k] - p0[k]) + out1.1 * (p2[k] - p1[k])
            let m2 = in2.0 * (p2[k] - p1[k]) + in2.1 * (p3[k] - p2[k])
            return h00 * p1[k] + h10 * m1 + h01 * p2[k] + h11 * m2
        }
    }
}
