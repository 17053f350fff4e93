import Foundation

/// What a view draws into its layer, as UIKit's views draw as their layer's delegate: an image view's image, a label's
/// text, a button's title and image, what `draw(_:)` drew — over the layer's own content, under its sublayers and border.
extension DisplayList {
    /// Adds what `view` draws of its own, its presentation `values` at `place`; `clipInside` is the clip inside the view
    /// (its bounds too when it clips to them).
    @MainActor
    mutating func addContent(drawnBy view: View, values: ViewValues, at place: ContentPlace, clipInside: CGRect?) {
        let bounds = values.bounds, transform = place.transform
        guard transform.isInFront(bounds) else { return }
        if let imageView = view as? ImageView, let image = imageView.shownImage {
            let placed = imageView.contentMode.rect(for: image.size, in: bounds)
            let tint = view.tintColor ?? .systemBlue
            if image.isPlaceholder {
                // A stand-in (an SF Symbol) is a faint rounded square in the tint, the symbol's size.
                let item = DisplayItem(
                    content: .fill(tint.withAlphaComponent(tint.alpha * 0.35)), rect: placed, transform: transform, alpha: place.alpha,
                    cornerRadius: Swift.min(placed.width, placed.height) / 4, clip: clipInside, viewID: place.id)
                if item.canvasBounds.intersects(place.visible) { items.append(item) }
            } else {
                // A template image is its shape in the image view's tint colour (or its own).
                addImage(
                    image, in: placed, template: image.templateColor(shownIn: tint, automaticIsTemplate: false), transform: transform,
                    alpha: place.alpha, clip: clipInside, visible: place.visible, id: place.id)
            }
        }
        if let label = view as? Label {
            addLabelText(label, in: bounds, place: place)
        } else if let button = view as? Button {
            if let configuration = button.drawnConfiguration {
                addConfiguredButtonContent(
                    button, configuration, in: bounds, transform: transform, alpha: place.alpha, clip: place.clip, visible: place.visible)
            } else {
                addButtonContent(button, in: bounds, transform: transform, alpha: place.alpha, clip: place.clip, visible: place.visible)
            }
        }
        if let drawn = view.currentDrawing() {
            addDrawing(drawn, of: view, values: values, transform: transform, alpha: place.alpha, clip: place.clip, visible: place.visible)
        }
    }

    /// Text laid out in runs of their own faces (a label's or a text layer's attributed text), its block's top left at
    /// `origin` in the layer's coordinates.
    @MainActor
    mutating func addText(_ layout: AttributedTextLayout, at origin: CGPoint, place: ContentPlace) {
        for piece in layout.pieces {
            let attributes = piece.attributes
            if let attachment = attributes.attachment {
                addAttachment(attachment, in: piece.rect.offsetBy(dx: origin.x, dy: origin.y), textColor: attributes.color, place: place)
                continue
            }
            guard attributes.color.alpha > 0 else { continue }
            let rect = piece.rect.offsetBy(dx: origin.x, dy: origin.y)
            if let shadow = attributes.shadow {
                addShadow(shadow, of: piece.text, font: attributes.font, textAlpha: attributes.color.alpha, in: rect, place: place)
            }
            addText(.text(piece.text, font: attributes.font, color: attributes.color, alignment: .left), in: rect, place: place)
        }
    }

    /// The shadow `shadow` of `text` set in `rect` (the layer's coordinates): its glyphs in the shadow's colour (its
    /// alpha times the text's), moved by the offset — blurred as one, when it has a radius, in a group of its own.
    @MainActor
    private mutating func addShadow(
        _ shadow: TextShadow, of text: String, font: Font, textAlpha: CGFloat, in rect: CGRect, place: ContentPlace
    ) {
        let color = shadow.color.withAlphaComponent(shadow.color.alpha * textAlpha)
        guard color.alpha > 0 else { return }
        let moved = rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        var glyphs = DisplayItem.Content.text(text, font: font, color: color, alignment: .left)
        guard shadow.radius > 0 else { return addText(glyphs, in: moved, place: place) }
        guard place.transform.isInFront(moved) else { return }
        if let tint = place.tint { glyphs = glyphs.tinted(by: tint) }
        // The blur in canvas units: the layer's points as its transform scales them there.
        let scale = place.transform.scale(near: CGPoint(x: moved.midX, y: moved.midY))
        let inner = DisplayItem(
            content: glyphs, rect: moved, transform: place.transform, alpha: 1, cornerRadius: 0, clip: place.clip, viewID: place.id)
        let reach = shadow.reach * scale
        let item = DisplayItem(
            content: .blurred([inner], radius: shadow.radius * scale), rect: inner.canvasBounds.insetBy(dx: -reach, dy: -reach),
            transform: PlaneProjection(translationX: 0, y: 0), alpha: place.alpha, cornerRadius: 0, clip: place.clip, viewID: place.id)
        if item.canvasBounds.intersects(place.visible) { items.append(item) }
    }

    /// An attachment's image in `rect` (the layer's coordinates): a template one — a symbol's — in its own tint or the
    /// text's colour.
    @MainActor
    private mutating func addAttachment(_ attachment: NSTextAttachment, in rect: CGRect, textColor: Color, place: ContentPlace) {
        guard let image = attachment.image else { return }
        addImage(
            image, in: rect, template: image.templateColor(shownIn: textColor, automaticIsTemplate: image.symbolName != nil),
            transform: place.transform, alpha: place.alpha, clip: place.clip, visible: place.visible, id: place.id)
    }

    /// One piece of text (`content`, a `.text` item) in `rect`, in the layer's coordinates.
    mutating func addText(_ content: DisplayItem.Content, in rect: CGRect, place: ContentPlace) {
        guard place.transform.isInFront(rect) else { return }
        var item = DisplayItem(
            content: content, rect: rect, transform: place.transform, alpha: place.alpha, cornerRadius: 0, clip: place.clip,
            viewID: place.id)
        if let tint = place.tint { item.content = content.tinted(by: tint) }
        if item.canvasBounds.intersects(place.visible) { items.append(item) }
    }

    /// A label's text where its ``Label/drawText(in:)`` puts it — the bounds, unless a subclass moves it.
    @MainActor
    private mutating func addLabelText(_ label: Label, in bounds: CGRect, place: ContentPlace) {
        label.drawnTextRect = nil
        label.drawText(in: bounds)
        guard let rect = label.drawnTextRect else { return }
        // Wrapped at the width the label's own bounds give the text, as UIKit lays text out for the model, not the
        // animated, size.
        let width = label.bounds.width + rect.width - bounds.width
        if let layout = label.runLayout(atWidth: width) {
            // Runs of their own faces, the block centred down the label as its one-style text is.
            addText(layout, at: CGPoint(x: rect.minX, y: rect.minY + (rect.height - layout.size.height) / 2), place: place)
        } else if let text = label.text, !text.isEmpty {
            let height = label.bounds.height + rect.height - bounds.height
            let shown = label.shownText(atWidth: width, height: height), font = label.shownFont(atWidth: width)
            if let shadow = label.shadowColor, shadow.alpha > 0 {
                // UILabel's own shadow: the text again in the shadow's colour, moved by the offset, unblurred.
                let moved = rect.offsetBy(dx: label.shadowOffset.width, dy: label.shadowOffset.height)
                addText(.text(shown, font: font, color: shadow, alignment: label.textAlignment), in: moved, place: place)
            }
            let color: Color = label.isHighlighted ? label.highlightedTextColor ?? label.textColor : label.textColor
            addText(.text(shown, font: font, color: color, alignment: label.textAlignment), in: rect, place: place)
        }
    }
}
