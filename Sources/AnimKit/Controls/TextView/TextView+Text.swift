import Foundation

extension TextView: KeyInput {

    /// Whether there is text.
    public var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the end (a newline breaks the line); the delegate may refuse it, and hears the change.
    public func insertText(_ text: String) {
        guard isEditable, !text.isEmpty else { return }
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
        storedText += text.replacingOccurrences(of: "\r", with: "\n")
        changedByTyping()
    }

    /// Deletes the last character, as Backspace does (the delegate may refuse).
    public func deleteBackward() {
        guard isEditable, let last = storedText.last else { return }
        let length = (String(last) as NSString).length
        let range = NSRange(location: (storedText as NSString).length - length, length: length)
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: "") ?? true else { return }
        storedText.removeLast()
        changedByTyping()
    }

    /// The text with its styles: its first character's font, colour and alignment; setting it sets ``text`` and them.
    public var attributedText: NSAttributedString! {
        get {
            NSAttributedString(
                string: storedText, attributes: [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .black])
        }
        set {
            guard let newValue else { return text = "" }
            let first = TextAttributes(of: newValue)
            (font, textColor) = (first.font, first.color)
            if let alignment = first.alignment { textAlignment = alignment }
            text = newValue.string
        }
    }

    /// Posted when a text view begins editing; the object is the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when a text view ends editing.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    /// Posted when a text view's text changes by typing.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    private func changedByTyping() {
        placeText()
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: TextView.textDidChangeNotification, object: self)
    }

    /// Adds the label that draws the text, once.
    func buildText() {
        textContainer.owner = self
        textLabel.isUserInteractionEnabled = false
        textLabel.numberOfLines = 0
        addSubview(textLabel)
        placeText()
    }

    /// The wrapped text's height with the container's inset, at `width`: no text is one empty line (the caret's).
    func textHeight(atWidth width: CGFloat) -> CGFloat {
        let inner = Swift.max(width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding, 0)
        let lines =
            storedText.isEmpty
            ? (font ?? .systemFont(ofSize: 12)).lineHeight : textLabel.sizeThatFits(CGSize(width: inner, height: 0)).height
        return (lines + textContainerInset.top + textContainerInset.bottom).rounded(.up)
    }

    /// Lays the text out at the view's width: the label holds the wrapped lines, the content size follows them.
    func placeText() {
        textLabel.font = font ?? .systemFont(ofSize: 12)
        textLabel.textColor = textColor ?? .black
        textLabel.textAlignment = textAlignment
        textLabel.text = storedText
        let inset = textContainerInset, padding = textContainer.lineFragmentPadding
        let width = Swift.max(bounds.width - inset.left - inset.right - 2 * padding, 0)
        let height = storedText.isEmpty ? 0 : textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        textLabel.frame = CGRect(x: inset.left + padding, y: inset.top, width: width, height: height)
        let content = CGSize(width: bounds.width, height: textHeight(atWidth: bounds.width))
        // The content size follows the text. New text marks the view for layout (through its label), so Auto Layout
        // reads a text view that does not scroll at its new height on the next pass.
        if contentSize != content { contentSize = content }
    }
}
