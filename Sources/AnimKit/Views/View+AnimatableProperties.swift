import Foundation

/// The properties a view animates: set inside an animation block, they move there along the block's curve.
extension View {
    /// The centre, in the superview's coordinates.
    public var center: CGPoint {
        get { model.center }
        set { update(ViewProperty.Center.self, to: newValue) }
    }

    /// The view's own coordinate space.
    public var bounds: CGRect {
        get { model.bounds }
        set {
            let size = model.bounds.size
            update(ViewProperty.Bounds.self, to: newValue)
            if model.bounds.size != size {
                setNeedsLayout()
                resizeSubviews(from: size)
            }
        }
    }

    /// Applied about the centre.
    public var transform: CGAffineTransform {
        get { model.transform }
        set { update(ViewProperty.Transform.self, to: newValue) }
    }

    /// Opacity, 0…1.
    public var alpha: CGFloat {
        get { model.alpha }
        set { update(ViewProperty.Alpha.self, to: newValue) }
    }

    /// The fill colour; `nil` (stored as `.clear`) for none.
    public var backgroundColor: Color? {
        get { model.backgroundColor }
        set { update(ViewProperty.BackgroundColor.self, to: newValue ?? .clear) }
    }

    /// The radius of the rounded corners, in points (a layer property in UIKit; here on the view).
    public var cornerRadius: CGFloat {
        get { model.cornerRadius }
        set { update(ViewProperty.CornerRadius.self, to: newValue) }
    }
}
