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

extension DisplayList {
    /// Keeps the items drawn since `start` (a layer's content and sublayers) inside its rounded bounds, as a layer that
    /// masks to its bounds clips them to its corner radius (Apple's `cornerRadius`: "setting `masksToBounds` to true
    /// causes the content to be clipped to the rounded corners"): the items, through a mask of the rounded bounds. Items
    /// that keep clear of the corners are left as they are (the clip to the bounds already holds them).
    mutating func roundClip(
        from start: Int, bounds: CGRect, radius: CGFloat, corners: CornerMask, transform: PlaneProjection, id: ObjectIdentifier
    ) {
        guard items.count > start else { return }
        var shape = DisplayItem(
            content: .fill(.white), rect: bounds, transform: transform, alpha: 1, cornerRadius: radius, clip: nil, viewID: id)
        shape.roundedCorners = corners
        // Upright, unturned and unmirrored, only the corners' squares that the drawing reaches are masked: elsewhere the
        // bounds' clip already holds it.
        let upright = shape.isAxisAligned && transform.m12 == 0 && transform.m21 == 0 && transform.m11 > 0 && transform.m22 > 0
        let drawn = items[start...].reduce(CGRect.null) { $0.union($1.canvasBounds) }.intersection(shape.canvasBounds)
        guard !drawn.isNull, !drawn.isEmpty else { return }
        var squares: [CGRect] = []
        for square in upright ? Self.cornerSquares(of: shape) : [] {
            let reached = items[start...].reduce(CGRect.null) { $0.union($1.canvasBounds.intersection(square)) }
            if !reached.isNull, !reached.isEmpty { squares.append(reached) }
        }
        if upright, squares.isEmpty { return }
        let content = Array(items[start...])
        items.removeSubrange(start...)
        items.append(
            DisplayItem(
                content: .masked(content: content, mask: [shape], only: squares), rect: drawn,
                transform: PlaneProjection(translationX: 0, y: 0), alpha: 1, cornerRadius: 0, clip: nil, viewID: id))
    }

    /// The squares (canvas units) of the corners `shape` rounds, upright, unturned and unmirrored, each the corner's
    /// radius a side.
    private static func cornerSquares(of shape: DisplayItem) -> [CGRect] {
        let box = shape.canvasBounds
        let side = Swift.min(
            shape.cornerRadius * Swift.max(shape.transform.m11, shape.transform.m22), box.width / 2, box.height / 2)
        let corners: [(CornerMask, CGPoint)] = [
            (.layerMinXMinYCorner, CGPoint(x: box.minX, y: box.minY)), (.layerMaxXMinYCorner, CGPoint(x: box.maxX - side, y: box.minY)),
            (.layerMinXMaxYCorner, CGPoint(x: box.minX, y: box.maxY - side)),
            (.layerMaxXMaxYCorner, CGPoint(x: box.maxX - side, y: box.maxY - side)),
        ]
        return corners.filter { shape.roundedCorners.contains($0.0) }.map { CGRect(origin: $0.1, size: CGSize(width: side, height: side)) }
    }
}
