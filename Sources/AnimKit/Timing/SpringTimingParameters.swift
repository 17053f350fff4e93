import Foundation

/// Spring timing (UIKit's `UISpringTimingParameters`).
///
/// Two families, as in UIKit: a damping ratio, where the animator's duration is the
/// time to settle; or mass, stiffness and damping, where the animator's duration is
/// ignored and the animation runs until the spring settles
/// (``SpringCurve/restThreshold``), for at most ``SpringCurve/maximumSettlingDuration``.
open class SpringTimingParameters: TimingCurveProvider, Equatable, @unchecked Sendable {
    /// How the spring was specified.
    public enum Specification: Equatable, Sendable {
        /// A spring that settles in the animator's duration, with this damping ratio (1: no overshoot).
        case dampingRatio(Double)
        /// A physical spring, whose own settling time replaces the animator's duration.
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    /// How the spring was specified.
    open var specification: Specification { storedSpecification }
    let storedSpecification: Specification
    /// Initial velocity relative to the distance to travel (1 = the whole distance per second).
    ///
    /// All of a track's components share one progress curve, so only `dx` is used —
    /// what UIKit does for one-dimensional properties such as alpha.
    open var initialVelocity: CGVector { storedInitialVelocity }
    let storedInitialVelocity: CGVector
    /// Where the code made the spring (``CallSite``), for `animview play`'s spring field; `nil` when AnimKit did.
    package let madeAt: CallSite?
    /// The perceived duration and bounce it was made from (iOS 17's spelling), when it was: what another duration
    /// makes the same spring of (``PropertyAnimator/retime(toDuration:delay:)``).
    package internal(set) var perceived: (duration: TimeInterval, bounce: CGFloat)?

    /// A spring with a damping ratio (1 = no oscillation) and no initial velocity. `file`, `line` and `column` (here
    /// and in every initializer) are where the code made it, left to their defaults.
    public convenience init(dampingRatio: CGFloat, file: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(dampingRatio: dampingRatio, initialVelocity: .zero, file: file, line: line, column: column)
    }

    /// A spring with a damping ratio and an initial velocity relative to the distance.
    public init(
        dampingRatio: CGFloat, initialVelocity: CGVector, file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        storedSpecification = .dampingRatio(Double(dampingRatio))
        self.storedInitialVelocity = initialVelocity
        madeAt = CallSite.inCode(file: file, line: line, column: column)
    }

    /// A physical spring; the animation runs for its settling duration, whatever the animator's duration.
    public init(
        mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        storedSpecification = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        self.storedInitialVelocity = initialVelocity
        madeAt = CallSite.inCode(file: file, line: line, column: column)
    }

    /// The damping ratio ζ, whichever way the spring was given.
    open var dampingRatio: Double {
        switch specification {
        case .dampingRatio(let ratio): ratio
        case .physical(let mass, let stiffness, let damping): damping / (2 * (stiffness * mass).squareRoot())
        }
    }

    /// Why the spring cannot run, or `nil` when it can: every number finite; mass and stiffness above 0, damping 0 or more.
    var invalidReason: String? {
        guard initialVelocity.dx.isFinite, initialVelocity.dy.isFinite else {
            return "the initial velocity \(initialVelocity) must be finite"
        }
        switch specification {
        case .dampingRatio(let ratio):
            return ratio.isFinite ? nil : "the damping ratio \(ratio) must be finite"
        case .physical(let mass, let stiffness, let damping):
            guard mass.isFinite, stiffness.isFinite, damping.isFinite, mass > 0, stiffness > 0, damping >= 0 else {
                return "mass \(mass) and stiffness \(stiffness) must be finite and above 0, damping \(damping) finite and 0 or more"
            }
            return nil
        }
    }

    /// Equal when made with the same numbers.
    public static func == (lhs: SpringTimingParameters, rhs: SpringTimingParameters) -> Bool {
        lhs.specification == rhs.specification && lhs.initialVelocity == rhs.initialVelocity
    }

    open var timingCurveType: TimingCurveType { .spring }
    open var cubicTimingParameters: CubicTimingParameters? { nil }
    open var springTimingParameters: SpringTimingParameters? { self }

    func resolved(forDuration duration: TimeInterval) -> (function: TimingFunction, duration: TimeInterval) {
        let velocity = Double(initialVelocity.dx)
        switch specification {
        case .dampingRatio(let ratio):
            let curve = SpringCurve(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
            return (.spring(curve, nominalDuration: duration), duration)
        case .physical(let mass, let stiffness, let damping):
            let curve = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            let settle = curve.settlingDuration
            let runtime = Swift.min(settle, SpringCurve.maximumSettlingDuration)
            return (.spring(curve, nominalDuration: runtime), runtime)
        }
    }
}

/// UIKit's name for spring timing parameters.
public typealias UISpringTimingParameters = SpringTimingParameters
