import Foundation

extension SpringTimingParameters {
    /// iOS 17's spring by perceived `duration` and `bounce` (0: no overshoot; up to 1: ever more bounce; below 0: more
    /// damped than critical), with `initialVelocity` relative to the distance as everywhere in UIKit.
    ///
    /// The numbers are Apple's own, from WWDC23's "Animate with springs": a mass of 1, a
    /// stiffness of (2π ÷ duration)², and a damping of 4π(1 − bounce) ÷ duration — or
    /// 4π ÷ (duration × (1 + bounce)) when bounce is below 0. Like every physical spring
    /// it runs until it settles, which is longer than the perceived duration.
    public convenience init(
        duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        let (mass, stiffness, damping) = SpringTimingParameters.physical(duration: duration, bounce: bounce)
        self.init(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity, file: file, line: line, column: column)
        perceived = (duration, bounce)
    }

    /// Mass, stiffness and damping for a perceived duration and bounce (a bounce of −1 or less is taken as −0.99).
    static func physical(duration: TimeInterval, bounce: CGFloat) -> (mass: CGFloat, stiffness: CGFloat, damping: CGFloat) {
        let duration = CGFloat(duration), bounce = Swift.max(bounce, -0.99)
        let stiffness = (2 * .pi / duration) * (2 * .pi / duration)
        let damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / duration : 4 * .pi / (duration * (1 + bounce))
        return (1, stiffness, damping)
    }
}

extension View {
    /// iOS 17's spring animation: the changes in `animations` move on a spring of perceived `duration` and `bounce`
    /// (see ``SpringTimingParameters/init(duration:bounce:initialVelocity:file:line:column:)``), after `delay`; `completion` runs
    /// when the spring has settled.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let spring = SpringTimingParameters(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: velocity, dy: velocity))
        runBlock(
            duration: duration, delay: delay, options: options, timing: spring, animations: animations, completion: completion,
            family: "UIView.animate (springDuration)", site: CallSite.inCode(file: file, line: line, column: column))
    }
}
