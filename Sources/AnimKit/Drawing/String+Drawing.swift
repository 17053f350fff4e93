import Foundation

/// Text drawn into the current context, as UIKit's `NSString` and `NSAttributedString` additions draw it: at a point
/// (one line per newline, its top-left there), or in a rectangle (wrapped at spaces to its width, the lines that fit
/// its height), in the attributes' face, colour and alignment.
extension StringProtocol {
    /// The size of the string set in `attributes` on one line per newline.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        Label.textMeasurer.size(of: String(self), in: TextAttributes(attributes).font)
    }

    /// Draws the string with its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        UIGraphicsGetCurrentContext()?.drawText(String(self), at: point, TextAttributes(attributes))
    }

    /// Draws the string in `rect`, wrapped to its width, as many lines as fit its height.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        UIGraphicsGetCurrentContext()?.drawText(String(self), in: rect, TextAttributes(attributes))
    }
}

extension NSString {
    /// The size of the string set in `attributes` on one line per newline.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// Draws the string with its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string in `rect`, wrapped to its width, as many lines as fit its height.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// The size of the text on one line per newline, each run in its own face.
    @preconcurrency @MainActor
    public func size() -> CGSize {
        guard AttributedTextLayout.isMixed(self) else { return Label.textMeasurer.size(of: string, in: TextAttributes(of: self).font) }
        return AttributedTextLayout(self, width: nil).size
    }

    /// Draws the text with its top-left corner at `point`, each run in its own face and colour.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        guard AttributedTextLayout.isMixed(self) else { return context.drawText(string, at: point, TextAttributes(of: self)) }
        context.drawRuns(AttributedTextLayout(self, width: nil), at: point)
    }

    /// Draws the text in `rect`, wrapped to its width across its runs, as many lines as fit its height.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        guard AttributedTextLayout.isMixed(self) else { return context.drawText(string, in: rect, TextAttributes(of: self)) }
        guard rect.width > 0, rect.height > 0 else { return }
        context.drawRuns(AttributedTextLayout(self, width: rect.width, height: rect.height), at: rect.origin)
    }
}

extension CGContext {
    /// Records `text` set with `attributes`, its top-left at `point` (user space).
    func drawText(_ text: String, at point: CGPoint, _ attributes: TextAttributes) {
        let size = Label.textMeasurer.size(of: text, in: attributes.font)
        recordText(text, in: CGRect(origin: point, size: size), attributes)
    }

    /// Records `text` set with `attributes` in `rect` (user space): wrapped to its width, the lines that fit its height.
    func drawText(_ text: String, in rect: CGRect, _ attributes: TextAttributes) {
        guard rect.width > 0, rect.height > 0 else { return }
        let font = attributes.font, lineHeight = Label.textMeasurer.lineHeight(of: font)
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = paragraphs.flatMap { Label.wrap($0, to: rect.width, in: font) }.prefix(Int(rect.height / lineHeight))
        recordText(
            lines.joined(separator: "\n"),
            in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: lineHeight * CGFloat(lines.count)),
            attributes)
    }

    /// Records each piece of `layout` as text of its own, the layout's top-left at `point` (user space).
    func drawRuns(_ layout: AttributedTextLayout, at point: CGPoint) {
        for piece in layout.pieces {
            if let attachment = piece.attributes.attachment {
                if let image = attachment.image {
                    recordImage(image, in: piece.rect.offsetBy(dx: point.x, dy: point.y), alpha: 1, flipped: false)
                }
                continue
            }
            var attributes = piece.attributes
            attributes.alignment = .left
            recordText(piece.text, in: piece.rect.offsetBy(dx: point.x, dy: point.y), attributes)
        }
    }

    private func recordText(_ text: String, in rect: CGRect, _ attributes: TextAttributes) {
        let color = attributes.color.withAlphaComponent(attributes.color.alpha * state.alpha)
        guard !text.isEmpty, !clipsEverything, color.alpha > 0, (rect.minX + rect.minY + rect.width + rect.height).isFinite else { return }
        reportUnblended("text")
        if let shadow = attributes.shadow {
            // Behind the text: its glyphs in the shadow's colour (its alpha times the text's), moved, blurred when asked.
            let shade = shadow.color.withAlphaComponent(shadow.color.alpha * color.alpha)
            let moved = rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
            let paint: DrawnItem.Paint =
                shadow.radius > 0
                ? .blurredText(text, font: attributes.font, color: shade, rect: moved, ctm: state.ctm, radius: shadow.radius)
                : .text(text, font: attributes.font, color: shade, alignment: attributes.alignment ?? .left, rect: moved, ctm: state.ctm)
            if shade.alpha > 0 { items.append(DrawnItem(paint: paint, clips: state.clips)) }
        }
        items.append(
            DrawnItem(
                paint: .text(
                    text, font: attributes.font, color: color, alignment: attributes.alignment ?? .left, rect: rect, ctm: state.ctm),
                clips: state.clips))
    }
}
