import Foundation

/// Where a button's image and title go: side by side, the image first, as a block placed in the content rectangle
/// (the bounds less `contentEdgeInsets`, ``Button/contentRect(forBounds:)``) by the content alignments — centred, at the left or right edge, stretched across (`.fill`),
/// and likewise down — then each moved by its own edge insets. A title alone fills the content width when it is
/// centred or stretched, so that long titles are cut off at the edges as a label's are.
@MainActor
struct ButtonContentPlace {
    let imageRect: CGRect
    let titleRect: CGRect
    let titleAlignment: TextAlignment

    init(button: Button, content: CGRect, titleSize: CGSize, imageSize: CGSize) {
        let width = titleSize.width + imageSize.width
        let horizontal = button.effectiveContentHorizontalAlignment, vertical = button.contentVerticalAlignment
        let left: CGFloat
        switch horizontal {
        case .left: left = content.minX
        case .right: left = content.maxX - width
        case .center, .fill, .leading, .trailing: left = content.midX - width / 2
        }
        func top(_ height: CGFloat) -> CGFloat {
            switch vertical {
            case .top: content.minY
            case .bottom: content.maxY - height
            case .center, .fill: content.midY - height / 2
            }
        }
        func shift(_ insets: UIEdgeInsets) -> CGPoint {
            let dx: CGFloat = horizontal == .left ? insets.left : horizontal == .right ? -insets.right : (insets.left - insets.right) / 2
            let dy: CGFloat = vertical == .top ? insets.top : vertical == .bottom ? -insets.bottom : (insets.top - insets.bottom) / 2
            return CGPoint(x: dx, y: dy)
        }
        let imageShift = shift(button.imageEdgeInsets), titleShift = shift(button.titleEdgeInsets)
        // Forced right to left, the image comes after the title (a "Next ›" button).
        let imageFirst = button.semanticContentAttribute != .forceRightToLeft
        imageRect = CGRect(
            x: (imageFirst ? left : left + titleSize.width) + imageShift.x, y: top(imageSize.height) + imageShift.y,
            width: imageSize.width, height: imageSize.height)
        let alone = imageSize == .zero && (horizontal == .center || horizontal == .fill)
        let titleLeft = alone ? content.minX : imageFirst ? left + imageSize.width : left
        let titleHeight = vertical == .center || vertical == .fill ? content.height : titleSize.height
        titleRect = CGRect(
            x: titleLeft + titleShift.x,
            y: (vertical == .center || vertical == .fill ? content.minY : top(titleSize.height)) + titleShift.y,
            width: alone ? content.width : titleSize.width, height: titleHeight)
        titleAlignment = alone ? .center : .left
    }
}

extension Button {
    /// The default places of the image and title in `content` (``titleRect(forContentRect:)``).
    func contentPlace(in content: CGRect) -> ButtonContentPlace {
        ButtonContentPlace(button: self, content: content, titleSize: fittedTitle(in: content).size, imageSize: currentImage?.size ?? .zero)
    }

    /// The title as drawn in `content`, and its size: cut as its label cuts a line when wider than the room beside the
    /// image (or than `room`, when given).
    func fittedTitle(in content: CGRect, room: CGFloat? = nil) -> (text: String, size: CGSize) {
        let title = currentTitle ?? ""
        guard !title.isEmpty else { return ("", .zero) }
        let size = Label.textMeasurer.size(of: title, in: font)
        let room = room ?? content.inset(by: titleEdgeInsets).width - (currentImage?.size.width ?? 0)
        guard let label = titleLabel, size.width > room, room > 0 else { return (title, size) }
        let cut = label.shortened(title, to: room, in: font, mode: label.lineBreakMode)
        return (cut, Label.textMeasurer.size(of: cut, in: font))
    }
}
