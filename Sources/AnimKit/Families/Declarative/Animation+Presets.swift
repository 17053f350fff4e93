import Foundation

/// Ready-made animations; every one also takes a curve and a delay.
extension Animation {
    /// Fades the view in (alpha to 1).
    public static func fadeIn(duration: TimeInterval = 0.3, curve: AnimationCurve = .easeInOut, delay: TimeInterval = 0) -> Animation {
        Animation(duration: duration, curve: curve, delay: delay) { $0.alpha = 1 }
    }

    /// Fades the view out (alpha to 0).
    public static func fadeOut(duration: TimeInterval = 0.3, curve: AnimationCurve = .easeInOut, delay: TimeInterval = 0) -> Animation {
        Animation(duration: duration, curve: curve, delay: delay) { $0.alpha = 0 }
    }

    /// Moves the view's centre by `(x, y)` points from where its model is when the step starts.
    public static func move(
        byX x: CGFloat, y: CGFloat, duration: TimeInterval = 0.3, curve: AnimationCurve = .easeInOut, delay: TimeInterval = 0
    ) -> Animation {
        Animation(duration: duration, curve: curve, delay: delay) { $0.center = CGPoint(x: $0.center.x + x, y: $0.center.y + y) }
    }

    /// Moves the view's centre to `point`.
    public static func move(to point: CGPoint, duration: TimeInterval = 0.3, curve: AnimationCurve = .easeInOut, delay: TimeInterval = 0)
        -> Animation
    {
        Animation(duration: duration, curve: curve, delay: delay) { $0.center = point }
    }

    /// Resizes the view's bounds to `size`, about its centre.
    public static func resize(to size: CGSize, duration: TimeInterval = 0.3, curve: AnimationCurve = .easeInOut, delay: TimeInterval = 0)
        -> Animation
    {
        Animation(duration: duration, curve: curve, delay: delay) { $0.bounds.size = size }
    }

    /// Scales the view to `scale` (its transform becomes a plain scale).
    public static func scale(to scale: CGFloat, duration: TimeInterval = 0.3, curve: AnimationCurve = .easeInOut, delay: TimeInterval = 0)
        -> Animation
    {
        Animation(duration: duration, curve: curve, delay: delay) { $0.transform = CGAffineTransform(scaleX: scale, y: scale) }
    }

    /// Rotates the view by `angle` radians more than its transform has.
    public static func rotate(by angle: CGFloat, duration: TimeInterval = 0.3, curve: AnimationCurve = .easeInOut, delay: TimeInterval = 0)
        -> Animation
    {
        Animation(duration: duration, curve: curve, delay: delay) { $0.transform = $0.transform.rotated(by: angle) }
    }

    /// Changes the view's background colour to `color`.
    public static func color(to color: Color, duration: TimeInterval = 0.3, curve: AnimationCurve = .easeInOut, delay: TimeInterval = 0)
        -> Animation
    {
        Animation(duration: duration, curve: curve, delay: delay) { $0.backgroundColor = color }
    }
}
