import Foundation

extension DisplayList {
    /// A layer as this frame shows it, in one form for a view's layer and a layer of its own: its geometry, opacity,
    /// background and corners (a view's from its presentation, moved by its layer's own Core Animation animations; a
    /// layer's from its presentation copy). Plain numbers, copied freely: the walk makes one for every layer.
    struct ShownLayer {
        var values: ViewValues
        /// The 3-D transform when it is not affine (the values' affine transform is then left out).
        var transform3D: CATransform3D?
        /// The sublayer transform, about the anchor point, when it is not the identity.
        var sublayerSpace: CATransform3D?
        /// Whether the layer shows when turned away (`isDoubleSided`).
        var isDoubleSided = true
        /// Whether the layer and its sublayers are left out (a view collapsing in a stack view still shows as it goes).
        var isHidden = false
        /// Whether the sublayers are clipped to the bounds (a view's `clipsToBounds`).
        var masksToBounds = false

        /// The map from the layer's bounds coordinates to its superlayer's plane, through `superSpace` (the
        /// superlayer's sublayer transform).
        func toSuperlayer(through superSpace: CATransform3D?) -> PlaneProjection {
            guard superSpace != nil || transform3D != nil else { return PlaneProjection(affine: values.transformToSuperview) }
            return LayerPlacement.toSuperlayer(
                bounds: values.bounds, anchor: values.anchorPoint,
                transform: transform3D ?? CATransform3DMakeAffineTransform(values.transform), position: values.center,
                sublayerSpace: superSpace)
        }
    }

    /// `layer` (whose view is `view`) as it shows now, `delay` seconds back (a replicator's copy), and its presentation
    /// copy when its own animations move it — where its shadow, border, contents and kind are then read; with `model`,
    /// as its code set it (no copy).
    @MainActor
    @inline(__always)
    static func shown(_ layer: Layer, view: View?, delay: CFTimeInterval = 0, model: Bool = false) -> (ShownLayer, animated: Layer?) {
        if let view { return model ? (modelOf(view), nil) : presentedWithCopy(view) }
        let copy = model || layer.animationEntries.isEmpty ? nil : layer.presentation(delayedBy: delay)
        let look: Layer
        if let copy { look = copy } else { look = layer }
        // Read in place, in one piece: the layer's numbers are its values (a presentation copy holds the blended ones).
        let values = look.modelValues, transform = look.state.transform
        return (
            ShownLayer(
                values: values, transform3D: CATransform3DIsAffine(transform) ? nil : transform,
                sublayerSpace: LayerPlacement.sublayerSpace(
                    look.state.sublayerTransform, bounds: values.bounds, anchor: values.anchorPoint),
                isDoubleSided: look.state.isDoubleSided, isHidden: look.state.isHidden, masksToBounds: look.state.masksToBounds), copy
        )
    }

    /// `view` as its code set it, its animations left out.
    @MainActor
    private static func modelOf(_ view: View) -> ShownLayer {
        let layer = view.backingLayer
        var shown = ShownLayer(
            values: view.model, isDoubleSided: layer.state.isDoubleSided, isHidden: view.isHidden, masksToBounds: view.clipsToBounds)
        if !CATransform3DIsAffine(layer.state.transform) { shown.transform3D = layer.state.transform }
        shown.sublayerSpace = LayerPlacement.sublayerSpace(
            layer.state.sublayerTransform, bounds: shown.values.bounds, anchor: shown.values.anchorPoint)
        return shown
    }

    /// `view` as it shows now (a flip's squeeze drawn as the turn it stands for).
    @MainActor
    static func presented(_ view: View) -> ShownLayer { presentedWithCopy(view).0 }

    /// `view` as it shows now, and its layer's presentation copy when the layer's own animations move it.
    @MainActor
    @inline(__always)
    private static func presentedWithCopy(_ view: View) -> (ShownLayer, animated: Layer?) {
        var (shown, copy) = presentedWithLayer(view)
        if let turn = view.transitionTurn, let turned = turn.drawnTransform(for: shown.values.transform, size: shown.values.bounds.size) {
            shown.transform3D = turned
            if turn.span != .halves { shown.isDoubleSided = false }
        }
        return (shown, copy)
    }

    @MainActor
    private static func presentedWithLayer(_ view: View) -> (ShownLayer, animated: Layer?) {
        let layer = view.backingLayer
        // Read in place, not copied: this runs for every view every frame.
        var shown = ShownLayer(
            values: view.presentation, isDoubleSided: layer.state.isDoubleSided, isHidden: view.isHidden && !view.isCollapsingInStack,
            masksToBounds: view.clipsToBounds)
        guard !layer.animationEntries.isEmpty, let animated = layer.presentation() else {
            if let moved = layer.transformMovedByBlock {
                shown.values.transform = CATransform3DGetAffineTransform(moved)
                if !CATransform3DIsAffine(moved) { shown.transform3D = moved }
            } else if !CATransform3DIsAffine(layer.state.transform) {
                shown.transform3D = layer.state.transform
            }
            shown.sublayerSpace = LayerPlacement.sublayerSpace(
                layer.state.sublayerTransform, bounds: shown.values.bounds, anchor: shown.values.anchorPoint)
            return (shown, nil)
        }
        shown.values.center = animated.position
        shown.values.anchorPoint = animated.anchorPoint
        shown.values.bounds = animated.bounds
        shown.values.alpha = CGFloat(animated.opacity)
        shown.values.backgroundColor = animated.backgroundColor ?? .clear
        shown.values.cornerRadius = animated.cornerRadius
        shown.values.transform = CATransform3DGetAffineTransform(animated.transform)
        if !CATransform3DIsAffine(animated.transform) { shown.transform3D = animated.transform }
        shown.sublayerSpace = LayerPlacement.sublayerSpace(
            animated.sublayerTransform, bounds: animated.bounds, anchor: animated.anchorPoint)
        return (shown, animated)
    }

    /// The map from `view`'s bounds coordinates to `root`'s canvas as the frame draws it: each view's placement in its
    /// superview — its presentation, its layer's Core Animation animations, a 3-D transform, its superview's sublayer
    /// transform — up to `root` (where the trails and ghosts of a view are drawn).
    @MainActor
    package static func projection(of view: View, toCanvasOf root: View) -> PlaneProjection {
        var chain = PlaneProjection(affine: .identity)
        var current = view
        while current !== root, let parent = current.superview {
            let space = presented(parent).sublayerSpace
            chain = chain.concatenating(presented(current).toSuperlayer(through: space))
            current = parent
        }
        let bounds = presented(current).values.bounds
        return chain.concatenating(PlaneProjection(translationX: -bounds.minX, y: -bounds.minY))
    }
}
