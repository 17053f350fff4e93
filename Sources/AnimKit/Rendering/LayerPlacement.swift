import Foundation

/// Where a layer's plane lands in its superlayer's: its bounds about its anchor point, through its 3-D transform, at its
/// position, then through the superlayer's sublayer transform — composed in 3-D and then flattened, as Core Animation
/// flattens each layer's sublayers into its plane (a view's layer the same, its anchor at its centre).
enum LayerPlacement {
    /// The superlayer's sublayer transform as it applies, about the superlayer's anchor point (`anchor`, in unit
    /// coordinates of `bounds`); `nil` when it is the identity, as it nearly always is.
    static func sublayerSpace(_ sublayerTransform: CATransform3D, bounds: CGRect, anchor: CGPoint) -> CATransform3D? {
        guard sublayerTransform != CATransform3DIdentity else { return nil }
        let pivot = point(of: bounds, at: anchor)
        return CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0).concatenating(sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(pivot.x, pivot.y, 0))
    }

    /// The map from a layer's bounds coordinates to its superlayer's plane.
    static func toSuperlayer(
        bounds: CGRect, anchor: CGPoint, transform: CATransform3D, position: CGPoint, sublayerSpace: CATransform3D?
    ) -> PlaneProjection {
        let pivot = point(of: bounds, at: anchor)
        if sublayerSpace == nil, CATransform3DIsAffine(transform) {
            return PlaneProjection(
                affine: CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(CATransform3DGetAffineTransform(transform))
                    .concatenating(CGAffineTransform(translationX: position.x, y: position.y)))
        }
        var placed = placed(bounds: bounds, anchor: anchor, transform: transform, position: position)
        if let sublayerSpace { placed = placed.concatenating(sublayerSpace) }
        return placed.planeProjection
    }

    /// The map from a layer's bounds coordinates to its superlayer's space in 3-D, before any flattening: about its
    /// anchor point, through its transform, to its position (at depth `zPosition`).
    static func placed(bounds: CGRect, anchor: CGPoint, transform: CATransform3D, position: CGPoint, zPosition: CGFloat = 0)
        -> CATransform3D
    {
        let pivot = point(of: bounds, at: anchor)
        return CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0).concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// The point of `bounds` at unit coordinates `unit`.
    static func point(of bounds: CGRect, at unit: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + bounds.width * unit.x, y: bounds.minY + bounds.height * unit.y)
    }
}
