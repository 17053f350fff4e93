import Foundation

/// The field's default geometry, which its overridable methods return.
extension TextField {
    /// The bounds less the border style's inset and the left and right views.
    func borderedTextRect(forBounds bounds: CGRect) -> CGRect {
        let inset = borderInset
        // Not `insetBy`: a field narrower than its insets (one not laid out yet) would get the null rectangle, at infinity.
        var rect = CGRect(x: bounds.minX + inset, y: bounds.minY, width: Swift.max(bounds.width - 2 * inset, 0), height: bounds.height)
        if showsLeftView, leftView != nil {
            let taken = leftViewRect(forBounds: bounds).maxX - bounds.minX
            rect.origin.x = bounds.minX + Swift.max(taken, inset)
            // Never below 0 (a CGRect's `width` reads a negative one as positive).
            rect.size.width = Swift.max(bounds.maxX - inset - rect.minX, 0)
        }
        if showsRightView, rightView != nil {
            let right = Swift.min(rightViewRect(forBounds: bounds).minX, bounds.maxX - inset)
            rect.size.width = Swift.max(right - rect.minX, 0)
        }
        if showsClearButton {
            // The text stops the border inset short of the clear button.
            rect.size.width = Swift.max(Swift.min(clearButtonRect(forBounds: bounds).minX - inset, rect.maxX) - rect.minX, 0)
        }
        return rect
    }

    /// How far the text keeps from the edge: the border style's room.
    var borderInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// ``caretRect(for:)``'s answer: after the characters before `position` as drawn, kept inside the text's rectangle.
    func defaultCaretRect(for position: TextPosition) -> CGRect {
        let box = CGRect(origin: .zero, size: bounds.size), font = textLabel.font ?? .systemFont(ofSize: 17)
        let rect = storedText.isEmpty ? placeholderRect(forBounds: box) : editingRect(forBounds: box)
        let line = Label.textMeasurer.lineHeight(of: font), x = textLabel.frame.minX
        guard !storedText.isEmpty else { return CGRect(x: x, y: rect.midY - line / 2, width: 2, height: line) }
        // The label shows the end of a long text while editing: the characters before `position` that it shows.
        let shown = textLabel.text ?? "", hidden = storedText.count - shown.count
        let before = String(shown.prefix(Swift.max(position.offset - hidden, 0)))
        let width = Label.textMeasurer.size(of: before, in: font).width
        return CGRect(x: Swift.min(x + width, rect.maxX - 2) + 1, y: rect.midY - line / 2, width: 2, height: line)
    }

    /// The text's (or placeholder's) width and the font's line height, with the border style's room round them.
    var fittingTextSize: CGSize {
        let font = font ?? .systemFont(ofSize: 17)
        let text = Label.textMeasurer.size(of: storedText.isEmpty ? (placeholder ?? "") : storedText, in: font)
        let line = Label.textMeasurer.lineHeight(of: font)
        let inset: CGFloat = borderStyle == .roundedRect ? 14 : 0
        return CGSize(width: (text.width + inset).rounded(.up), height: (line + (borderStyle == .roundedRect ? 14 : 4)).rounded(.up))
    }
}
