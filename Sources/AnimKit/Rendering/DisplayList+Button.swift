import Foundation

extension DisplayList {
    /// A button's background image stretched over `bounds`, then its image and title side by side, placed as its
    /// content alignment and edge insets say (centred by default, as UIKit lays out a button's content). A system button draws its images as templates in its tint, and fades
    /// its title and image while a touch is down inside it, as iOS's does.
    @MainActor
    mutating func addButtonContent(
        _ button: Button, in bounds: CGRect, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?, visible: CGRect
    ) {
        if button.showsCloseGlyph {
            return addCloseGlyph(of: button, in: bounds, transform: transform, alpha: alpha, clip: clip, visible: visible)
        }
        let id = ObjectIdentifier(button), tint = button.tintColor ?? .systemBlue
        let system = button.buttonType != .custom
        let faded = button.isHighlighted && system ? alpha * 0.2 : alpha
        if let background = button.currentBackgroundImage {
            addImage(
                background, in: bounds, template: background.templateColor(shownIn: tint, automaticIsTemplate: false), transform: transform,
                alpha: alpha, clip: clip, visible: visible, id: id)
        }
        var title = button.currentTitle ?? ""
        let image = button.currentImage, imageSize = image?.size ?? .zero
        var titleSize = title.isEmpty ? .zero : Label.textMeasurer.size(of: title, in: button.font)
        // A title wider than the room beside the image is cut as its label's line break mode cuts a line.
        let room = bounds.inset(by: button.contentEdgeInsets).inset(by: button.titleEdgeInsets).width - imageSize.width
        if let label = button.titleLabel, titleSize.width > room, room > 0 {
            title = label.shortened(title, to: room, in: button.font, mode: label.lineBreakMode)
            titleSize = Label.textMeasurer.size(of: title, in: button.font)
        }
        let place = ButtonContentPlace(button: button, bounds: bounds, titleSize: titleSize, imageSize: imageSize)
        let imageRect = place.imageRect
        if let image, image.isPlaceholder {
            // A stand-in (an SF Symbol) is a faint rounded square of the symbol's size, in the colour it would be drawn in.
            let color = image.templateColor(shownIn: tint, automaticIsTemplate: system) ?? tint
            let item = DisplayItem(
                content: .fill(color.withAlphaComponent(color.alpha * 0.35)), rect: imageRect, transform: transform, alpha: faded,
                cornerRadius: Swift.min(imageSize.width, imageSize.height) / 4, clip: clip, viewID: id)
            if item.canvasBounds.intersects(visible) { items.append(item) }
        } else if let image {
            addImage(
                image, in: imageRect, template: image.templateColor(shownIn: tint, automaticIsTemplate: system), transform: transform,
                alpha: faded, clip: clip, visible: visible, id: id)
        }
        guard !title.isEmpty else { return }
        let color = button.currentTitleColor
        let item = DisplayItem(
            content: .text(title, font: button.font, color: color, alignment: place.titleAlignment), rect: place.titleRect,
            transform: transform, alpha: faded, cornerRadius: 0, clip: clip, viewID: id)
        if item.canvasBounds.intersects(visible) { items.append(item) }
    }
}
