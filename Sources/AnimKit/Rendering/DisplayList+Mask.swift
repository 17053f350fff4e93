import Foundation

extension DisplayList {
    /// Puts the items drawn since `start` (a layer's drawing) behind `mask`: one masked item in their place, with the
    /// mask layer's items drawn in the masked layer's coordinates (`inLayerSpace` maps them to the canvas), as Core
    /// Animation places a mask. Nothing is left when the mask draws nothing: a mask that shows nothing hides the layer.
    @MainActor
    mutating func mask(from start: Int, with mask: Layer, inLayerSpace transform: PlaneProjection, id: ObjectIdentifier) {
        guard items.count > start else { return }
        let content = Array(items[start...])
        items.removeSubrange(start...)
        var masking = DisplayList()
        masking.canvas = canvas
        masking.visitLayer(mask, space: nil, superTransform: transform, alpha: 1, clip: nil, replication: .none)
        // The whole drawing is composited (outside the mask's items it is hidden), unless the mask draws nothing at all.
        let drawn = content.reduce(CGRect.null) { $0.union($1.canvasBounds) }
        guard !masking.items.isEmpty, !drawn.isNull, !drawn.isEmpty else { return }
        items.append(
            DisplayItem(
                content: .masked(content: content, mask: masking.items.map { $0.with(content: $0.content.asMask) }), rect: drawn,
                transform: PlaneProjection(translationX: 0, y: 0), alpha: 1, cornerRadius: 0, clip: nil, viewID: id))
    }
}

extension DisplayList {
    /// Makes the items drawn since `start` one group at `alpha`, as a layer's opacity applies to all it draws at once:
    /// a masked item whose mask is that alpha all over (so overlapping items do not show through each other).
    mutating func fadeGroup(from start: Int, to alpha: CGFloat, id: ObjectIdentifier) {
        guard items.count > start, alpha < 1 else { return }
        guard alpha >= DisplayList.invisibleAlpha else { return items.removeSubrange(start...) }
        let content = Array(items[start...])
        items.removeSubrange(start...)
        let drawn = content.reduce(CGRect.null) { $0.union($1.canvasBounds) }
        guard !drawn.isNull, !drawn.isEmpty else { return }
        let identity = PlaneProjection(translationX: 0, y: 0)
        let all = DisplayItem(
            content: .fill(Color(red: 1, green: 1, blue: 1, alpha: alpha)), rect: drawn, transform: identity, alpha: 1, cornerRadius: 0,
            clip: nil, viewID: id)
        items.append(
            DisplayItem(
                content: .masked(content: content, mask: [all]), rect: drawn, transform: identity, alpha: 1, cornerRadius: 0, clip: nil,
                viewID: id))
    }
}
