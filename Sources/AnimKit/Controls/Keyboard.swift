import Foundation

/// The on-screen keyboard, as a screen's code meets it: the notifications UIKit posts when a text field takes the
/// keyboard and lets it go, with the keyboard's frames and its animation's duration and curve in `userInfo`.
///
/// A field that begins editing posts `keyboardWillChangeFrameNotification` and `keyboardWillShowNotification`, then, as
/// the keyboard arrives 0.25 s later, `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification` (all four at
/// once for each field that takes over, the keyboard not moving, as iOS does); the last field to end editing posts the
/// hide notifications in the same way. The keyboard
/// rises from the bottom of the screen over 0.25 s on iOS's keyboard curve (raw value 7), drawn over the field's
/// window when that window is the screen (``KeyboardView``), and sinks back as it hides. The keyboard is up for as long as the field that showed it
/// lives: a field taken out of its window lets it go (``View/tellWillMove(toWindow:)``), and one freed without that (a
/// scene thrown away whole) leaves it down for the next.
@MainActor
enum Keyboard {
    /// The responder that showed the keyboard; `nil` when it is down.
    private static weak var holder: Responder?
    /// Whether the keyboard is up.
    static var isShown: Bool { holder != nil }

    /// Who holds the keyboard now, as work that puts it back (a checkpoint; the drawn keyboard is a view of the
    /// window's, which the checkpoint puts back with the others).
    static func capturedState() -> @MainActor () -> Void {
        weak let saved = holder
        let pulled = pulledDown
        return { (holder, pulledDown) = (saved, pulled) }
    }
    /// How far a finger dragging content that dismisses the keyboard interactively has pulled it below its place
    /// (``ScrollView/KeyboardDismissMode/interactive``); 0 while it is in place.
    static var pulledDown: CGFloat = 0
    /// Set while one field hands the keyboard to another: the first one's end of editing does not hide it.
    static var isChangingHands = false

    /// The keyboard's height on a screen of `size`: an iPhone's portrait keyboard with its suggestions bar, a shorter
    /// one in landscape.
    static func height(on size: CGSize) -> CGFloat { size.width < size.height ? 336 : 209 }

    /// Runs `become` — a field's taking of the first responder — handing the keyboard over when one is up (the field
    /// letting it go does not hide it); whether the field took it.
    static func handingOver(_ become: () -> Bool) -> Bool {
        isChangingHands = isShown
        defer { isChangingHands = false }
        return become()
    }

    /// Posts the show notifications for `responder`, which takes the keyboard: it moves from below the screen to its bottom.
    static func show(for responder: Responder) {
        let screen = Screen.main.bounds
        let up = CGRect(x: 0, y: screen.height - height(on: screen.size), width: screen.width, height: height(on: screen.size))
        let down = up.offsetBy(dx: 0, dy: up.height)
        let wasShown = isShown
        holder = responder
        pulledDown = 0
        let look = KeyboardLook(of: responder)
        guard !wasShown else {
            draw(in: (responder as? View)?.window, up: true, animated: false, look: look)
            return post(showing: true, from: up, to: up)
        }
        KeyboardLayoutGuide.follow { post(showing: true, from: down, to: up) }
        draw(in: (responder as? View)?.window, up: true, animated: true, look: look)
    }

    /// Moves the keyboard drawn over `window` up from below its bottom, or back down and away, in the keyboard's own
    /// animation (`animated`), or puts it up at once; going up, it shows the keys of `look`. Only a window that is the
    /// screen shows it: a playground's live view of its own size is typed into as with a hardware keyboard, as Xcode's is.
    private static func draw(in window: Window?, up: Bool, animated: Bool, look: KeyboardLook? = nil) {
        guard let window, window.bounds.size == Device.current.screenSize else { return }
        let height = height(on: window.bounds.size)
        let raised = CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        let lowered = raised.offsetBy(dx: 0, dy: height)
        var panel = window.subviews.last { $0 is KeyboardView } as? KeyboardView
        if up, panel?.frame.size != raised.size {
            panel?.removeFromSuperview()
            panel = KeyboardView(frame: lowered, look: look ?? KeyboardLook(of: nil))
        }
        guard let panel else { return }
        if let look { panel.look = look }
        View.performWithoutAnimation {
            if up, panel.superview == nil { window.addSubview(panel) }
            if up { window.bringSubviewToFront(panel) }
            if !animated { panel.frame = up ? raised : lowered }
        }
        guard animated else { return }
        View.animate(withDuration: animationDuration, delay: 0, options: animationOptions) {
            panel.frame = up ? raised : lowered
        } completion: { _ in
            if !up, !isShown { panel.removeFromSuperview() }
        }
    }

    /// Posts the hide notifications, unless a field is taking the keyboard over.
    static func hide() {
        guard isShown, !isChangingHands else { return }
        let screen = Screen.main.bounds
        let up = CGRect(
            x: 0, y: screen.height - height(on: screen.size) + pulledDown, width: screen.width, height: height(on: screen.size))
        let window = (holder as? View)?.window
        (holder, pulledDown) = (nil, 0)
        draw(in: window, up: false, animated: true)
        KeyboardLayoutGuide.follow { post(showing: false, from: up, to: up.offsetBy(dx: 0, dy: up.height)) }
    }

    /// How long the keyboard takes to rise or fall, as its notifications say.
    static let animationDuration: TimeInterval = 0.25
    /// The keyboard's curve (raw value 7), as animation options.
    static let animationOptions = View.AnimationOptions(rawValue: 7 << 16)

    /// Posts the frame-change and show (`showing`) or hide notifications of a keyboard going from `start` to `end`, in
    /// iOS's order: the two "will" at once, the two "did" once the keyboard is there — at once when it does not move.
    private static func post(showing: Bool, from start: CGRect, to end: CGRect) {
        let info: [AnyHashable: Any] = [
            Responder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: start), Responder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            Responder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            Responder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7), Responder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let will = [
            Responder.keyboardWillChangeFrameNotification,
            showing ? Responder.keyboardWillShowNotification : Responder.keyboardWillHideNotification,
        ]
        let did = [
            Responder.keyboardDidChangeFrameNotification,
            showing ? Responder.keyboardDidShowNotification : Responder.keyboardDidHideNotification,
        ]
        for name in will { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
        let arrived = { for name in did { NotificationCenter.default.post(name: name, object: nil, userInfo: info) } }
        guard start != end else { return arrived() }
        let engine = AnimationEngine.shared
        engine.perform(at: engine.clock.now + animationDuration, arrived)
    }
}

extension Responder {
    /// Posted before the keyboard shows; its `userInfo` holds the frames, duration and curve.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes: before each show and hide notification.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed: before each did-show and did-hide notification.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before, an `NSValue` of a `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after, an `NSValue` of a `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds, an `NSNumber`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve, an `NSNumber` of a `UIView.AnimationCurve` raw value (7, the keyboard's own).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, an `NSNumber` of a Boolean.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension TextField {
    /// Posted when a field begins editing; the object is the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when a field ends editing; the object is the field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when the text of a field changes by typing; the object is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}
