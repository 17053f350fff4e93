import Foundation

/// Where a list content view's image and texts go: inside the configuration's margins (leading and trailing are left
/// and right here, where text runs left to right), the image first in its reserved room, the texts after it past
/// `imageToTextPadding` — stacked, `textToSecondaryTextVerticalPadding` apart, the block centred down the content; or
/// side by side where the configuration prefers it and both fit, the secondary text at the trailing edge.
@MainActor
struct ListContentLayout {
    let configuration: ListContentConfiguration
    let title: Label?
    let detail: Label?
    let image: Image?

    /// The frames of the image, the text and the secondary text in `bounds`.
    func frames(in bounds: CGRect) -> (image: CGRect, title: CGRect, detail: CGRect) {
        let margins = configuration.directionalLayoutMargins
        let content = CGRect(
            x: margins.leading, y: margins.top, width: Swift.max(bounds.width - margins.leading - margins.trailing, 0),
            height: Swift.max(bounds.height - margins.top - margins.bottom, 0))
        var imageFrame = CGRect.zero
        var textLeft = content.minX
        if let room = imageRoom(limit: bounds.height) {
            imageFrame = CGRect(
                x: content.minX + (room.reserved.width - room.drawn.width) / 2, y: (bounds.height - room.drawn.height) / 2,
                width: room.drawn.width, height: room.drawn.height)
            textLeft += room.reserved.width + configuration.imageToTextPadding
        }
        let width = Swift.max(content.maxX - textLeft, 0)
        if let (titleWidth, detailWidth) = sideBySide(width: width) {
            let titleHeight = height(of: title, at: titleWidth), detailHeight = height(of: detail, at: detailWidth)
            return (
                imageFrame, CGRect(x: textLeft, y: content.midY - titleHeight / 2, width: titleWidth, height: titleHeight),
                CGRect(x: content.maxX - detailWidth, y: content.midY - detailHeight / 2, width: detailWidth, height: detailHeight)
            )
        }
        let titleHeight = height(of: title, at: width), detailHeight = height(of: detail, at: width)
        var top = content.midY - stackedHeight(titleHeight, detailHeight) / 2
        let titleFrame = CGRect(x: textLeft, y: top, width: titleHeight > 0 ? width : 0, height: titleHeight)
        if titleHeight > 0, detailHeight > 0 { top += titleHeight + configuration.textToSecondaryTextVerticalPadding }
        return (imageFrame, titleFrame, CGRect(x: textLeft, y: top, width: detailHeight > 0 ? width : 0, height: detailHeight))
    }

    /// The height the content needs at `width`: the taller of the texts and the image's room, and the margins — a
    /// row's 44 points at least.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let margins = configuration.directionalLayoutMargins
        var textWidth = width - margins.leading - margins.trailing
        let room = imageRoom(limit: .infinity)
        if let room { textWidth -= room.reserved.width + configuration.imageToTextPadding }
        textWidth = Swift.max(textWidth, 0)
        let text: CGFloat
        if let (titleWidth, detailWidth) = sideBySide(width: textWidth) {
            text = Swift.max(height(of: title, at: titleWidth), height(of: detail, at: detailWidth))
        } else {
            text = stackedHeight(height(of: title, at: textWidth), height(of: detail, at: textWidth))
        }
        let needed = Swift.max(text, room?.reserved.height ?? 0) + margins.top + margins.bottom
        return configuration.place == .cell ? Swift.max(44, needed) : needed
    }

    /// The image's drawn size — its own, no larger than `maximumSize` along an axis that has one (its proportions
    /// kept) nor taller than `limit` — and the room kept for it (`reservedLayoutSize` where larger).
    private func imageRoom(limit: CGFloat) -> (drawn: CGSize, reserved: CGSize)? {
        guard let image, image.size.width > 0, image.size.height > 0 else { return nil }
        let maximum = configuration.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0 { scale = Swift.min(scale, maximum.width / image.size.width) }
        if maximum.height > 0 { scale = Swift.min(scale, maximum.height / image.size.height) }
        scale = Swift.min(scale, limit / image.size.height)
        let drawn = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let reserved = configuration.imageProperties.reservedLayoutSize
        return (drawn, CGSize(width: Swift.max(reserved.width, drawn.width), height: Swift.max(reserved.height, drawn.height)))
    }

    /// The widths of the text and the secondary text side by side in `width`, when the configuration prefers it and
    /// both fit whole with the padding between them.
    private func sideBySide(width: CGFloat) -> (CGFloat, CGFloat)? {
        guard configuration.prefersSideBySideTextAndSecondaryText, let title, let detail, shows(title), shows(detail) else {
            return nil
        }
        let titleWidth = title.intrinsicContentSize.width, detailWidth = detail.intrinsicContentSize.width
        guard titleWidth + configuration.textToSecondaryTextHorizontalPadding + detailWidth <= width else { return nil }
        return (width - configuration.textToSecondaryTextHorizontalPadding - detailWidth, detailWidth)
    }

    /// The two texts' height stacked: the padding between them only when both show.
    private func stackedHeight(_ title: CGFloat, _ detail: CGFloat) -> CGFloat {
        title + detail + (title > 0 && detail > 0 ? configuration.textToSecondaryTextVerticalPadding : 0)
    }

    /// Whether `label` has text to show.
    private func shows(_ label: Label) -> Bool { label.text?.isEmpty == false }

    /// How tall `label` is at `width`: none without text, its lines wrapped to the width when it wraps.
    private func height(of label: Label?, at width: CGFloat) -> CGFloat {
        guard let label, shows(label) else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: 0)).height.rounded(.up)
    }
}
