import Foundation

extension DisplayList {
    /// Shows `image` stretched over `rect` (in the space `transform` maps to the canvas): its pixels; or, with a
    /// `template` colour, its shape in that colour at its own alpha; or — an image drawn in an image context — what was
    /// drawn, placed in the rectangle; or — an SF Symbol's stand-in — a rounded square. An image with a dark appearance
    /// shows it where the list is in one.
    @MainActor
    mutating func addImage(
        _ image: Image, in rect: CGRect, template: Color?, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?, visible: CGRect,
        id: ObjectIdentifier, blendMode: CGBlendMode = .normal
    ) {
        // An image set's picture for the appearance it is shown in.
        let image = image.forAppearance(dark: inDarkAppearance)
        guard rect.width != 0, rect.height != 0, transform.isInFront(rect) else { return }
        if let drawing = image.drawing {
            let own = transform.boundingBox(of: rect)
            return addDrawn(
                drawing, placedIn: rect, transform: transform, alpha: alpha, clip: clip.map { $0.intersection(own) } ?? own,
                visible: visible, id: id, template: template)
        }
        // An SF Symbol's stand-in (``Image/isPlaceholder``): a rounded square of the symbol's size, black as a symbol's
        // own image is (a particle's colour multiplies it, as it would the glyph), or in the template colour.
        let standIn = image.isPlaceholder
        let content: DisplayItem.Content =
            standIn ? .fill(template ?? .black) : template.map { .silhouette(image, tint: $0) } ?? .image(image)
        let corner = standIn ? Swift.min(abs(rect.width), abs(rect.height)) / 4 : 0
        var item = DisplayItem(
            content: content, rect: rect, transform: transform, alpha: alpha, cornerRadius: corner, clip: clip, viewID: id)
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
