import Foundation

extension DisplayList {
    /// Shows `image` stretched over `rect` (in the space `transform` maps to the canvas): its pixels; or, with a
    /// `template` colour, its shape in that colour at its own alpha; or — an image drawn in an image context — what was
    /// drawn, placed in the rectangle; or — an SF Symbol's stand-in — a rounded square. An image with a dark appearance
    /// shows it where the list is in one. A resizable image keeps its caps at their size and fills the rest by its
    /// resizing mode, a layer's contents by its `contentsCenter` (`center`, stretched).
    @MainActor
    mutating func addImage(
        _ image: Image, in rect: CGRect, template: Color?, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?, visible: CGRect,
        id: ObjectIdentifier, blendMode: CGBlendMode = .normal, center: CGRect? = nil
    ) {
        // An image set's picture for the appearance it is shown in.
        let image = image.forAppearance(dark: inDarkAppearance)
        guard rect.width != 0, rect.height != 0, transform.isInFront(rect) else { return }
        // Turned or mirrored (its orientation): the stored pixels fill a rectangle of their own, mapped onto `rect`.
        if image.orientation != .up, image.resizing == nil, center == nil {
            let (pixels, onto) = image.orientedPlacement(in: rect)
            let upright = Image(of: image, renderingMode: image.renderingMode, tint: image.tint, orientation: .up)
            return addImage(
                upright, in: pixels, template: template, transform: PlaneProjection(affine: onto).concatenating(transform), alpha: alpha,
                clip: clip, visible: visible, id: id, blendMode: blendMode)
        }
        let look = ImageLook(
            template: template, transform: transform, alpha: alpha, clip: clip, visible: visible, id: id, blendMode: blendMode)
        guard !image.isPlaceholder, let pieces = Self.pieces(of: image, in: rect, center: center) else {
            return addImagePart(CGRect(x: 0, y: 0, width: 1, height: 1), of: image, in: rect, look: look)
        }
        for piece in pieces.pieces { addImagePart(piece.part, of: image, in: piece.rect, look: look, cutFrom: rect) }
    }

    /// How an image is drawn, wherever its parts go.
    struct ImageLook {
        let template: Color?, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?, visible: CGRect, id: ObjectIdentifier
        let blendMode: CGBlendMode
    }

    /// The pieces a resizable image (or contents with a `contentsCenter` other than the whole) is cut into over `rect`.
    private static func pieces(of image: Image, in rect: CGRect, center: CGRect?) -> ResizedImagePieces? {
        if let resizing = image.resizing {
            return ResizedImagePieces(
                of: image.size, caps: resizing.capInsets, tiled: resizing.mode == .tile, filling: rect)
        }
        guard let center = center?.standardized, center != CGRect(x: 0, y: 0, width: 1, height: 1) else { return nil }
        let size = image.pixelSize
        let caps = UIEdgeInsets(
            top: center.minY * size.height, left: center.minX * size.width, bottom: (1 - center.maxY) * size.height,
            right: (1 - center.maxX) * size.width)
        return ResizedImagePieces(of: size, caps: caps, tiled: false, filling: rect)
    }

    /// Shows the part `part` of `image` (unit coordinates) stretched over `rect`, a piece cut from the image's place `place`
    /// when it is cut into pieces.
    @MainActor
    mutating func addImagePart(_ part: CGRect, of image: Image, in rect: CGRect, look: ImageLook, cutFrom place: CGRect? = nil) {
        let whole = part == CGRect(x: 0, y: 0, width: 1, height: 1)
        if let drawing = image.drawing {
            // What was drawn, placed so that the part fills the rectangle, and cut to it.
            let placed =
                whole
                ? rect
                : CGRect(
                    x: rect.minX - part.minX / part.width * rect.width, y: rect.minY - part.minY / part.height * rect.height,
                    width: rect.width / part.width, height: rect.height / part.height)
            var own = look.transform.boundingBox(of: rect)
            if let place {
                // Where two pieces meet, both are cut on the same whole pixel: cut on a fraction, each would shade half
                // of it and leave a lighter seam.
                let outer = look.transform.boundingBox(of: place)
                func cut(_ edge: CGFloat, _ outerEdge: CGFloat) -> CGFloat { abs(edge - outerEdge) < 1e-6 ? edge : edge.rounded() }
                let (minX, maxX) = (cut(own.minX, outer.minX), cut(own.maxX, outer.maxX))
                let (minY, maxY) = (cut(own.minY, outer.minY), cut(own.maxY, outer.maxY))
                own = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            }
            return addDrawn(
                drawing, placedIn: placed, transform: look.transform, alpha: look.alpha,
                clip: look.clip.map { $0.intersection(own) } ?? own, visible: look.visible, id: look.id, template: look.template)
        }
        // An SF Symbol's stand-in (``Image/isPlaceholder``): a rounded square of the symbol's size, black as a symbol's
        // own image is (a particle's colour multiplies it, as it would the glyph), or in the template colour.
        let standIn = image.isPlaceholder
        let content: DisplayItem.Content =
            standIn ? .fill(look.template ?? .black) : look.template.map { .silhouette(image, tint: $0) } ?? .image(image)
        let corner = standIn ? Swift.min(abs(rect.width), abs(rect.height)) / 4 : 0
        var item = DisplayItem(
            content: content, rect: rect, transform: look.transform, alpha: look.alpha, cornerRadius: corner, clip: look.clip,
            viewID: look.id)
        item.blendMode = look.blendMode
        item.imagePart = part
        if item.canvasBounds.intersects(look.visible) { items.append(item) }
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
