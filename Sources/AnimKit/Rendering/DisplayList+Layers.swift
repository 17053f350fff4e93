import Foundation

/// Every layer drawn one way, as Core Animation composites a layer (Apple's `CALayer` reference): its shadow, its
/// background, its content (its `contents` or kind's drawing; for a view's layer, what the view draws), its sublayers
/// back to front by `zPosition`, then its border — "composited above the receiver's contents and sublayers" — each
/// placed about its anchor point through its transform (with perspective when it has one).
extension DisplayList {
    /// Draws the layer and its sublayers; returns the map from its coordinates to the canvas, `nil` when it draws nothing.
    @MainActor
    @discardableResult
    mutating func visitLayerContent(
        _ layer: Layer, space: CATransform3D?, superTransform: PlaneProjection, alpha parentAlpha: CGFloat, clip: CGRect?,
        replication: Replication, pass: LayerPass
    ) -> PlaneProjection? {
        let view = layer.view
        let (shown, animated) = Self.shown(layer, view: view, delay: replication.delay, model: readsModel)
        let values = shown.values, bounds = values.bounds
        let look: Layer
        if let animated { look = animated } else { look = layer }
        let alpha = parentAlpha * (pass.leavesOutOpacity ? 1 : values.alpha)
        guard !shown.isHidden, alpha >= DisplayList.invisibleAlpha else { return nil }
        // A transform layer draws nothing of its own and has no plane to face the viewer with: only its sublayers, in 3-D.
        if layer is CATransformLayer {
            visitTransformLayer(
                layer, shown: shown, space: space, superTransform: superTransform, alpha: alpha, clip: clip, replication: replication)
            return nil
        }
        let transform = pass.place(shown, space: space, superTransform: superTransform)
        guard shown.isDoubleSided || transform.facesViewer else { return nil }
        let id: ObjectIdentifier
        if let view { id = ObjectIdentifier(view) } else { id = ObjectIdentifier(layer) }
        let visible = clip.map { $0.intersection(canvas) } ?? canvas
        if !readsModel, let cover = view?.transitionCover, cover.isShowing {
            items += cover.items(toCanvas: transform, alpha: alpha, clip: clip).filter { $0.canvasBounds.intersects(visible) }
            return transform
        }
        if !readsModel, contentInTransition != id, let (transition, progress) = layer.shownTransition() {
            return visitLayer(
                layer, shown: shown, in: transition, at: progress, transform: transform, space: space, superTransform: superTransform,
                alpha: alpha, parentAlpha: parentAlpha, clip: clip, replication: replication, pass: pass)
        }
        // A view that sets its own appearance sets it for what it and its subviews draw.
        let outerAppearance = inDarkAppearance, start = items.count
        if let style = view?.overrideUserInterfaceStyle, style != .unspecified { inDarkAppearance = style == .dark }
        defer { inDarkAppearance = outerAppearance }
        // A layer whose geometry is not finite (a NaN transform set by code) has no place on the canvas.
        let finite = transform.isFinite && (bounds.minX + bounds.minY + bounds.width + bounds.height).isFinite
        // A view's layer draws a shadow, border or content only once something asked for one (most views never do).
        let extras = view == nil || layer.mayDrawExtras
        // Sublayers, and what a view draws inside itself, are kept inside the bounds when it masks to them.
        var childClip = clip
        if shown.masksToBounds {
            let own = transform.boundingBox(of: bounds)
            childClip = clip.map { $0.intersection(own) } ?? own
        }
        func add(_ content: DisplayItem.Content, rect: CGRect = bounds, clip: CGRect? = clip) {
            guard finite, transform.isInFront(rect) else { return }
            var item = DisplayItem(
                content: content, rect: rect, transform: transform, alpha: alpha, cornerRadius: values.cornerRadius, clip: clip, viewID: id)
            if let tint = replication.tint { item.content = content.tinted(by: tint) }
            if extras { item.roundedCorners = look.maskedCorners }
            if item.canvasBounds.intersects(visible) { items.append(item) }
        }
        if extras, let shadow = Self.shadow(of: look) {
            // The implicit mask of a layer that masks to its bounds hides its shadow outside its rounded bounds, as in
            // Core Animation (where `masksToBounds` famously takes the shadow away).
            let shadowStart = items.count
            add(.shadow(shadow), clip: childClip)
            if shown.masksToBounds, values.cornerRadius > 0, finite {
                roundClip(
                    from: shadowStart, bounds: bounds, radius: values.cornerRadius, corners: look.maskedCorners, transform: transform,
                    id: id)
            }
        }
        // A `UIView` itself (most views are) draws nothing of its own: no kind to ask, no `draw(_:)` to run.
        var drawsOwnContent = false
        if let view { drawsOwnContent = type(of: view) != View.self }
        if drawsOwnContent, let effectView = view as? VisualEffectView, let (radius, tint) = effectView.backdrop {
            add(.backdrop(tint, radius: radius))
        }
        if values.backgroundColor.alpha > 0 { add(.fill(values.backgroundColor)) }
        // Its content: what its `contents` or its kind draws (a shape, a gradient, text), then, for a view's layer, what the
        // view draws into it (the layer's delegate) — inside the bounds when it masks to them.
        let place = ContentPlace(
            bounds: bounds, transform: transform, alpha: alpha, clip: childClip, visible: visible, id: id, tint: replication.tint)
        let contentStart = items.count
        if finite, view == nil || (extras && (type(of: layer) != Layer.self || layer.contents != nil)) {
            layer.displayBeforeDrawing(look)
            addOwnContent(of: look, at: place)
        }
        if drawsOwnContent, let view, finite { addContent(drawnBy: view, values: values, at: place, clipInside: childClip) }
        if inDarkAppearance { drawDark(from: start) }
        if !layer.sublayerList.isEmpty {
            visitSublayers(
                of: layer, look: look, shown: shown, transform: transform, alpha: alpha, clip: childClip, replication: replication)
        }
        if drawsOwnContent, let bar = (view as? Window)?.statusBar {
            visitLayer(bar.backingLayer, space: nil, superTransform: transform, alpha: alpha, clip: childClip)
        }
        if shown.masksToBounds, values.cornerRadius > 0, finite {
            roundClip(
                from: contentStart, bounds: bounds, radius: values.cornerRadius, corners: look.maskedCorners, transform: transform, id: id)
        }
        let afterSublayers = items.count
        defer { if inDarkAppearance { drawDark(from: afterSublayers) } }
        if extras, look.borderWidth > 0, let color = look.borderColor, color.alpha > 0 { add(.border(color, width: look.borderWidth)) }
        // An emitter's particles are drawn above its background and border (Apple's `CAEmitterLayer` reference), born as
        // the layer itself says — its animated rates are among its animations, which a presentation copy does not hold.
        if extras, finite, let emitter = layer as? CAEmitterLayer { addParticles(of: emitter, at: place) }
        return transform
    }

    /// The shadow `look` casts, `nil` when it casts none: from its shadow path, a shape layer's own path, or its bounds.
    @MainActor
    static func shadow(of look: Layer) -> ShadowDrawing? {
        guard look.shadowOpacity > 0, let color = look.shadowColor, color.alpha > 0 else { return nil }
        let shadow = color.withAlphaComponent(color.alpha * CGFloat(Swift.min(look.shadowOpacity, 1)))
        var caster: ShadowDrawing.Caster = look.shadowPath.map { .path($0.elements) } ?? .bounds
        // No background to cast from (none, or a clear one: a view's layer reads back its view's, clear by default).
        let background = look.backgroundColor?.alpha ?? 0
        if look.shadowPath == nil, background == 0, let shape = look as? CAShapeLayer, let drawing = ShapeDrawing(shape) {
            caster = .shape(drawing)
        }
        return ShadowDrawing(color: shadow, radius: Swift.max(look.shadowRadius, 0), offset: look.shadowOffset, caster: caster)
    }

    /// The sublayers of `layer` (its view's subviews' layers among them), back to front by `zPosition`, each placed
    /// through the layer's sublayer transform and then `transform` — for a replicator, once for each copy.
    @MainActor
    private mutating func visitSublayers(
        of layer: Layer, look: Layer, shown: ShownLayer, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?,
        replication: Replication
    ) {
        let childSpace = shown.sublayerSpace
        guard let replicator = look as? CAReplicatorLayer, replicator.instanceCount != 1 else {
            return visitSublayers(of: layer, space: childSpace, transform: transform, alpha: alpha, clip: clip, replication: replication)
        }
        // Each copy through the instance transform once more than the one before, about the centre.
        let bounds = shown.values.bounds
        var step = CATransform3DIdentity
        for index in 0..<Swift.min(Swift.max(replicator.instanceCount, 0), CAReplicatorLayer.drawnInstanceLimit) {
            let instanceSpace = LayerPlacement.sublayerSpace(step, bounds: bounds, anchor: CGPoint(x: 0.5, y: 0.5))
            let space = instanceSpace.map { copy in childSpace.map { copy.concatenating($0) } ?? copy } ?? childSpace
            visitSublayers(
                of: layer, space: space, transform: transform, alpha: alpha, clip: clip,
                replication: replicator.instance(index).inside(replication))
            step = step.concatenating(replicator.instanceTransform)
        }
    }

    @MainActor
    private mutating func visitSublayers(
        of layer: Layer, space: CATransform3D?, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?, replication: Replication
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
            visitLayer(sublayer, space: space, superTransform: transform, alpha: alpha, clip: clip, replication: replication)
        }
    }

    /// Draws the dynamic colours of the items from `start` on in their dark appearance.
    private mutating func drawDark(from start: Int) {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        for index in start..<items.count {
            items[index] = items[index].with(content: items[index].content.recoloured { $0.resolvedColor(with: dark) })
        }
    }
}
