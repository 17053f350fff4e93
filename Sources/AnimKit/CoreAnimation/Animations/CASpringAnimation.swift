import Foundation

/// A basic animation that moves as a damped spring, as Core Animation's: a mass on a spring of `stiffness`, slowed by
/// `damping`, leaving with `initialVelocity` (relative to the distance, positive toward the end value).
///
/// The spring runs on the animation's own seconds: `duration` only says when the animation ends, so set it to
/// ``settlingDuration`` to see the whole motion (a shorter one cuts the spring off; Core Animation does the same). The
/// animation's `timingFunction` is not used.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// How stiff the spring is; 100 by default.
    open var stiffness: CGFloat = 100
    /// How strongly the motion is damped; 10 by default.
    open var damping: CGFloat = 10
    /// The speed at the start, relative to the distance to travel (1 covers the distance in a second); 0 by default.
    open var initialVelocity: CGFloat = 0

    /// A spring by how long it seems to take and how much it bounces (0 none, up to 1 ever more; below 0 more damped
    /// than critical), as iOS 17's `CASpringAnimation(perceptualDuration:bounce:)`: mass 1, stiffness (2π ÷ duration)²,
    /// damping 4π(1 − bounce) ÷ duration.
    public convenience init(
        perceptualDuration: TimeInterval, bounce: CGFloat, file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init()
        (mass, stiffness, damping) = SpringTimingParameters.physical(duration: perceptualDuration, bounce: bounce)
        madeAt = CallSite.inCode(file: file, line: line, column: column)
    }

    /// A copy of `other`.
    public required convenience init(copying other: CAAnimation) {
        self.init()
        copyTiming(from: other)
        copyProperty(from: other)
        if let other = other as? CABasicAnimation { (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue) }
        if let other = other as? CASpringAnimation {
            (mass, stiffness, damping, initialVelocity) = (other.mass, other.stiffness, other.damping, other.initialVelocity)
        }
    }

    /// How long the spring takes to come to rest: from then on it stays within 0.1 % of the distance of its end value
    /// (Apple does not document its threshold). A spring with no damping never settles: this is then infinite.
    open var settlingDuration: CFTimeInterval { curve.settlingDuration }

    /// The spring's motion.
    var curve: SpringCurve {
        SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }

    override var curveSummary: String { String(format: " · spring (mass %.3g, stiffness %.3g, damping %.3g)", mass, stiffness, damping) }

    override var pacing: AnimationPacing { .spring(curve) }

    override func problem(on layer: Layer) -> String? {
        if let problem = super.problem(on: layer) { return problem }
        let parameters = [("mass", mass), ("stiffness", stiffness), ("damping", damping), ("initialVelocity", initialVelocity)]
        if let (name, value) = parameters.first(where: { !$0.1.isFinite }) { return "the spring's \(name) is \(value), not a number" }
        return mass > 0 && stiffness > 0 && damping >= 0 ? nil : "a spring needs a mass and a stiffness above 0 and a damping of 0 or more"
    }
}
