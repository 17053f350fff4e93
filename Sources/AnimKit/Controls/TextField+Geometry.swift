import Foundation

/// The field's default geometry, which its overridable methods return.
extension TextField {
    /// The bounds less the border style's inset and the left and right views.
    func borderedTextRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat =
            switch borderStyle {
            case .none: 0
            case .line, .bezel: 2
            case .roundedRect: 7
            }
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
        return rect
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
