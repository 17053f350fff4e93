import Foundation

/// Scrollable, multi-line text, editable or not (also spelled `UITextView`).
///
/// The text wraps at word breaks to the view's width less ``textContainerInset`` and a 5-point line fragment padding
/// each side, as UIKit's text container lays it out; the content size is the wrapped text's, so a long text scrolls.
/// An editable text view takes the keyboard on a tap and typed text (`UIKeyInput`), tells its delegate, and posts
/// UIKit's text-view notifications.
@preconcurrency @MainActor
open class TextView: ScrollView {
    /// The label that draws the wrapped text.
    let textLabel = Label()
    /// The text, `""` for none.
    var storedText = ""

    /// Whether the text shown is an attributed text's runs (``attributedText``), held by the label that draws it.
    var showsStyledText = false
    /// Whether the view is taking its font, colour and alignment from an attributed text's first character.
    var adoptsStyles = false

    /// The text shown; setting `nil` empties it (UIKit's is implicitly unwrapped and never `nil`), and plain text drops
    /// an attributed text's styles.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            showsStyledText = false
            placeText()
        }
    }
    /// The text's font (the 12-point system font by default, as UIKit's); set after an attributed text, the whole of it.
    open var font: Font? = .systemFont(ofSize: 12) { didSet { restyle { $0.font = font } } }
    /// The text's colour (black by default); set after an attributed text, the whole of it.
    open var textColor: Color? = .black { didSet { restyle { $0.textColor = textColor } } }
    /// Where each line sits across the view; set after an attributed text, all of it.
    open var textAlignment = TextAlignment.natural { didSet { restyle { $0.textAlignment = textAlignment } } }
    /// Whether typing changes the text (`true` by default).
    open var isEditable = true
    /// Whether the text can be selected (`true` by default; there is no selection to draw here).
    open var isSelectable = true
    /// The region the text is laid out in: its line fragment padding (5 points a side by default).
    open var textContainer: NSTextContainer { storedTextContainer }
    let storedTextContainer: NSTextContainer = NSTextContainer()
    /// Room between the view's edges and the text: 8 points above and below, as UIKit's default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { placeText() } }
    /// Turning scrolling off gives the view its text's height as its own size; turning it on takes it away.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The selection code set, as character offsets (``selectedTextRange``); `nil`: the caret after the text.
    var selectedOffsets: ClosedRange<Int>?
    /// The ``ScrollView/delegate`` when it is a text view's delegate (UIKit's text view narrows its delegate's type).
    var textDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

    /// The proxy whose settings every text view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> TextView { appearanceProxy { TextView() } }
    /// The proxy for text views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> TextView {
        appearanceProxy(in: containerTypes) { TextView() }
    }

    /// An empty text view occupying `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        buildText()
    }

    /// An empty text view, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buildText()
    }

    /// A view shown over the keyboard while the view edits (kept: the keyboard panel shows without it).
    open override var inputAccessoryView: View? {
        get { inputSettings.accessory.view }
        set { inputSettings.accessory.view = newValue }
    }
    /// A view shown in place of the keyboard while the view edits (kept).
    open override var inputView: View? {
        get { inputSettings.input.view }
        set { inputSettings.input.view = newValue }
    }
    /// The width Auto Layout measures the text at while it solves (``WrapsAtItsWidth``); `nil` outside a solve.
    var measuringWidth: CGFloat?
    /// What the view keeps of the settings nothing draws (``dataDetectorTypes`` …).
    var settings = TextViewSettings()
    /// The keyboard settings code sets (``keyboardType``, ``returnKeyType`` …) and the views set as
    /// ``inputAccessoryView`` and ``inputView``.
    var inputSettings = TextInputSettings()

    /// An editable text view takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEditable }
    /// Whether there is text.
    open var hasText: Bool { holdsText }
    /// Types `text` at the end, as the keyboard does (the delegate may refuse it).
    open func insertText(_ text: String) { insertTypedText(text) }
    /// Deletes the last character, as Backspace does (the delegate may refuse); a code field overrides it to step back.
    open func deleteBackward() { deleteLastCharacter() }

    /// Takes the keyboard if editable and the delegate allows; the delegate and notification hear editing begin.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard Keyboard.handingOver({ super.becomeFirstResponder() }) else { return false }
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: TextView.textDidBeginEditingNotification, object: self)
        Keyboard.show(for: self)
        return true
    }

    /// Lets the keyboard go if the delegate allows; the delegate and notification hear editing end.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: TextView.textDidEndEditingNotification, object: self)
        Keyboard.hide()
        return true
    }

    /// A single tap on an editable text view is its own (it gives it the keyboard), not a recognizer's of a view above.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, isEditable, gestureRecognizer.isSingleFingerSingleTap { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A tap that lifts inside an editable text view gives it the keyboard.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        super.touchesEnded(touches, with: event)
        if isEditable, let touch = touches.first, point(inside: touch.location(in: self)) { becomeFirstResponder() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeText()
    }

    /// A text view that does not scroll is as tall as its text wrapped at its width, so Auto Layout grows it as the
    /// text grows (before it has a width, as wide as its longest line); one that scrolls has no size of its own.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let given = measuringWidth ?? bounds.width
        guard given <= 0 else { return CGSize(width: View.noIntrinsicMetric, height: textHeight(atWidth: given)) }
        let inset = textContainerInset, padding = textContainer.lineFragmentPadding
        let lines = storedText.isEmpty ? CGSize.zero : textLabel.sizeThatFits(CGSize(width: 0, height: 0))
        let width = (lines.width + inset.left + inset.right + 2 * padding).rounded(.up)
        return CGSize(width: width, height: textHeight(atWidth: width))
    }

    /// The wrapped text's size with the container inset and padding round it, for a view `size.width` wide.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: textHeight(atWidth: width))
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let scroll = super.checkpointRestoration()
        let (text, font, color, alignment) = (storedText, self.font, textColor, textAlignment)
        let (editable, selectable, inset) = (isEditable, isSelectable, textContainerInset)
        let (styled, selected) = (showsStyledText, selectedOffsets)
        return CheckpointRestoration(covering: TextView.self) {
            scroll.run()
            // The label keeps the styled runs itself; the view's own styles are put back without restyling them.
            self.adoptsStyles = true
            (self.storedText, self.font, self.textColor, self.textAlignment) = (text, font, color, alignment)
            self.adoptsStyles = false
            (self.isEditable, self.isSelectable, self.textContainerInset) = (editable, selectable, inset)
            (self.showsStyledText, self.selectedOffsets) = (styled, selected)
        }
    }
}

extension TextView: WrapsAtItsWidth {
    /// A text view that does not scroll is as tall as its text at its width.
    var wrapsAtItsWidth: Bool { !isScrollEnabled }
}

/// UIKit's name for a text view.
public typealias UITextView = TextView
