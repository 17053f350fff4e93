import Foundation

/// The glyphs UIKit's typed buttons show without a title, drawn in AnimKit's own lines (Apple's SF Symbols cannot
/// ship): an info button's and a detail disclosure button's circled "i", a contact-add button's circled plus — template
/// images, 22 points square, tinted as a system button's image is — and a close button's cross, which the button
/// draws on a 30-point grey disc.
@MainActor
enum ButtonTypeGlyph {
    /// A close button's side (its disc's diameter), as UIKit's.
    static let closeSide: CGFloat = 30
    /// The circled glyphs' side.
    static let side: CGFloat = 22

    /// The image a button of `type` starts with for its normal state, or `nil` for the types that show a title.
    static func image(for type: Button.ButtonType) -> Image? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: info
        case .contactAdd: add
        case .custom, .system, .close: nil
        }
    }

    /// A close button's cross, a template drawn in the disc's middle.
    static let cross: Image = template(side: closeSide, lineWidth: 2.6) { context in
        context.addLines(between: [CGPoint(x: 11, y: 11), CGPoint(x: 19, y: 19)])
        context.addLines(between: [CGPoint(x: 19, y: 11), CGPoint(x: 11, y: 19)])
        context.strokePath()
    }

    private static let info: Image = template(side: side, lineWidth: 1.5) { context in
        context.addEllipse(in: CGRect(x: 1.5, y: 1.5, width: 19, height: 19))
        context.addLines(between: [CGPoint(x: 11, y: 10), CGPoint(x: 11, y: 16)])
        context.strokePath()
        context.fillEllipse(in: CGRect(x: 10, y: 5.6, width: 2, height: 2))
    }

    private static let add: Image = template(side: side, lineWidth: 1.5) { context in
        context.addEllipse(in: CGRect(x: 1.5, y: 1.5, width: 19, height: 19))
        context.addLines(between: [CGPoint(x: 11, y: 6.5), CGPoint(x: 11, y: 15.5)])
        context.addLines(between: [CGPoint(x: 6.5, y: 11), CGPoint(x: 15.5, y: 11)])
        context.strokePath()
    }

    private static func template(side: CGFloat, lineWidth: CGFloat, draw: (CGContext) -> Void) -> Image {
        GraphicsImageRenderer(size: CGSize(width: side, height: side)).image { renderer in
            let context = renderer.cgContext
            context.setStrokeColor(Color.black.cgColor)
            context.setFillColor(Color.black.cgColor)
            context.setLineWidth(lineWidth)
            context.setLineCap(.round)
            draw(context)
        }.withRenderingMode(.alwaysTemplate)
    }
}

extension Button {
    /// Whether the button shows UIKit's close look: a close button given no title and no image.
    var showsCloseGlyph: Bool { buttonType == .close && (currentTitle ?? "").isEmpty && currentImage == nil }
}

extension DisplayList {
    /// A close button's look, centred in `bounds`: a disc of the tertiary system fill and a cross in the secondary
    /// label colour, both in the button's appearance; the cross fades while touched, as a system button's image does.
    @MainActor
    mutating func addCloseGlyph(
        of button: Button, in bounds: CGRect, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?, visible: CGRect
    ) {
        let side = ButtonTypeGlyph.closeSide, traits = button.traitCollection
        let disc = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let item = DisplayItem(
            content: .fill(Color.tertiarySystemFill.resolvedColor(with: traits)), rect: disc, transform: transform, alpha: alpha,
            cornerRadius: side / 2, clip: clip, viewID: ObjectIdentifier(button))
        if item.canvasBounds.intersects(visible) { items.append(item) }
        addImage(
            ButtonTypeGlyph.cross, in: disc, template: Color.secondaryLabel.resolvedColor(with: traits), transform: transform,
            alpha: button.isHighlighted ? alpha * 0.2 : alpha, clip: clip, visible: visible, id: ObjectIdentifier(button))
    }
}
