import AnimKit
import Foundation

extension CABasicAnimation {
    /// An animation of `keyPath` from `from` to `to` over `duration` seconds, with no timing function (linear, as Core
    /// Animation's default): at time t of it the value is `from + (to − from) × t / duration`.
    @MainActor
    public static func linear(_ keyPath: String, from: Double, to: Double, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        (animation.fromValue, animation.toValue, animation.duration) = (from, to, duration)
        return animation
    }
}
