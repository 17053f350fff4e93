import Foundation

extension TextField: KeyInput, EditsText {
    /// ``hasText``'s answer.
    var holdsText: Bool { !storedText.isEmpty }

    /// Types `text` at the end, as a key press would: the delegate may refuse it, ``Control/Event/editingChanged`` is
    /// sent after. A newline is Return: the delegate's `textFieldShouldReturn`, then ``Control/Event/editingDidEndOnExit``
    /// — which ends editing when some action is added for it, as in UIKit.
    func insertTypedText(_ text: String) {
        if text == "\n" || text == "\r" { return pressReturn() }
        let typed = text.filter { !$0.isNewline }
        guard !typed.isEmpty else { return }
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: typed) ?? true else { return }
        storedText += typed
        changedByTyping()
    }

    /// ``deleteBackward()``'s work.
    func deleteLastCharacter() {
        guard let last = storedText.last else { return }
        let length = (String(last) as NSString).length
        let range = NSRange(location: (storedText as NSString).length - length, length: length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        storedText.removeLast()
        changedByTyping()
    }

    private func changedByTyping() {
        placeParts()
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    private func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let ends = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if ends { resignFirstResponder() }
    }

    /// Ends editing without asking the delegate (`endEditing(true)`).
    func endEditingForced() {
        guard isFirstResponder else { return }
        finishEditing()
    }

    func finishEditing() {
        _ = super.resignFirstResponder()
        isEditing = false
        placeParts()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: TextField.textDidEndEditingNotification, object: self)
        Keyboard.hide()
    }

    /// Adds the label and the caret, once.
    func buildParts() {
        clipsToBounds = true
        for part in [textLabel, caret] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        placeParts()
    }

    /// Draws the edge ``borderStyle`` asks for, in place of `old`'s: set once, when the style changes, so that a
    /// field's own `layer.cornerRadius`, `borderWidth` and `borderColor` (set by code on a `.none` field, as iOS code
    /// styles its fields) stay as the code set them.
    func drawBorder(replacing old: BorderStyle) {
        switch borderStyle {
        case .none:
            // Only what the old style drew goes.
            layer.borderWidth = 0
            if old == .roundedRect { cornerRadius = 0 }
        case .line, .bezel:
            layer.borderWidth = 1
            layer.borderColor = borderStyle == .line ? .black : .systemGray
            if old == .roundedRect { cornerRadius = 0 }
        case .roundedRect:
            layer.borderWidth = 1
            layer.borderColor = Color(white: 0.8, alpha: 1)
            cornerRadius = 5
            if backgroundColor == nil || backgroundColor == .clear { backgroundColor = .white }
        }
    }

    /// Lays out the left and right views, the text or placeholder and the caret for the field's state now.
    func placeParts() {
        let box = CGRect(origin: .zero, size: bounds.size)
        if let leftView {
            if leftView.superview !== self { addSubview(leftView) }
            leftView.isHidden = !showsLeftView
            leftView.frame = leftViewRect(forBounds: box)
        }
        if let rightView {
            if rightView.superview !== self { addSubview(rightView) }
            rightView.isHidden = !showsRightView
            rightView.frame = rightViewRect(forBounds: box)
        }
        let empty = storedText.isEmpty
        let rect = empty ? placeholderRect(forBounds: box) : (isEditing ? editingRect(forBounds: box) : textRect(forBounds: box))
        // Styled text is drawn in its first character's font and colour (what is typed after it takes them too).
        let styled = styledText.flatMap { $0.length > 0 ? $0 : nil }
        let font = styled?.attribute(.font, at: 0, effectiveRange: nil) as? Font ?? font ?? .systemFont(ofSize: 17)
        textLabel.font = font
        let placeholderColor = styledPlaceholder.flatMap {
            $0.length > 0 ? $0.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color : nil
        }
        let styledColor = styled?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color
        textLabel.textColor = empty ? (placeholderColor ?? .placeholderText) : (styledColor ?? textColor ?? .label)
        if empty, placeholder != nil {
            // A subclass's drawPlaceholder(in:) that does not call super hides the field's own.
            drawsOwnPlaceholder = false
            drawPlaceholder(in: rect)
        }
        textLabel.text = empty ? (drawsOwnPlaceholder ? placeholder : nil) : shownText
        let width = Label.textMeasurer.size(of: textLabel.text ?? "", in: font).width
        // Wider than the field: its end shows while editing (where the caret is), its start otherwise.
        let overflowing = width > rect.width
        let aligned: CGFloat =
            switch textAlignment.lineStart {
            case .left, .justified, .natural: rect.minX
            case .center: rect.midX - width / 2
            case .right: rect.maxX - width
            }
        let x = overflowing ? (isEditing ? rect.maxX - width : rect.minX) : aligned
        textLabel.frame = CGRect(x: x, y: rect.minY, width: width, height: rect.height)
        textLabel.textAlignment = .left
        caret.isHidden = !isEditing
        caret.backgroundColor = tintColor
        caret.frame = caretRect(for: endOfDocument)
        placeClearButton(in: box)
    }

    /// The text in `attributes`, the field's font and colour where they say none.
    func styled(with attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        var attributes = attributes
        if attributes[.font] == nil { attributes[.font] = font ?? .systemFont(ofSize: 17) }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = textColor ?? .label }
        return NSAttributedString(string: storedText, attributes: attributes)
    }

    /// At most this many characters are laid out: more than any field shows, so a megabyte of text costs no more to draw.
    static let shownCharacters = 400

    /// The text as drawn: bullets for secure entry, and only as many characters as any field shows (the end while
    /// editing, the start otherwise).
    private var shownText: String {
        let limit = TextField.shownCharacters
        let shown = storedText.count > limit ? String(isEditing ? storedText.suffix(limit) : storedText.prefix(limit)) : storedText
        return isSecureTextEntry ? String(repeating: "•", count: shown.count) : shown
    }
}
