import Foundation

/// How a label's own font, colour and alignment meet its attributed text, as UIKit's label documents: text set with
/// none of its own takes the label's, and "assigning a new value to [font, textColor or textAlignment] applies [it] to
/// the entirety of the string in the attributedText property".
extension Label {
    /// `text` with the label's font, colour and alignment wherever it has none of its own.
    func withOwnStyle(_ text: NSAttributedString) -> NSAttributedString {
        let styled = NSMutableAttributedString(attributedString: text)
        let own: [(NSAttributedString.Key, Any)] = [
            (.font, font ?? Label.defaultFont), (.foregroundColor, textColor ?? .label),
            (.paragraphStyle, NSParagraphStyle().aligned(textAlignment)),
        ]
        for (key, value) in own {
            text.enumerateAttribute(key, in: NSRange(location: 0, length: text.length)) { set, range, _ in
                if set == nil { styled.addAttribute(key, value: value, range: range) }
            }
        }
        return styled
    }

    /// Every paragraph style of the styled text aligned as the label now is, its spacing and indents kept.
    func alignStyledText() {
        guard let styledText, styledText.length > 0 else { return }
        let styled = NSMutableAttributedString(attributedString: styledText)
        styledText.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: styledText.length)) { own, range, _ in
            styled.addAttribute(
                .paragraphStyle, value: (own as? NSParagraphStyle ?? NSParagraphStyle()).aligned(textAlignment), range: range)
        }
        self.styledText = styled
    }

    /// The styled text with `value` under `key` from its first character to its last.
    func applyingToStyledText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let styledText, styledText.length > 0 else { return }
        let styled = NSMutableAttributedString(attributedString: styledText)
        styled.addAttribute(key, value: value, range: NSRange(location: 0, length: styled.length))
        self.styledText = styled
        invalidateIntrinsicContentSize()
    }
}
