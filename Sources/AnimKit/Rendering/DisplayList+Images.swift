import Foundation

extension DisplayList {
    /// Shows `image` stretched over `rect` (in the space `transform` maps to the canvas): its pixels; or, with a
    /// `template` colour, its shape in that colour at its own alpha; or — an image drawn in an image context — what was
    /// drawn, placed in the rectangle.
    @MainActor
    mutating func addImage(
        _ image: Image, in rect: CGRect, template: Color?, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?, visible: CGRect,
        id: ObjectIdentifier, blendMode: CGBlendMode = .normal
    ) {
        guard rect.width != 0, rect.height != 0, transform.isInFront(rect) else { return }
        if let drawing = image.drawing {
            let own = transform.boundingBox(of: rect)
            return addDrawn(
                drawing, placedIn: rect, transform: transform, alpha: alpha, clip: clip.map { $0.intersection(own) } ?? own,
                visible: visible, id: id, template: template)
        }
        let content: DisplayItem.Content = template.map { .silhouette(image, tint: $0) } ?? .image(image)
        var item = DisplayItem(content: content, rect: rect, transform: transform, alpha: alpha, cornerRadius: 0, clip: clip, viewID: id)
        item.blendMode = blendMode
        if item.canvasBounds.intersects(visible) { items.append(item) }
    }
}

extension DisplayItem.Content {
    /// The content drawn as a template in `tint`: every colour the tint at its own alpha times the tint's; an image its
    /// silhouette in the tint.
    func templated(in tint: Color) -> DisplayItem.Content {
        if case .image(let image) = self { return .silhouette(image, tint: tint) }
        if case .tintedImage(let image, let own) = self { return .silhouette(image, tint: tint.withAlphaComponent(tint.alpha * own.alpha)) }
        return recoloured { tint.withAlphaComponent($0.alpha * tint.alpha) }
    }
}
