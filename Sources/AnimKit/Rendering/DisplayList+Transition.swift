import Foundation

extension DisplayList {
    /// A view in a `CATransition`: its old look (frozen when the transition was added) and its live content, each moved
    /// and faded as the transition's type says at `progress` — the new over the old, except when the old is revealing
    /// it. A view that clips to its bounds keeps both inside where its bounds are.
    @MainActor
    mutating func visit(
        _ view: View, in transition: CATransition, at progress: CGFloat, shown: ShownView, transform: PlaneProjection,
        alpha parentAlpha: CGFloat, clip: CGRect?
    ) {
        let values = shown.values
        let coversBounds = values.backgroundColor.alpha >= 1 && values.cornerRadius <= 0
        let looks = transition.looks(at: progress, size: values.bounds.size, coversBounds: coversBounds)
        let own = transform.boundingBox(of: values.bounds)
        let outer = view.clipsToBounds ? (clip.map { $0.intersection(own) } ?? own) : clip
        let visible = clip.map { $0.intersection(canvas) } ?? canvas
        let id = ObjectIdentifier(view)
        func moved(_ offset: CGPoint) -> PlaneProjection { PlaneProjection(translationX: offset.x, y: offset.y).concatenating(transform) }
        let oldItems =
            transition.cover?.items(toCanvas: moved(looks.old.offset), alpha: parentAlpha * values.alpha, clip: outer)
            .filter { $0.canvasBounds.intersects(visible) } ?? []
        compose(transition, looks: looks, old: oldItems, id: id) { list in
            list.visit(view, shown: shown, transform: moved(looks.new.offset), alpha: parentAlpha, clip: outer)
        }
    }
}

extension DisplayList {
    /// A layer of its own in a `CATransition`, as a view in one: its old look and its live content, moved and faded;
    /// returns the map from the layer's coordinates to the canvas.
    @MainActor
    mutating func visitLayer(
        _ layer: Layer, in transition: CATransition, at progress: CGFloat, space: CATransform3D?, superTransform: PlaneProjection,
        alpha parentAlpha: CGFloat, clip: CGRect?, replication: Replication
    ) -> PlaneProjection? {
        let shown: Layer = layer.presentation(delayedBy: replication.delay) ?? layer
        let bounds = shown.bounds
        let transform = LayerPlacement.toSuperlayer(
            bounds: bounds, anchor: shown.anchorPoint, transform: shown.transform, position: shown.position, sublayerSpace: space
        ).concatenating(superTransform)
        let coversBounds = (shown.backgroundColor?.alpha ?? 0) >= 1 && shown.cornerRadius <= 0
        let looks = transition.looks(at: progress, size: bounds.size, coversBounds: coversBounds)
        let own = transform.boundingBox(of: bounds)
        let outer = shown.masksToBounds ? (clip.map { $0.intersection(own) } ?? own) : clip
        let visible = clip.map { $0.intersection(canvas) } ?? canvas
        let id = ObjectIdentifier(layer)
        let oldItems =
            transition.cover?.items(
                toCanvas: PlaneProjection(translationX: looks.old.offset.x, y: looks.old.offset.y).concatenating(transform),
                alpha: parentAlpha * CGFloat(shown.opacity), clip: outer
            ).filter { $0.canvasBounds.intersects(visible) } ?? []
        compose(transition, looks: looks, old: oldItems, id: id) { list in
            list.visitLayerContent(
                layer, space: space, superTransform: superTransform, alpha: parentAlpha, clip: outer, replication: replication,
                pass: LayerPass(offset: looks.new.offset))
        }
        return transform
    }
}

extension DisplayList {
    /// The old look (`old`, already placed) and the new content (`drawNew`, which draws it here), each faded as one group,
    /// the new over the old — except when the old is revealing it.
    @MainActor
    private mutating func compose(
        _ transition: CATransition, looks: (old: (offset: CGPoint, alpha: CGFloat), new: (offset: CGPoint, alpha: CGFloat)),
        old: [DisplayItem], id: ObjectIdentifier, drawNew: (inout DisplayList) -> Void
    ) {
        func addOld(_ list: inout DisplayList) {
            let start = list.items.count
            list.items += old
            list.fadeGroup(from: start, to: looks.old.alpha, id: id)
        }
        if transition.type != .reveal { addOld(&self) }
        let start = items.count
        viewInTransition = id
        drawNew(&self)
        viewInTransition = nil
        fadeGroup(from: start, to: looks.new.alpha, id: id)
        if transition.type == .reveal { addOld(&self) }
    }
}

extension Layer {
    /// The transition showing on the layer now, and how far through it is; `nil` when none is.
    @MainActor
    func shownTransition() -> (CATransition, CGFloat)? {
        guard !animationEntries.isEmpty else { return nil }
        let local = localTime(atGlobal: AnimationEngine.shared.clock.now)
        for entry in animationEntries.reversed() {
            guard let transition = entry.animation as? CATransition, transition.cover != nil,
                let moment = entry.timing.moment(atActiveTime: entry.timing.activeTime(atParentTime: local))
            else { continue }
            return (transition, transition.progress(at: moment))
        }
        return nil
    }
}
