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
                background, in: button.backgroundRect(forBounds: bounds),
                template: background.templateColor(shownIn: tint, automaticIsTemplate: false), transform: transform, alpha: alpha,
                clip: clip, visible: visible, id: id)
        }
        // The places a subclass may move (UIKit's `titleRect(forContentRect:)` and the rest), else the default ones.
        let content = button.contentRect(forBounds: bounds), place = button.contentPlace(in: content)
        let image = button.currentImage, imageSize = image?.size ?? .zero
        let imageRect = button.imageRect(forContentRect: content), titleRect = button.titleRect(forContentRect: content)
        let moved = titleRect != place.titleRect
        let title = button.fittedTitle(in: content, room: moved ? titleRect.width : nil).text
        let titleAlignment = moved ? button.titleLabel?.textAlignment ?? .center : place.titleAlignment
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
            content: .text(title, font: button.font, color: color, alignment: titleAlignment), rect: titleRect,
            transform: transform, alpha: faded, cornerRadius: 0, clip: clip, viewID: id)
        if item.canvasBounds.intersects(visible) { items.append(item) }
    }
}
