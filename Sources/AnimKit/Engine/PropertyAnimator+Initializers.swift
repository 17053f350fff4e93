import Foundation

/// UIKit's convenience initializers: a named curve, a cubic Bézier's control points, a damping ratio, or none.
extension PropertyAnimator {
    /// An animator with one of UIKit's named curves.
    public convenience init(
        duration: TimeInterval, curve: AnimationCurve, animations: (() -> Void)? = nil,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve), file: file, line: line, column: column)
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic Bézier curve from (0,0) to (1,1).
    public convenience init(
        duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint, animations: (() -> Void)? = nil,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            duration: duration, timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2),
            file: file, line: line, column: column)
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring that settles in `duration` seconds (1 = no oscillation).
    public convenience init(
        duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio), file: file, line: line, column: column
        )
        if let animations { addAnimations(animations) }
    }

    /// An animator with duration 0 (so 0.2 s) and the system's default curve, as UIKit's `init()`.
    public convenience init(file: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(duration: 0, timingParameters: CubicTimingParameters(), file: file, line: line, column: column)
    }
}
