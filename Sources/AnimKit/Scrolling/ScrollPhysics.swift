import Foundation

/// iOS's scrolling arithmetic, from what Apple has published: a flick's speed keeps `rate` of itself every
/// millisecond (`UIScrollView.DecelerationRate`), its resting point is WWDC 2018's projection ("Designing Fluid
/// Interfaces"), and content dragged past an edge follows the rubber band iOS's scroll views draw.
enum ScrollPhysics {
    /// How close to its resting point a deceleration stops: the last half point is not worth a frame. AnimKit's
    /// choice; iOS does not publish its own.
    static let restingDistance: Double = 0.5

    /// Where a flick of `velocity` points a second comes to rest from `offset`: offset + v/1000 · r/(1 − r).
    static func projection(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return offset }
        return offset + velocity / 1000 * rate / (1 - rate)
    }

    /// The offset `time` seconds into a flick of `velocity` from `offset`: after n milliseconds the speed's first
    /// step has been added Σ rᵏ (k = 1…n) times, offset + v/1000 · r(1 − rⁿ)/(1 − r).
    static func offset(at time: TimeInterval, from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1, time > 0 else { return offset }
        return offset + velocity / 1000 * rate * (1 - CGFloat(pow(Double(rate), time * 1000))) / (1 - rate)
    }

    /// How long a flick of `velocity` runs before less than ``restingDistance`` is left to travel: the n where
    /// |v|/1000 · r^(n+1)/(1 − r) falls to it. Zero for a flick too slow to move that far at all.
    static func decelerationDuration(velocity: CGFloat, rate: CGFloat) -> TimeInterval {
        let step = abs(Double(velocity)) / 1000, r = Double(rate)
        guard r > 0, r < 1, step * r / (1 - r) > restingDistance else { return 0 }
        return (log(restingDistance * (1 - r) / (step * r)) / log(r) + 1) / 1000
    }

    /// How far content dragged `overshoot` points past an edge shows, in a scroll view `dimension` points long: the
    /// rubber band (1 − 1 / (0.55 |x| / d + 1)) · d, signed as the drag. It approaches `dimension`, never reaches it.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let band = (1 - 1 / (0.55 * abs(overshoot) / dimension + 1)) * dimension
        return overshoot < 0 ? -band : band
    }
}
