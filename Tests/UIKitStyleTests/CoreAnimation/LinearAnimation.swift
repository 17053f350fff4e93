import AnimKit
import Foundation

extension CABasicAnimation {
    /// An animation of `keyPath` between two values on a linear curve: its progress is the fraction of its duration,
    /// so the documented interpolation gives the expected numbers by hand.
    @MainActor
    static func linear(_ keyPath: String, from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        (animation.fromValue, animation.toValue, animation.duration) = (from, to, duration)
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }
}
