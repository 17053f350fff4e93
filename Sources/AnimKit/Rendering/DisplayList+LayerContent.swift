import Foundation

/// What a layer draws of its own between its background and its border — its `contents` image, a gradient layer's
/// gradient, a shape layer's shape, a text layer's text — drawn one way for a layer of its own and for a view's layer
/// (a view whose `layerClass` is a gradient or shape layer, or whose layer was given an image).
extension DisplayList {
    /// Where a layer's content goes: its bounds, the map from them to the canvas, and how it is cut and tinted.
    struct ContentPlace {
        var bounds: CGRect
        var transform: PlaneProjection
        var alpha: CGFloat
        var clip: CGRect?
        var visible: CGRect
        var id: ObjectIdentifier
        /// A replicator copy's colour, multiplied into what the copy draws.
        var tint: Color?
    }

    /// Adds the content `shown` (a layer, or its presentation) draws of its own.
    @MainActor
    mutating func addOwnContent(of shown: Layer, at place: ContentPlace) {
        let bounds = place.bounds, transform = place.transform
        func add(_ content: DisplayItem.Content, rect: CGRect, radius: CGFloat = shown.cornerRadius) {
            guard transform.isInFront(rect) else { return }
            var item = DisplayItem(
                content: place.tint.map { content.tinted(by: $0) } ?? content, rect: rect, transform: transform, alpha: place.alpha,
                cornerRadius: radius, clip: place.clip, viewID: place.id)
            item.roundedCorners = shown.maskedCorners
            if item.canvasBounds.intersects(place.visible) { items.append(item) }
        }
        if let image = shown.contents as? Image {
            // The contents rectangle's part of the image fills where the gravity puts the image, cut by the contents
            // centre when the image is resized.
            let placed = shown.contentsGravity.contentMode.rect(for: image.pixelSize, in: bounds), part = shown.contentsRect
            if part == CGRect(x: 0, y: 0, width: 1, height: 1) || part.width <= 0 || part.height <= 0 {
                addImage(
                    image, in: placed, template: nil, transform: transform, alpha: place.alpha, clip: place.clip, visible: place.visible,
                    id: place.id, center: shown.contentsCenter)
            } else if transform.isInFront(placed) {
                let look = ImageLook(
                    template: nil, transform: transform, alpha: place.alpha, clip: place.clip, visible: place.visible, id: place.id,
                    blendMode: .normal)
                addImagePart(part, of: image.forAppearance(dark: inDarkAppearance), in: placed, look: look)
            }
        }
        if let gradient = shown as? CAGradientLayer, let drawing = GradientDrawing(gradient) { add(.gradient(drawing), rect: bounds) }
        if let shape = shown as? CAShapeLayer, let drawing = ShapeDrawing(shape) { add(.shape(drawing), rect: drawing.coverage, radius: 0) }
        if let textLayer = shown as? CATextLayer, let layout = textLayer.runLayout {
            addText(layout, at: bounds.origin, place: place)
        } else if let textLayer = shown as? CATextLayer, let color = textLayer.drawnColor, color.alpha > 0,
            case let lines = textLayer.lines,
            !lines.isEmpty
        {
            // From the top edge: the item's rectangle is the block of lines, in which the backend centres them.
            let font = textLayer.drawnFont
            let height = Label.textMeasurer.lineHeight(of: font) * CGFloat(lines.count)
            addText(
                .text(lines.joined(separator: "\n"), font: font, color: color, alignment: textLayer.drawnAlignment),
                in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height), place: place)
        }
    }
}
