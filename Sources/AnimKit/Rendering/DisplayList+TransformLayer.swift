import Foundation

/// A `CATransformLayer`'s sublayers, drawn in one 3-D space: each is placed through the transform layer (and any
/// transform layer inside it) without flattening, and all of them are drawn back to front by depth.
extension DisplayList {
    /// A sublayer drawn in a transform layer's space.
    private struct Face {
        let layer: Layer
        /// The 3-D map from the space it sits in to its transform layer's superlayer's plane.
        let space: CATransform3D
        /// The opacity of the transform layers it sits in.
        let alpha: CGFloat
        /// How near the viewer its centre is (larger is nearer).
        let depth: CGFloat
    }

    /// Draws the sublayers of `layer`, a transform layer shown as `shown` in the space `space` of its superlayer.
    @MainActor
    mutating func visitTransformLayer(
        _ layer: Layer, shown: ShownLayer, space: CATransform3D?, superTransform: PlaneProjection, alpha: CGFloat, clip: CGRect?,
        replication: Replication
    ) {
        var faces: [Face] = []
        Self.collectFaces(
            of: layer, shown: shown, space: space, alpha: alpha, delay: replication.delay, model: readsModel, into: &faces)
        // Back to front; a tie keeps the sublayers' order (a sort by depth alone need not be stable).
        let order = faces.indices.sorted { (faces[$0].depth, $0) < (faces[$1].depth, $1) }
        for index in order {
            let face = faces[index]
            visitLayer(
                face.layer, space: face.space, superTransform: superTransform, alpha: face.alpha, clip: clip, replication: replication)
        }
    }

    /// Adds the sublayers of the transform layer `layer` to `faces`: a transform layer among them gives its own, in turn.
    @MainActor
    private static func collectFaces(
        of layer: Layer, shown: ShownLayer, space: CATransform3D?, alpha: CGFloat, delay: CFTimeInterval, model: Bool,
        into faces: inout [Face]
    ) {
        let values = shown.values
        var childSpace = LayerPlacement.placed(
            bounds: values.bounds, anchor: values.anchorPoint,
            transform: shown.transform3D ?? CATransform3DMakeAffineTransform(values.transform),
            position: values.center, zPosition: layer.state.zPosition)
        if let space { childSpace = childSpace.concatenating(space) }
        if let sublayerSpace = shown.sublayerSpace { childSpace = sublayerSpace.concatenating(childSpace) }
        for sublayer in layer.sublayerList {
            let (face, animated) = Self.shown(sublayer, view: sublayer.view, delay: delay, model: model)
            guard !face.isHidden else { continue }
            if sublayer is CATransformLayer {
                collectFaces(
                    of: sublayer, shown: face, space: childSpace, alpha: alpha * face.values.alpha, delay: delay, model: model,
                    into: &faces)
                continue
            }
            // A sublayer's depth in the space is part of where it is, not only of its order.
            let zPosition = (animated ?? sublayer).state.zPosition
            let space = zPosition == 0 ? childSpace : CATransform3DMakeTranslation(0, 0, zPosition).concatenating(childSpace)
            let bounds = face.values.bounds
            let placed = LayerPlacement.placed(
                bounds: bounds, anchor: face.values.anchorPoint,
                transform: face.transform3D ?? CATransform3DMakeAffineTransform(face.values.transform), position: face.values.center
            ).concatenating(space)
            faces.append(
                Face(layer: sublayer, space: space, alpha: alpha, depth: placed.depth(of: CGPoint(x: bounds.midX, y: bounds.midY))))
        }
    }
}
