import Foundation

/// A line of editable text (also spelled `UITextField`): click it to give it the keyboard, then type.
///
/// Drawn as iOS draws it: the text (or the grey placeholder while empty) in the font and colour set, inset from the
/// border style's edge, between the left and right views when their modes show them, with a tint-coloured caret after the text
/// while editing (a steady caret: iOS's blink is not drawn). Text wider than the field shows its end while editing and
/// its start otherwise, as iOS scrolls it.
///
/// In the window, typed text goes to the field that has the keyboard, through SDL's text input (so any keyboard layout
/// works); Backspace deletes, Return presses Return and Esc lets the keyboard go. Headless, call ``insertText(_:)`` and
/// ``deleteBackward()`` (UIKit's `UIKeyInput`).
@preconcurrency @MainActor
open class TextField: Control {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> TextField { appearanceProxy { TextField() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> TextField {
        appearanceProxy(in: containerTypes) { TextField() }
    }
    let textLabel = Label()
    let caret = View()

    /// The text; setting it from code sends no event, and drops what ``attributedText`` styled. Never `nil` when read.
    open var text: String? {
        get { storedText }
        set {
            (storedText, styledText) = (newValue ?? "", nil)
            placeParts()
        }
    }
    var storedText = ""
    var styledText: NSAttributedString?
    /// The text with its styles, its first character's font and colour drawing it all (and typed text); setting it
    /// sets ``text``. Without one: the text in the field's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            guard let styledText, styledText.string != storedText else { return styledText ?? styled(with: [:]) }
            return styled(with: styledText.length > 0 ? styledText.attributes(at: 0, effectiveRange: nil) : [:])
        }
        set {
            text = newValue?.string
            styledText = newValue
            placeParts()
        }
    }
    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        didSet {
            if styledPlaceholder?.string != placeholder { styledPlaceholder = nil }
            placeParts()
        }
    }
    /// The placeholder with its styles, when one was set (``attributedPlaceholder``).
    var styledPlaceholder: NSAttributedString?
    /// The placeholder with its styles: its first character's colour and font draw it. Setting it sets ``placeholder``
    /// to its string; reading it without one gives the placeholder in the field's font and the placeholder grey.
    open var attributedPlaceholder: NSAttributedString? {
        get {
            styledPlaceholder ?? placeholder.map { NSAttributedString(string: $0, attributes: [.foregroundColor: Color.placeholderText]) }
        }
        set {
            styledPlaceholder = newValue
            placeholder = newValue?.string
        }
    }
    /// Keyboard and input settings code sets (``keyboardType``, ``clearButtonMode`` and the rest): kept and read back.
    var inputSettings = TextInputSettings()
    /// The text's font (system 17 by default, as UIKit's).
    open var font: Font? = .systemFont(ofSize: 17) {
        didSet { placeParts() }
    }
    /// The text's colour (black by default).
    open var textColor: Color? = .label {
        didSet { placeParts() }
    }
    /// Where the text sits across the field.
    open var textAlignment: TextAlignment = .natural {
        didSet { placeParts() }
    }
    /// How the edge is drawn (`.none` by default, as UIKit's).
    open var borderStyle: BorderStyle = .none {
        didSet {
            if borderStyle != oldValue { drawBorder(replacing: oldValue) }
            placeParts()
        }
    }
    /// A view at the field's left (an icon, padding), shown as ``leftViewMode`` says.
    open var leftView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            placeParts()
        }
    }
    /// When the left view shows (`.never` by default, as UIKit's).
    open var leftViewMode: ViewMode = .never {
        didSet { placeParts() }
    }
    /// A view at the field's right (a button that shows the password, a unit), shown as ``rightViewMode`` says.
    open var rightView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            placeParts()
        }
    }
    /// When the right view shows (`.never` by default, as UIKit's).
    open var rightViewMode: ViewMode = .never {
        didSet { placeParts() }
    }
    /// Whether the text is drawn as bullets.
    open var isSecureTextEntry = false {
        didSet { placeParts() }
    }
    /// Whether the text is cleared when editing begins.
    open var clearsOnBeginEditing = false
    /// Asked before editing begins and ends and before each change; told after.
    open weak var delegate: (any TextFieldDelegate)?
    /// Whether the field has the keyboard.
    open internal(set) var isEditing = false
    /// The selection code set through `selectedTextRange`, in characters; `nil`: the caret at the end of the text.
    var selectedOffsets: ClosedRange<Int>?

    /// An empty field occupying `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        buildParts()
    }

    /// An empty field with no place yet, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buildParts()
    }

    /// Draws the placeholder in `rect`. The field's own label shows it; a subclass that overrides this without calling
    /// `super` (to draw none, or its own) hides it.
    open func drawPlaceholder(in rect: CGRect) { drawsOwnPlaceholder = true }
    /// Draws the text in `rect`: the field's own label shows it; an override is called, its drawing not shown.
    open func drawText(in rect: CGRect) {}
    /// Whether the last ``drawPlaceholder(in:)`` was the field's own.
    var drawsOwnPlaceholder = true

    /// The rectangle the text is drawn in: the bounds less the border style's inset and the left view.
    open func textRect(forBounds bounds: CGRect) -> CGRect { borderedTextRect(forBounds: bounds) }

    /// The rectangle the placeholder is drawn in: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle the text is edited in: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The caret's place before the character at `position` (typing puts it at the end): 2 points wide, a line of the
    /// font tall, centred down the text. A subclass returns `.zero` to hide it (a field that shows a picker).
    open func caretRect(for position: TextPosition) -> CGRect { defaultCaretRect(for: position) }
    /// The clear button's place (``clearButtonMode``): 19 points square, centred down the field, its right edge the
    /// border style's inset from the field's (or before the right view): AnimKit's numbers, UIKit publishes none.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }

    /// The left view's place: its own size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = leftView.bounds.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's place: its own size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = rightView.bounds.size
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The text's (or placeholder's) width and the font's line height, with the border style's room round them: 7 points
    /// each side and 7 above and below for a rounded field, 2 above and below otherwise.
    open override var intrinsicContentSize: CGSize { fittingTextSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        placeParts()
    }

    /// A view shown over the keyboard while the field edits (kept: the keyboard panel shows without it).
    open override var inputAccessoryView: View? {
        get { inputSettings.accessory.view }
        set { inputSettings.accessory.view = newValue }
    }
    /// A view shown in place of the keyboard while the field edits, a picker's (kept: the keyboard panel shows).
    open override var inputView: View? {
        get { inputSettings.input.view }
        set { inputSettings.input.view = newValue }
    }

    /// A field that is enabled can take the keyboard.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Whether there is text.
    open var hasText: Bool { holdsText }
    /// Types `text` at the end, as the keyboard does (the delegate may refuse it).
    open func insertText(_ text: String) { insertTypedText(text) }
    /// Deletes the last character, as Backspace does (the delegate may refuse); a code field overrides it to step back.
    open func deleteBackward() { deleteLastCharacter() }

    /// Takes the keyboard if the delegate allows: ``isEditing`` turns on and ``Control/Event/editingDidBegin`` is sent.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard Keyboard.handingOver({ super.becomeFirstResponder() }) else { return false }
        if clearsOnBeginEditing { storedText = "" }
        isEditing = true
        placeParts()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: TextField.textDidBeginEditingNotification, object: self)
        Keyboard.show(for: self)
        return true
    }

    /// Lets the keyboard go if the delegate allows: ``isEditing`` turns off and ``Control/Event/editingDidEnd`` is sent.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        finishEditing()
        return true
    }

    /// A click that lifts inside the field gives it the keyboard.
    open override func endTracking(_ touch: Touch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch, point(inside: touch.location(in: self)) { becomeFirstResponder() }
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let control = super.checkpointRestoration(), own = TextField.fieldCheckpointFields.keep(self)
        return CheckpointRestoration(covering: TextField.self) {
            control.run()
            own()
        }
    }
}

/// UIKit's name for a text field.
public typealias UITextField = TextField
