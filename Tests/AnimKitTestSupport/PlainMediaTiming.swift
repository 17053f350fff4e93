import AnimKit
import Foundation

/// Core Animation's timing as Apple's `CAMediaTiming` documentation defines it, computed the plain way: from a layer's
/// time to where an animation is in its cycle — or that it shows nothing then.
///
/// An animation's own time is `(layerTime − beginTime) × speed + timeOffset`. Its active time holds `repeatCount`
/// cycles (or lasts `repeatDuration`), each one `duration` long — 0.25 s when the duration is 0 — and twice that when it
/// autoreverses, the second half backwards. Before the active time it shows its start only when it fills backwards;
/// from the end on, its last value only when it fills forwards.
@MainActor
public enum PlainMediaTiming {
    /// Where an animation with these timing properties is at layer time `layerTime`: the fraction of the cycle's
    /// duration (0…1, before the timing function), and the cycle; `nil` when it shows nothing.
    public static func moment(of animation: CAAnimation, atLayerTime layerTime: CFTimeInterval) -> (fraction: Double, cycle: Int)? {
        let own = (layerTime - animation.beginTime) * Double(animation.speed) + animation.timeOffset
        let duration = animation.duration > 0 ? animation.duration : 0.25
        let cycle = duration * (animation.autoreverses ? 2 : 1)
        let active: Double =
            animation.repeatDuration > 0
            ? animation.repeatDuration : animation.repeatCount > 0 ? Double(animation.repeatCount) * cycle : cycle
        let backwards = animation.fillMode == .backwards || animation.fillMode == .both
        let forwards = animation.fillMode == .forwards || animation.fillMode == .both
        if own < 0 { return backwards ? (0, 0) : nil }
        if own >= active {
            guard forwards else { return nil }
            // The end belongs to the cycle that ends there.
            let cycles = (active / cycle).rounded(.up)
            let index = Swift.max(cycles - 1, 0)
            return fraction(within: active - index * cycle, duration: duration, autoreverses: animation.autoreverses, cycle: Int(index))
        }
        let index = (own / cycle).rounded(.down)
        return fraction(within: own - index * cycle, duration: duration, autoreverses: animation.autoreverses, cycle: Int(index))
    }

    /// The fraction of a cycle's duration `within` seconds into it: forwards, then back when it autoreverses.
    private static func fraction(within: Double, duration: Double, autoreverses: Bool, cycle: Int) -> (fraction: Double, cycle: Int) {
        let elapsed = autoreverses && within > duration ? 2 * duration - within : within
        return (Swift.min(Swift.max(elapsed / duration, 0), 1), cycle)
    }

    /// The timing function's control points: the animation's own, else linear.
    public static func controlPoints(of animation: CAAnimation) -> (CGPoint, CGPoint) {
        guard let function = animation.timingFunction else { return (.zero, CGPoint(x: 1, y: 1)) }
        var first: [Float] = [0, 0], second: [Float] = [0, 0]
        function.getControlPoint(1, values: &first)
        function.getControlPoint(2, values: &second)
        return (CGPoint(x: Double(first[0]), y: Double(first[1])), CGPoint(x: Double(second[0]), y: Double(second[1])))
    }
}
