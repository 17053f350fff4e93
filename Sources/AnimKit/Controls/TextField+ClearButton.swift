import Foundation

/// The clear button UIKit puts at a field's right (``TextField/clearButtonMode``): a grey disc with a cross cut out of
/// it, shown while the field holds text and the mode says so. A tap asks the delegate (`textFieldShouldClear(_:)`), then
/// empties the field — which takes the keyboard if it had not — and sends ``Control/Event/editingChanged``, as UIKit's.
extension TextField {
    /// The clear button's side, in points (AnimKit's: UIKit publishes none).
    static let clearButtonSide: CGFloat = 19

    /// The clear button, once made.
    var clearButton: Button? { inputSettings.clearButton.view as? Button }

    /// Whether the clear button shows now: there is text, and the mode shows it in this state.
    var showsClearButton: Bool { !storedText.isEmpty && clearButtonMode.shows(editing: isEditing) }

    /// ``clearButtonRect(forBounds:)``'s answer.
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = TextField.clearButtonSide
        let right = showsRightView && rightView != nil ? rightViewRect(forBounds: bounds).minX : bounds.maxX - Swift.max(borderInset, 5)
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Shows the clear button where ``clearButtonRect(forBounds:)`` puts it (made on first need), or hides it.
    func placeClearButton(in box: CGRect) {
        let shows = showsClearButton
        guard shows || clearButton != nil else { return }
        let button = clearButton ?? makeClearButton()
        button.isHidden = !shows
        button.frame = clearButtonRect(forBounds: box)
    }

    private func makeClearButton() -> Button {
        let button = Button(type: .custom)
        button.setImage(TextField.clearGlyph, for: .normal)
        button.tintColor = .tertiaryLabel
        button.accessibilityLabel = "Clear text"
        button.addAction(Action { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
        inputSettings.clearButton.view = button
        addSubview(button)
        return button
    }

    /// The clear button's work: the delegate may refuse; else the field takes the keyboard and its text goes.
    func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        (storedText, styledText) = ("", nil)
        placeParts()
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
    }

    /// A disc with a cross cut out of it, a template tinted as the button is.
    private static let clearGlyph: Image = GraphicsImageRenderer(size: CGSize(width: clearButtonSide, height: clearButtonSide)).image {
        renderer in
        let context = renderer.cgContext, side = clearButtonSide
        context.setFillColor(Color.black.cgColor)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
        context.setBlendMode(.clear)
        context.setStrokeColor(Color.black.cgColor)
        context.setLineWidth(1.8)
        context.setLineCap(.round)
        context.addLines(between: [CGPoint(x: 6.5, y: 6.5), CGPoint(x: side - 6.5, y: side - 6.5)])
        context.addLines(between: [CGPoint(x: side - 6.5, y: 6.5), CGPoint(x: 6.5, y: side - 6.5)])
        context.strokePath()
    }.withRenderingMode(.alwaysTemplate)
}
