import Foundation

/// Points and rectangles from one layer's coordinates to another's, through the geometry the code set (the model):
/// bounds, anchor point, position, the affine part of the transform and of each superlayer's sublayer transform.
extension Layer {
    /// `p`, given in `l`'s coordinates (its root layer's when `nil`), in this layer's.
    public func convert(_ p: CGPoint, from l: Layer?) -> CGPoint { p.applying(Layer.mapping(from: l ?? root, to: self)) }
    /// `p`, given in this layer's coordinates, in `l`'s (its root layer's when `nil`).
    public func convert(_ p: CGPoint, to l: Layer?) -> CGPoint { p.applying(Layer.mapping(from: self, to: l ?? root)) }
    /// `r`, given in `l`'s coordinates, in this layer's: the box round its corners.
    public func convert(_ r: CGRect, from l: Layer?) -> CGRect { r.applying(Layer.mapping(from: l ?? root, to: self)) }
    /// `r`, given in this layer's coordinates, in `l`'s: the box round its corners.
    public func convert(_ r: CGRect, to l: Layer?) -> CGRect { r.applying(Layer.mapping(from: self, to: l ?? root)) }

    /// The outermost layer this one is in (itself when in none).
    private var root: Layer {
        var top = self
        while let parent = top.superlayerLink { top = parent }
        return top
    }

    /// From the layer's coordinates to its superlayer's: the anchor point to the origin, the transform, then to the
    /// position — and the superlayer's sublayer transform about its own anchor point.
    var toSuperlayer: CGAffineTransform {
        let bounds = self.bounds, anchor = anchorPoint
        let pivot = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        var mapping = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CATransform3DGetAffineTransform(transform))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        if let parent = superlayerLink, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let outer = parent.bounds, point = parent.anchorPoint
            let centre = CGPoint(x: outer.minX + point.x * outer.width, y: outer.minY + point.y * outer.height)
            mapping = mapping.concatenating(CGAffineTransform(translationX: -centre.x, y: -centre.y))
                .concatenating(CATransform3DGetAffineTransform(parent.sublayerTransform))
                .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
        }
        return mapping
    }

    /// From the layer's coordinates to its root layer's.
    private var toRoot: CGAffineTransform {
        var mapping = CGAffineTransform.identity, current: Layer? = self
        while let layer = current, layer.superlayerLink != nil {
            mapping = mapping.concatenating(layer.toSuperlayer)
            current = layer.superlayerLink
        }
        return mapping
    }

    /// From `source`'s coordinates to `target`'s, through their root.
    private static func mapping(from source: Layer, to target: Layer) -> CGAffineTransform {
        source === target ? .identity : source.toRoot.concatenating(target.toRoot.inverted())
    }
}
