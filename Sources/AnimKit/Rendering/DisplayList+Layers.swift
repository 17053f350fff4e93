import Foundation

/// The layers code added to a view, drawn as Core Animation draws them: each about its anchor point through its
/// transform (with perspective when it has one), with its shadow, background, shape and border, then its own
/// sublayers; a view's layer's animations (`view.layer.add(…)`) and 3-D transform move the view.
extension DisplayList {
    /// A view as it shows now: its presentation with its layer's Core Animation animations applied, and what of its
    /// layer the view has no place for.
    struct ShownView {
        var values: ViewValues
        /// The layer's 3-D transform when it is not affine (the values' affine transform is then left out).
        var transform3D: CATransform3D?
        /// The layer's sublayer transform, about its anchor point, when it is not the identity.
        var sublayerSpace: CATransform3D?
        /// Whether the view shows when turned away (its layer's `isDoubleSided`).
        var isDoubleSided = true

        /// The map from the view's bounds coordinates to its superview's plane, through `superSpace` (the
        /// superview's sublayer transform).
        func toSuperview(through superSpace: CATransform3D?) -> PlaneProjection {
            guard superSpace != nil || transform3D != nil else { return PlaneProjection(affine: values.transformToSuperview) }
            return LayerPlacement.toSuperlayer(
                bounds: values.bounds, anchor: values.anchorPoint,
                transform: transform3D ?? CATransform3DMakeAffineTransform(values.transform), position: values.center,
                sublayerSpace: superSpace)
        }
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
            chain = chain.concatenating(presented(current).toSuperview(through: space))
            current = parent
        }
        let bounds = presented(current).values.bounds
        return chain.concatenating(PlaneProjection(translationX: -bounds.minX, y: -bounds.minY))
    }

    /// `view` as it shows now (a flip's squeeze drawn as the turn it stands for).
    @MainActor
    static func presented(_ view: View) -> ShownView {
        var shown = presentedWithLayer(view)
        if let turn = view.transitionTurn, let turned = turn.drawnTransform(for: shown.values.transform, size: shown.values.bounds.size) {
            shown.transform3D = turned
            if turn.span != .halves { shown.isDoubleSided = false }
        }
        return shown
    }

    @MainActor
    private static func presentedWithLayer(_ view: View) -> ShownView {
        var shown = ShownView(values: view.presentation)
        let layer = view.backingLayer
        // Read in place, not copied: this runs for every view every frame.
        shown.isDoubleSided = layer.state.isDoubleSided
        guard !layer.animationEntries.isEmpty, let animated = layer.presentation() else {
            if !CATransform3DIsAffine(layer.state.transform) { shown.transform3D = layer.state.transform }
            shown.sublayerSpace = LayerPlacement.sublayerSpace(
                layer.state.sublayerTransform, bounds: shown.values.bounds, anchor: shown.values.anchorPoint)
            return shown
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
        return shown
    }

    /// The sublayers of `layer` (its view's subviews' layers among them), back to front by `zPosition`, each placed
    /// through `space` (the layer's sublayer transform) and then `transform`, as copy `replication` of a replicator's.
    @MainActor
    mutating func visitSublayers(
        of layer: Layer, space: CATransform3D?, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?,
        replication: Replication = .none
    ) {
        var order = layer.sublayerList
        // Sorted only when some layer has a depth: most trees have none, and this runs every frame (a loop: a
        // main-actor closure handed to `contains(where:)` checks its actor on every call).
        var hasDepth = false
        for sublayer in order where sublayer.state.zPosition != 0 {
            hasDepth = true
            break
        }
        if hasDepth {
            order = order.enumerated().sorted { ($0.element.state.zPosition, $0.offset) < ($1.element.state.zPosition, $1.offset) }
                .map(\.element)
        }
        for sublayer in order {
            if let subview = sublayer.view {
                let shown = Self.presented(subview)
                visit(
                    subview, shown: shown, transform: shown.toSuperview(through: space).concatenating(transform), alpha: alpha, clip: clip)
            } else {
                visitLayer(sublayer, space: space, superTransform: transform, alpha: alpha, clip: clip, replication: replication)
            }
        }
    }

    /// Draws a layer code made, and its sublayers — through its mask when it has one.
    @MainActor
    mutating func visitLayer(
        _ layer: Layer, space: CATransform3D?, superTransform: PlaneProjection, alpha parentAlpha: CGFloat, clip: CGRect?,
        replication: Replication
    ) {
        let start = items.count, id = ObjectIdentifier(layer)
        let transform: PlaneProjection?
        if viewInTransition != id, let (transition, progress) = layer.shownTransition() {
            transform = visitLayer(
                layer, in: transition, at: progress, space: space, superTransform: superTransform, alpha: parentAlpha, clip: clip,
                replication: replication)
        } else {
            transform = visitLayerContent(
                layer, space: space, superTransform: superTransform, alpha: parentAlpha, clip: clip, replication: replication)
        }
        if let mask = layer.mask, let transform { self.mask(from: start, with: mask, inLayerSpace: transform, id: id) }
    }

    /// How a layer is drawn: in place, moved by `offset` in its own coordinates (a transition's new content), or in its
    /// own coordinates with the bounds' origin at the canvas's and its own opacity left out (a look frozen for one).
    struct LayerPass {
        var offset = CGPoint.zero
        var inOwnSpace = false
    }

    /// Draws the layer and its sublayers; returns the map from its coordinates to the canvas, `nil` when it draws nothing.
    @MainActor
    @discardableResult
    mutating func visitLayerContent(
        _ layer: Layer, space: CATransform3D?, superTransform: PlaneProjection, alpha parentAlpha: CGFloat, clip: CGRect?,
        replication: Replication, pass: LayerPass = LayerPass()
    ) -> PlaneProjection? {
        // A view's layer drawn as a layer (a mask view's) shows what its view's animations show too.
        let animated = !layer.animationEntries.isEmpty || layer.view != nil
        let shown: Layer = animated ? (layer.presentation(delayedBy: replication.delay) ?? layer) : layer
        let alpha = parentAlpha * (pass.inOwnSpace ? 1 : CGFloat(shown.opacity))
        guard !shown.isHidden, alpha >= DisplayList.invisibleAlpha else { return nil }
        let bounds = shown.bounds
        let transform =
            pass.inOwnSpace
            ? PlaneProjection(translationX: -bounds.minX, y: -bounds.minY)
            : PlaneProjection(translationX: pass.offset.x, y: pass.offset.y).concatenating(
                LayerPlacement.toSuperlayer(
                    bounds: bounds, anchor: shown.anchorPoint, transform: shown.transform, position: shown.position, sublayerSpace: space
                ).concatenating(superTransform))
        guard transform.isFinite, (bounds.minX + bounds.minY + bounds.width + bounds.height).isFinite,
            shown.isDoubleSided || transform.facesViewer
        else { return nil }
        let visible = clip.map { $0.intersection(canvas) } ?? canvas
        let id = ObjectIdentifier(layer)
        func add(_ content: DisplayItem.Content, rect: CGRect = bounds, radius: CGFloat = shown.cornerRadius) {
            guard transform.isInFront(rect) else { return }
            var item = DisplayItem(
                content: replication.tint.map { content.tinted(by: $0) } ?? content, rect: rect, transform: transform, alpha: alpha,
                cornerRadius: radius, clip: clip, viewID: id)
            item.roundedCorners = shown.maskedCorners
            if item.canvasBounds.intersects(visible) { items.append(item) }
        }
        if shown.shadowOpacity > 0, let color = shown.shadowColor, color.alpha > 0 {
            let shadow = color.withAlphaComponent(color.alpha * CGFloat(Swift.min(shown.shadowOpacity, 1)))
            // Core Animation casts the shadow from what the layer draws: its shadow path, a shape layer's own path, or its bounds.
            var caster: ShadowDrawing.Caster = shown.shadowPath.map { .path($0.elements) } ?? .bounds
            if shown.shadowPath == nil, shown.backgroundColor == nil, let shape = shown as? CAShapeLayer, let drawing = ShapeDrawing(shape)
            {
                caster = .shape(drawing)
            }
            add(.shadow(ShadowDrawing(color: shadow, radius: Swift.max(shown.shadowRadius, 0), offset: shown.shadowOffset, caster: caster)))
        }
        if let color = shown.backgroundColor, color.alpha > 0 { add(.fill(color)) }
        layer.displayBeforeDrawing(shown)
        addOwnContent(
            of: shown,
            at: ContentPlace(
                bounds: bounds, transform: transform, alpha: alpha, clip: clip, visible: visible, id: id, tint: replication.tint))
        if shown.borderWidth > 0, let color = shown.borderColor, color.alpha > 0 { add(.border(color, width: shown.borderWidth)) }
        // An emitter's particles are drawn above its background and border (Core Animation's reference).
        if let emitter = shown as? CAEmitterLayer {
            addParticles(
                of: emitter,
                at: ContentPlace(
                    bounds: bounds, transform: transform, alpha: alpha, clip: clip, visible: visible, id: id, tint: replication.tint))
        }
        guard !layer.sublayerList.isEmpty else { return transform }
        var childClip = clip
        if shown.masksToBounds {
            let own = transform.boundingBox(of: bounds)
            childClip = clip.map { $0.intersection(own) } ?? own
        }
        let childSpace = LayerPlacement.sublayerSpace(shown.sublayerTransform, bounds: bounds, anchor: shown.anchorPoint)
        guard let replicator = shown as? CAReplicatorLayer, replicator.instanceCount != 1 else {
            visitSublayers(
                of: layer, space: childSpace, transform: transform, alpha: alpha, clip: childClip, replication: replication)
            return transform
        }
        // Each copy through the instance transform once more than the one before, about the centre.
        var step = CATransform3DIdentity
        for index in 0..<Swift.min(Swift.max(replicator.instanceCount, 0), CAReplicatorLayer.drawnInstanceLimit) {
            let instanceSpace = LayerPlacement.sublayerSpace(step, bounds: bounds, anchor: CGPoint(x: 0.5, y: 0.5))
            let space = instanceSpace.map { copy in childSpace.map { copy.concatenating($0) } ?? copy } ?? childSpace
            visitSublayers(
                of: layer, space: space, transform: transform, alpha: alpha, clip: childClip,
                replication: replicator.instance(index).inside(replication))
            step = step.concatenating(replicator.instanceTransform)
        }
        return transform
    }
}
