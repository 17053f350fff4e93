import Foundation

extension TextView: KeyInput, EditsText {

    /// ``hasText``'s answer.
    var holdsText: Bool { !storedText.isEmpty }

    /// Types `text` at the end (a newline breaks the line); the delegate may refuse it, and hears the change.
    func insertTypedText(_ text: String) {
        guard isEditable, !text.isEmpty else { return }
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
        let typed = text.replacingOccurrences(of: "\r", with: "\n")
        if showsStyledText, let styled = attributedText {
            // Typed text takes the styles of the character before it, as UIKit's typing attributes do.
            let last = styled.length > 0 ? styled.attributes(at: styled.length - 1, effectiveRange: nil) : [:]
            let grown = NSMutableAttributedString(attributedString: styled)
            grown.append(NSAttributedString(string: typed, attributes: last))
            show(styled: grown)
        } else {
            storedText += typed
        }
        changedByTyping()
    }

    /// ``deleteBackward()``'s work.
    func deleteLastCharacter() {
        guard isEditable, let last = storedText.last else { return }
        let length = (String(last) as NSString).length
        let range = NSRange(location: (storedText as NSString).length - length, length: length)
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: "") ?? true else { return }
        if showsStyledText, let styled = attributedText {
            show(styled: styled.attributedSubstring(from: NSRange(location: 0, length: range.location)))
        } else {
            storedText.removeLast()
        }
        changedByTyping()
    }

    /// The text with its styles — runs of their own font and colour, wrapped across runs, aligned by the first
    /// paragraph style, with their shadows and attachments, as a label draws them. Setting it sets ``text`` to its
    /// string and ``font``, ``textColor`` and ``textAlignment`` to its first character's; setting those after it
    /// applies them to the whole text, and plain ``text`` drops the styles, as in UIKit.
    public var attributedText: NSAttributedString! {
        get {
            (showsStyledText ? textLabel.attributedText : nil)
                ?? NSAttributedString(
                    string: storedText, attributes: [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .black])
        }
        set {
            guard let newValue else { return text = "" }
            show(styled: newValue)
        }
    }

    /// Shows `styled`: the label holds its runs, the view takes its first character's font, colour and alignment.
    func show(styled: NSAttributedString) {
        textLabel.attributedText = styled
        (storedText, showsStyledText, adoptsStyles) = (styled.string, true, true)
        (font, textColor, textAlignment) = (textLabel.font, textLabel.textColor, textLabel.textAlignment)
        adoptsStyles = false
        placeText()
    }

    /// Applies a style set on the view: to the whole of an attributed text (through the label that holds it) unless it
    /// is being taken from one; then lays the text out again.
    func restyle(_ apply: (Label) -> Void) {
        if showsStyledText, !adoptsStyles { apply(textLabel) }
        placeText()
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
        // UIKit's text view is opaque: the system background, white (black in the dark appearance).
        backgroundColor = .systemBackground
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
        if !showsStyledText {
            textLabel.font = font ?? .systemFont(ofSize: 12)
            textLabel.textColor = textColor ?? .black
            textLabel.textAlignment = textAlignment
            textLabel.text = storedText
        }
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
