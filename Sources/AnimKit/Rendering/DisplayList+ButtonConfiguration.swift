import Foundation

extension DisplayList {
    /// A button with a configuration: the style's background with its corners and stroke, then the image, title and
    /// subtitle where ``Button/Configuration/contentLayout(in:)`` puts them, in the style's foreground colour. While a
    /// touch is down inside it, the content shows at half its opacity; disabled, it is grey.
    @MainActor
    mutating func addConfiguredButtonContent(
        _ button: Button, _ configuration: Button.Configuration, in bounds: CGRect, transform: PlaneProjection, alpha: CGFloat,
        clip: CGRect?, visible: CGRect
    ) {
        let id = ObjectIdentifier(button), tint = button.tintColor ?? .systemBlue
        let radius = configuration.cornerRadius(in: bounds.size)
        func add(_ content: DisplayItem.Content, _ rect: CGRect, radius: CGFloat = 0, alpha: CGFloat) {
            let item = DisplayItem(
                content: content, rect: rect, transform: transform, alpha: alpha, cornerRadius: radius, clip: clip, viewID: id)
            if item.canvasBounds.intersects(visible) { items.append(item) }
        }
        if let fill = configuration.backgroundFill(tint: tint, isEnabled: button.isEnabled), fill.alpha > 0 {
            add(.fill(fill), bounds, radius: radius, alpha: alpha)
        }
        if let image = configuration.background.image {
            addImage(image, in: bounds, template: nil, transform: transform, alpha: alpha, clip: clip, visible: visible, id: id)
        }
        if let stroke = configuration.background.strokeColor, configuration.background.strokeWidth > 0 {
            add(.border(stroke, width: configuration.background.strokeWidth), bounds, radius: radius, alpha: alpha)
        }
        let foreground = configuration.foreground(tint: tint, isEnabled: button.isEnabled)
        let content = button.isHighlighted ? alpha * 0.5 : alpha
        let layout = configuration.contentLayout(in: bounds)
        if let image = configuration.shownImage, !configuration.showsActivityIndicator {
            if image.isPlaceholder {
                add(
                    .fill(foreground.withAlphaComponent(foreground.alpha * 0.35)), layout.image, radius: layout.image.height / 4,
                    alpha: content)
            } else {
                addImage(
                    image, in: layout.image, template: image.templateColor(shownIn: foreground, automaticIsTemplate: true),
                    transform: transform,
                    alpha: content, clip: clip, visible: visible, id: id)
            }
        }
        if let title = button.currentTitle, !title.isEmpty {
            let look = configuration.titleLook(tint: tint, isEnabled: button.isEnabled)
            add(.text(title, font: look.font, color: look.color, alignment: .left), layout.title, alpha: content)
        }
        if let subtitle = configuration.subtitle, !subtitle.isEmpty {
            let look = configuration.subtitleLook(tint: tint, isEnabled: button.isEnabled)
            add(.text(subtitle, font: look.font, color: look.color, alignment: .left), layout.subtitle, alpha: content)
        }
    }
}
