import Foundation

/// The animatable values of a view at one instant: either what the code set (the
/// model) or what is on screen (the presentation).
public struct ViewValues: Equatable, Sendable {
    /// Where the anchor point sits in the superview's coordinates (the centre of the view, unless the anchor point
    /// was moved): UIKit's `center`, Core Animation's `position`.
    public var center: CGPoint
    /// The view's own coordinate space: origin and size.
    public var bounds: CGRect
    /// Applied about the anchor point, as in UIKit.
    public var transform: CGAffineTransform
    /// Opacity, multiplied down the tree when drawn.
    public var alpha: CGFloat
    /// The fill colour; `.clear` when the view has none.
    public var backgroundColor: Color
    /// The radius of the rounded corners, in points.
    public var cornerRadius: CGFloat
    /// The point of the bounds, in unit coordinates, that sits at ``center`` and that the transform turns about: the
    /// layer's `anchorPoint`, (0.5, 0.5) unless moved. Not animated by view animations, as in UIKit.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// Creates values for a view occupying `frame` with no transform.
    public init(frame: CGRect = .zero) {
        center = CGPoint(x: frame.midX, y: frame.midY)
        bounds = CGRect(origin: .zero, size: frame.size)
        transform = .identity
        alpha = 1
        backgroundColor = .clear
        cornerRadius = 0
    }

    /// The smallest rectangle in the superview holding the transformed bounds, as UIKit derives `frame`: the bounds
    /// placed with their anchor point at ``center``, through the transform about it.
    public var frame: CGRect {
        let local = CGRect(
            x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y, width: bounds.width, height: bounds.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// The point of the bounds at the anchor point, in the view's own coordinates (its bounds' centre by default).
    public var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
    }

    /// The transform from the view's bounds coordinates to its superview's.
    ///
    /// The anchor point first to the origin, then the view's transform, then the anchor to ``center``.
    public var transformToSuperview: CGAffineTransform {
        let anchor = anchorInBounds
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }
}
