import Foundation

extension DisplayList {
    /// A button's background image stretched over `bounds`, then its image and title side by side, centred, as UIKit
    /// lays out a button's content by default. A system button draws its images as templates in its tint, and fades
    /// its title and image while a touch is down inside it, as iOS's does.
    @MainActor
    mutating func addButtonContent(
        _ button: Button, in bounds: CGRect, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?, visible: CGRect
    ) {
        let id = ObjectIdentifier(button), tint = button.tintColor ?? .systemBlue
        let system = button.buttonType != .custom
        let faded = button.isHighlighted && system ? alpha * 0.2 : alpha
        if let background = button.currentBackgroundImage {
            addImage(
                background, in: bounds, template: background.templateColor(shownIn: tint, automaticIsTemplate: false), transform: transform,
                alpha: alpha, clip: clip, visible: visible, id: id)
        }
        let title = button.currentTitle ?? "", image = button.currentImage
        let titleWidth = title.isEmpty ? 0 : Label.textMeasurer.size(of: title, in: button.font).width
        let imageSize = image?.size ?? .zero
        let left = bounds.midX - (titleWidth + imageSize.width) / 2
        let imageRect = CGRect(x: left, y: bounds.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
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
        // Alone, the title is centred in the bounds; beside an image it follows it.
        let rect = image == nil ? bounds : CGRect(x: left + imageSize.width, y: bounds.minY, width: titleWidth, height: bounds.height)
        let color = button.currentTitleColor
        let item = DisplayItem(
            content: .text(title, font: button.font, color: color, alignment: image == nil ? .center : .left), rect: rect,
            transform: transform, alpha: faded, cornerRadius: 0, clip: clip, viewID: id)
        if item.canvasBounds.intersects(visible) { items.append(item) }
    }
}
