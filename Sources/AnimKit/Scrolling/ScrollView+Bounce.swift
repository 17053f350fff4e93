import Foundation

/// A flick that reaches an edge: the deceleration runs to the edge on its own curve, the content goes on past it,
/// slowing hard — its speed keeps ``ScrollView/bounceRate`` of itself each millisecond — and springs back. iOS does
/// not publish its bounce; the rate and the spring are AnimKit's.
extension ScrollView {
    /// The share of its speed content past an edge keeps each millisecond.
    public static let bounceRate: CGFloat = 0.95

    /// Where a flick meets an edge: how long after the release, and how much of its speed it keeps then.
    struct EdgeCrossing {
        let time: TimeInterval
        let keptSpeed: CGFloat
    }

    /// The first moment a flick of `velocity` from `offset` reaches an edge before coming to rest, if it does: where
    /// offset + v/1000 · r(1 − rⁿ)/(1 − r) meets the edge, rⁿ = 1 − (edge − offset)(1 − r)/(v/1000 · r).
    func edgeCrossing(from offset: CGPoint, velocity: CGPoint, rate: CGFloat) -> EdgeCrossing? {
        let range = offsetRange, r = Double(rate)
        func crossing(_ start: CGFloat, _ speed: CGFloat, _ low: CGFloat, _ high: CGFloat) -> Double? {
            guard speed != 0 else { return nil }
            let edge = speed > 0 ? high : low, step = Double(speed) / 1000
            let left = 1 - Double(edge - start) * (1 - r) / (step * r)
            guard left > 0, left < 1 else { return nil }
            return log(left) / log(r)
        }
        let times = [crossing(offset.x, velocity.x, range.min.x, range.max.x), crossing(offset.y, velocity.y, range.min.y, range.max.y)]
        guard let milliseconds = times.compactMap({ $0 }).min() else { return nil }
        return EdgeCrossing(time: milliseconds / 1000, keptSpeed: CGFloat(pow(r, milliseconds)))
    }

    /// Runs the flick's deceleration from `offset` up to the edge it reaches, then `done`.
    func decelerate(from offset: CGPoint, velocity: CGPoint, for crossing: EdgeCrossing, done: @escaping () -> Void) {
        let rate = decelerationRate.rawValue
        let edge = CGPoint(
            x: ScrollPhysics.offset(at: crossing.time, from: offset.x, velocity: velocity.x, rate: rate),
            y: ScrollPhysics.offset(at: crossing.time, from: offset.y, velocity: velocity.y, rate: rate))
        move(to: edge, named: "deceleration", duration: crossing.time, timing: DecelerationTiming(rate: Double(rate)), done: done)
    }

    /// Content at an edge still moving at `velocity` goes on past it, slowing hard, then springs back inside.
    func bounce(velocity: CGPoint) {
        let here = bounds.origin, rate = ScrollView.bounceRate
        let duration = Swift.max(
            ScrollPhysics.decelerationDuration(velocity: velocity.x, rate: rate),
            ScrollPhysics.decelerationDuration(velocity: velocity.y, rate: rate))
        guard duration > 0 else { return springBack(to: clamped(here)) }
        let out = CGPoint(
            x: ScrollPhysics.offset(at: duration, from: here.x, velocity: velocity.x, rate: rate),
            y: ScrollPhysics.offset(at: duration, from: here.y, velocity: velocity.y, rate: rate))
        move(to: out, named: "bounce", duration: duration, timing: DecelerationTiming(rate: Double(rate))) { [weak self] in
            guard let self else { return }
            self.springBack(to: self.clamped(out))
        }
    }
}
