import Foundation

/// A layer's frame and its affine transform, derived from its bounds, position, anchor point and 3-D transform.
extension Layer {
    /// The affine part of the transform (the view's transform for a view's layer).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to the affine `m`.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The rectangle the layer covers in its superlayer: the bounds, about the anchor point, through the transform.
    public var frame: CGRect {
        get {
            if let view { return view.frame }
            let b = bounds, anchor = CGPoint(x: b.width * anchorPoint.x, y: b.height * anchorPoint.y)
            let local = CGRect(x: -anchor.x, y: -anchor.y, width: b.width, height: b.height)
            return local.applying(CATransform3DGetAffineTransform(transform)).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            if let view { return view.frame = newValue }
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
}
