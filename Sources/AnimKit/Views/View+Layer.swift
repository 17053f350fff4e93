import Foundation

/// A view's layer, made with the view from its class's ``View/layerClass``: it holds the view's values, and what it
/// draws of its own (a shape, a gradient, an image in `contents`) is drawn as the view's.
extension View {
    /// The layer that holds the view's geometry and look, made with the view: `center` is its `position`, `alpha` its
    /// `opacity`, and its ``Layer/anchorPoint`` is the point the view sits and turns about.
    public var layer: Layer { backingLayer }

    /// The affine part of the layer's transform (Core Animation's `affineTransform()`): the view's own `transform`,
    /// unless the layer holds a 3-D one.
    var layerAffineTransform: CGAffineTransform {
        CATransform3DIsAffine(layer.state.transform) ? model.transform : CATransform3DGetAffineTransform(layer.state.transform)
    }

    /// Sets the view's `transform` as UIKit does: it becomes the layer's whole transform, so a 3-D one the layer held (a
    /// door turned on its hinge) is replaced — in an animation block, animated from it.
    func setTransform(_ newValue: CGAffineTransform) {
        guard CATransform3DIsAffine(layer.state.transform) else { return layer.transform = CATransform3DMakeAffineTransform(newValue) }
        update(ViewProperty.Transform.self, to: newValue)
    }

    /// Sets the view's affine transform in its model alone: what the layer's `transform` does (through the view's
    /// setter, it would come back to the layer while the layer holds a 3-D transform).
    func setModelTransform(_ flat: CGAffineTransform) { update(ViewProperty.Transform.self, to: flat) }

    /// Links the view's new layer to it, and lists the view for the scene's checkpoints: the end of every initialiser.
    func joinLayerAndEngine() {
        backingLayer.view = self
        AnimationEngine.shared.enlist(self)
    }

    /// A layer of ``layerClass`` for a view made with `frame`; a class that is no layer is reported and a plain layer
    /// made (UIKit would stop the app).
    static func makeBackingLayer(frame: CGRect) -> Layer {
        let layerType = layerClass as? Layer.Type
        if layerType == nil {
            AnimationEngine.shared.report(
                AnimatorError(
                    .layer("\(layerClass) is not a CALayer subclass; \(self) gets a plain CALayer"), call: "layerClass", tag: 0,
                    state: nil))
        }
        Layer.frameForNextBackingLayer = frame
        return (layerType ?? Layer.self).init()
    }
}

extension Layer {
    /// The frame of the view whose layer the next `init()` makes (set just before, by the view): that layer is the view's.
    static var frameForNextBackingLayer: CGRect?
}
