import Foundation

/// The animatable values of a view at one instant: either what the code set (the
/// model) or what is on screen (the presentation).
public struct ViewValues: Equatable, Sendable {
    /// The centre of the view in its superview's coordinates.
    public var center: CGPoint
    /// The view's own coordinate space: origin and size.
    public var bounds: CGRect
    /// Applied about the centre, as in UIKit.
    public var transform: CGAffineTransform
    /// Opacity, multiplied down the tree when drawn.
    public var alpha: CGFloat
    /// The fill colour; `.clear` when the view has none.
    public var backgroundColor: Color
    /// The radius of the rounded corners, in points.
    public var cornerRadius: CGFloat
    /// How many changes of the layer's 3-D transform animation blocks made: a number each such change moves by one, so
    /// that it is a track of the block's animator, whose progress the layer's animation follows (never drawn; see
    /// ``Layer/transform``).
    var transform3DSteps: CGFloat = 0

    /// Creates values for a view occupying `frame` with no transform.
    public init(frame: CGRect = .zero) {
        center = CGPoint(x: frame.midX, y: frame.midY)
        bounds = CGRect(origin: .zero, size: frame.size)
        transform = .identity
        alpha = 1
        backgroundColor = .clear
        cornerRadius = 0
    }

    /// The smallest rectangle in the superview holding the transformed bounds, as UIKit derives `frame`.
    public var frame: CGRect {
        let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// The transform from the view's bounds coordinates to its superview's.
    ///
    /// Bounds origin first, then the view's transform about its centre, then the centre's position.
    public var transformToSuperview: CGAffineTransform {
        CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }
}
