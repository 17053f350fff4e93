import Foundation

/// Where a button's image and title go: side by side, the image first, as a block placed in the bounds less
/// `contentEdgeInsets` by the content alignments — centred, at the left or right edge, stretched across (`.fill`),
/// and likewise down — then each moved by its own edge insets. A title alone fills the content width when it is
/// centred or stretched, so that long titles are cut off at the edges as a label's are.
@MainActor
struct ButtonContentPlace {
    let imageRect: CGRect
    let titleRect: CGRect
    let titleAlignment: TextAlignment

    init(button: Button, bounds: CGRect, titleSize: CGSize, imageSize: CGSize) {
        let content = bounds.inset(by: button.contentEdgeInsets)
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
