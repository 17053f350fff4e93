import Foundation

/// Cubic Bézier timing (UIKit's `UICubicTimingParameters`).
///
/// A class, as UIKit's is, so that code adding a `convenience init` in an extension compiles.
open class CubicTimingParameters: TimingCurveProvider, Equatable, @unchecked Sendable {
    /// The named curve this was made from, or `nil` when made from control points.
    open var animationCurve: AnimationCurve? { storedAnimationCurve }
    let storedAnimationCurve: AnimationCurve?
    /// The first control point; `.zero` when made from a named curve, as in UIKit.
    open var controlPoint1: CGPoint { storedControlPoint1 }
    let storedControlPoint1: CGPoint
    /// The second control point; `.zero` when made from a named curve, as in UIKit.
    open var controlPoint2: CGPoint { storedControlPoint2 }
    let storedControlPoint2: CGPoint
    /// The curve actually run.
    open var bezier: CubicBezier { storedBezier }
    let storedBezier: CubicBezier
    /// Where the code made these control points (``CallSite``), for `animview play`'s curve editor; `nil` for a named
    /// curve or the default.
    package let madeAt: CallSite?

    /// The system's default curve, Core Animation's `kCAMediaTimingFunctionDefault` (0.25, 0.1, 0.25, 1).
    public init() {
        storedAnimationCurve = nil
        storedBezier = .systemDefault
        storedControlPoint1 = storedBezier.controlPoint1
        storedControlPoint2 = storedBezier.controlPoint2
        madeAt = nil
    }

    /// One of UIKit's named curves.
    public init(animationCurve curve: AnimationCurve) {
        storedAnimationCurve = curve
        storedBezier = curve.bezier
        storedControlPoint1 = .zero
        storedControlPoint2 = .zero
        madeAt = nil
    }

    /// A custom curve; control-point x values outside 0…1 are clamped. `file`, `line` and `column` are where the code
    /// made it, left to their defaults.
    public init(
        controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        madeAt = CallSite.inCode(file: file, line: line, column: column)
        storedAnimationCurve = nil
        storedBezier = CubicBezier(point1, point2)
        storedControlPoint1 = storedBezier.controlPoint1
        storedControlPoint2 = storedBezier.controlPoint2
    }

    /// Equal when made the same way: the same named curve, or the same control points.
    public static func == (lhs: CubicTimingParameters, rhs: CubicTimingParameters) -> Bool {
        lhs.animationCurve == rhs.animationCurve && lhs.controlPoint1 == rhs.controlPoint1 && lhs.controlPoint2 == rhs.controlPoint2
            && lhs.bezier == rhs.bezier
    }

    open var timingCurveType: TimingCurveType { animationCurve == nil ? .cubic : .builtin }
    open var cubicTimingParameters: CubicTimingParameters? { self }
    open var springTimingParameters: SpringTimingParameters? { nil }
}

/// UIKit's name for cubic timing parameters.
public typealias UICubicTimingParameters = CubicTimingParameters
