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
