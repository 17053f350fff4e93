import Foundation

extension DisplayList {
    /// A layer (a view's among them) in a `CATransition`: its old look (frozen when the transition was added) and its
    /// live content, each moved and faded as the transition's type says at `progress` — the new over the old, except
    /// when the old is revealing it. A layer that masks to its bounds keeps both inside where its bounds are. `transform`
    /// places the layer, `alpha` is its opacity within `parentAlpha`; returns `transform`.
    @MainActor
    mutating func visitLayer(
        _ layer: Layer, shown: ShownLayer, in transition: CATransition, at progress: CGFloat, transform: PlaneProjection,
        space: CATransform3D?, superTransform: PlaneProjection, alpha: CGFloat, parentAlpha: CGFloat, clip: CGRect?,
        replication: Replication, pass: LayerPass
    ) -> PlaneProjection {
        let values = shown.values
        let coversBounds = values.backgroundColor.alpha >= 1 && values.cornerRadius <= 0
        let looks = transition.looks(at: progress, size: values.bounds.size, coversBounds: coversBounds)
        let own = transform.boundingBox(of: values.bounds)
        let outer = shown.masksToBounds ? (clip.map { $0.intersection(own) } ?? own) : clip
        let visible = clip.map { $0.intersection(canvas) } ?? canvas
        let oldItems =
            transition.cover?.items(
                toCanvas: PlaneProjection(translationX: looks.old.offset.x, y: looks.old.offset.y).concatenating(transform), alpha: alpha,
                clip: outer
            ).filter { $0.canvasBounds.intersects(visible) } ?? []
        var moved = pass
        moved.offset = looks.new.offset
        compose(transition, looks: looks, old: oldItems, id: layer.drawnID) { list in
            list.visitLayerContent(
                layer, space: space, superTransform: superTransform, alpha: parentAlpha, clip: outer, replication: replication, pass: moved)
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
        contentInTransition = id
        drawNew(&self)
        contentInTransition = nil
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
