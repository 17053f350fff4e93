import Foundation

/// A layer's frame and its affine transform, derived from its bounds, position, anchor point and 3-D transform.
extension Layer {
    /// The affine part of the transform (the view's transform for a view's layer).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to the affine `m`.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Writes `newValue` into the model: a 3-D transform in the layer's state, the affine part (else the identity) as
    /// the slot's `transform`. Inside a block, a change in the plane before and after is the view's `transform`
    /// changing, recorded as the view's; any other is the layer's own track (``LayerTransformChange``), so the slot
    /// takes its part unrecorded.
    func writeTransform(_ newValue: CATransform3D) {
        let affine = CATransform3DIsAffine(newValue), inPlane = affine && CATransform3DIsAffine(state.transform)
        let flat = affine ? CATransform3DGetAffineTransform(newValue) : .identity
        state.transform = affine ? CATransform3DIdentity : newValue
        guard let view else { return setModel(ViewProperty.Transform.self, to: flat) }
        if inPlane { view.setModelTransform(flat) } else { AnimationRecorder.withoutRecording { view.setModelTransform(flat) } }
    }

    /// ``Layer/frame``: the bounds, about the anchor point, through the transform, at the position (a view's frame).
    var coveredRect: CGRect {
        if let view { return view.frame }
        let b = bounds, anchor = CGPoint(x: b.width * anchorPoint.x, y: b.height * anchorPoint.y)
        let local = CGRect(x: -anchor.x, y: -anchor.y, width: b.width, height: b.height)
        return local.applying(CATransform3DGetAffineTransform(transform)).offsetBy(dx: position.x, dy: position.y)
    }

    /// ``Layer/frame``'s setting: the bounds' size and the position that put the layer there (a view's frame).
    func cover(_ rect: CGRect) {
        if let view { return view.frame = rect }
        bounds.size = rect.size
        position = CGPoint(x: rect.minX + rect.width * anchorPoint.x, y: rect.minY + rect.height * anchorPoint.y)
    }
}
