import Foundation

/// An object that can answer touches (also spelled `UIResponder`): views are responders, and what a view does not
/// handle goes on to its ``next`` responder — its superview — as UIKit passes it up the chain.
///
/// Override the touch methods in a view of your own to follow the pointer
/// directly (a view dragged by hand, a drawing canvas); gesture recognizers see the
/// same touches first (``GestureRecognizer``).
@preconcurrency @MainActor
open class Responder {
    /// A responder with nothing to answer yet.
    public init() {}

    /// The responder that gets what this one does not handle: a view's superview.
    open var next: Responder? { nil }

    /// Touches went down on the view. By default they go on to ``Responder/next``.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let next else { return Responder.noneTook() }
        next.touchesBegan(touches, with: event)
    }

    /// Touches moved. By default they go on to ``Responder/next``.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }

    /// Touches went up. By default they go on to ``Responder/next``.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }

    /// Touches were taken away (a gesture recognizer recognised them, or the scene was sought). By default they go on to ``Responder/next``.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { next?.touchesCancelled(touches, with: event) }

    /// A motion began (a shake: the window's K key). By default it goes on to ``Responder/next``.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) { next?.motionBegan(motion, with: event) }

    /// A motion ended — where code reacts to a shake. By default it goes on to ``Responder/next``.
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) { next?.motionEnded(motion, with: event) }

    /// A motion was taken back. By default it goes on to ``Responder/next``.
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) { next?.motionCancelled(motion, with: event) }

    /// Buttons went down (keyboard keys, while the window sends keys to the scene). By default they go on to ``Responder/next``.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// Held buttons' force changed (never for a key). By default they go on to ``Responder/next``.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Buttons went up. By default they go on to ``Responder/next``.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// Presses were taken away (the window stopped sending keys, the scene was sought). By default they go on to ``Responder/next``.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// The key commands this responder answers (``KeyCommand``); a controller's default lists those added with
    /// `addKeyCommand(_:)`, any other's none.
    open var keyCommands: [KeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// The key commands a controller's `addKeyCommand(_:)` added.
    var addedKeyCommands: [KeyCommand] = []

    /// Whether this responder does `action` now (from `sender`: a key command, a control): by default whether it has the
    /// method — else whether the next responder does, as UIKit's answers. Override it to turn a command off for a while.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.isAnswered(by: self) || next?.canPerformAction(action, withSender: sender) == true
    }
    /// The responder that does `action`: this one if it has the method and ``canPerformAction(_:withSender:)`` agrees,
    /// else the next responder's answer; `nil` when none in the chain does. Key commands and nil-targeted actions go there.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        action.isAnswered(by: self) && canPerformAction(action, withSender: sender)
            ? self : next?.target(forAction: action, withSender: sender)
    }

    // UIKit's accessibility attributes (its informal protocol on every object): kept for code that sets and reads them;
    // nothing reads them aloud here.

    /// Whether assistive technologies see this object as one element (a control, a label); `false` by default.
    open var isAccessibilityElement = false
    /// The element's name, as VoiceOver would read it.
    open var accessibilityLabel: String?
    /// What activating the element does.
    open var accessibilityHint: String?
    /// The element's value, when it has one that changes (a slider's).
    open var accessibilityValue: String?
    /// What kind of element it is.
    open var accessibilityTraits: AccessibilityTraits = .none
    /// Whether the elements beside this view's should be ignored while it is shown (an alert's).
    open var accessibilityViewIsModal = false
    /// Whether the elements inside this view are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether the elements inside are read as a group before those outside.
    open var shouldGroupAccessibilityChildren = false

    /// Asked by VoiceOver's escape gesture to dismiss what is shown; `false`: nothing was dismissed.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Asked by VoiceOver to activate the element; `false`: the default activation (a tap) is used.
    open func accessibilityActivate() -> Bool { false }
    /// Asked by VoiceOver's swipe up on an adjustable element (``AccessibilityTraits/adjustable``) to raise its value;
    /// nothing by default. (animview has no VoiceOver: code and tests call these.)
    open func accessibilityIncrement() {}
    /// Asked by VoiceOver's swipe down on an adjustable element to lower its value; nothing by default.
    open func accessibilityDecrement() {}
    /// Asked by VoiceOver's three-finger swipe to scroll the content one page `direction`; `false`: not scrolled.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }
    /// Asked by VoiceOver's two-finger double tap to do the screen's most important thing; `false`: nothing done.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // What every Objective-C object answers (`NSObjectProtocol`), so delegate protocols declared `: NSObjectProtocol`,
    // as UIKit code declares them, take views and controllers.

    /// Whether `object` is this very responder (override it to compare otherwise, as with NSObject).
    open nonisolated func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    /// A number equal for equal objects: the object's identity's.
    open nonisolated var hash: Int { ObjectIdentifier(self).hashValue }
    /// The object itself.
    open nonisolated func `self`() -> Self { self }
    /// Whether the object stands in for another: never.
    open nonisolated func isProxy() -> Bool { false }
    /// The class and address, as NSObject's description gives them: `<Card: 0x…>`.
    open nonisolated var description: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }

    /// A view shown over the keyboard while this responder has it (a toolbar over a chat's keyboard); `nil` by default.
    /// A view or view controller of your own overrides it, as on iOS; kept: the keyboard panel here shows without it.
    open var inputAccessoryView: View? { nil }
    /// A view shown in place of the keyboard while this responder has it (a picker); `nil` by default. Kept.
    open var inputView: View? { nil }
    /// Asks for ``inputView`` and ``inputAccessoryView`` again while this responder has the keyboard (nothing shows them
    /// here).
    open func reloadInputViews() {}

    /// Whether this responder can take the keyboard (a text field can). `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder has the keyboard now.
    open var isFirstResponder: Bool { Responder.first === self }

    /// Takes the keyboard, from the responder that has it (which must let it go); `false` when this one cannot take
    /// it. UIKit asks for a window too; a scene here is always on screen. A responder of yours that takes typed text
    /// (``KeyInput``) shows the keyboard as it takes it, or takes it over from the field that had it.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        let showsKeyboard = showsKeyboardAsFirstResponder
        let handedOver = { Responder.first.map { $0.resignFirstResponder() } ?? true }
        guard showsKeyboard ? Keyboard.handingOver(handedOver) : handedOver() else { return false }
        Responder.first = self
        if showsKeyboard { Keyboard.show(for: self) }
        return true
    }

    /// Lets the keyboard go; `true` when this responder no longer has it.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        Responder.first = nil
        if showsKeyboardAsFirstResponder { Keyboard.hide() }
        return true
    }

    /// The responder with the keyboard: a window host sends typed text and editing keys to it.
    package private(set) static weak var first: Responder?

    /// Which of the scene's responders has the keyboard, and whether the keyboard is up, as work that puts them back
    /// (a scene checkpoint) without telling anyone: a field that took the keyboard later takes it again as the scene
    /// plays on. A host's own responder is left as it is.
    static func capturedFocus() -> @MainActor () -> Void {
        weak let saved = (first as? View)?.belongsToHost == true ? nil : first
        let keyboard = Keyboard.capturedState()
        return {
            guard (first as? View)?.belongsToHost != true else { return }
            first = saved
            keyboard()
        }
    }

    /// Whether the last `touchesBegan` passed the whole chain with no responder of the scene's taking it.
    static var lastTouchUntaken = false

    private static func noneTook() { lastTouchUntaken = true }
}

/// Responders are equal only to themselves, as UIKit's (which are Objective-C objects) are: views and controllers
/// compare with `==` and go in sets, as UIKit code uses them (`if textField == emailField`).
extension Responder: NSObjectProtocol {}

extension Responder: Hashable {
    public nonisolated static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's name for a responder.
public typealias UIResponder = Responder

extension Responder {
    /// Whether the base class shows and hides the keyboard for this responder: one of yours that takes typed text. A
    /// text field or text view does it itself, once its delegate has heard editing begin or end.
    fileprivate var showsKeyboardAsFirstResponder: Bool { self is KeyInput && !(self is EditsText) }
}
