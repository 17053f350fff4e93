import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Apple's "UIResponder": `motionEnded(_:with:)` — "Tells the receiver that a motion event has ended"; "The default
// implementation of this method forwards the message up the responder chain." A shake is `.motionShake` in an event of
// type `.motion`. `UIKeyInput.deleteBackward()` is what the keyboard's delete key calls; a one-digit code field
// overrides it to step back to the field before.

/// A screen that counts the shakes it hears, as a Magic 8-Ball's controller does.
@MainActor
final class ShakeCountingController: UIViewController {
    var shakes: [UIEvent.EventType] = []
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake, let event { shakes.append(event.type) }
    }
}

/// A view that can be first responder, and takes shakes first when it is.
@MainActor
final class ShakeTakingView: UIView {
    var shakes = 0
    var passes = false
    override var canBecomeFirstResponder: Bool { true }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        shakes += 1
        if passes { super.motionEnded(motion, with: event) }
    }
}

/// A one-digit field that steps back to the field before when deleting with nothing in it.
@MainActor
final class DigitField: UITextField {
    weak var previous: UITextField?
    var deletes = 0
    override func deleteBackward() {
        deletes += 1
        if !hasText { previous?.becomeFirstResponder() }
        super.deleteBackward()
    }
}

@MainActor
@Suite("Shakes and the delete key, as responders override them")
struct MotionAndKeyInputSnippets {
    @Test("a shake reaches the front controller with no first responder, else the first responder, then up its chain")
    func shake() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = ShakeCountingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Responder.shake(in: window, at: 1)
        #expect(controller.shakes == [.motion])
        let view = ShakeTakingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        Responder.shake(in: window, at: 2)
        #expect(view.shakes == 1 && controller.shakes.count == 1)
        view.passes = true
        Responder.shake(in: window, at: 3)
        #expect(view.shakes == 2 && controller.shakes.count == 2)
        _ = view.resignFirstResponder()
    }

    @Test("the delete key in an empty code field steps back to the field before, through the field's override")
    func codeField() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let first = DigitField(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let second = DigitField(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        second.previous = first
        root.addSubview(first)
        root.addSubview(second)
        first.text = "4"
        #expect(second.becomeFirstResponder())
        // What the keyboard's delete key calls, through the key-input protocol.
        let keys: any UIKeyInput = second
        keys.deleteBackward()
        #expect(second.deletes == 1 && first.isFirstResponder)
        (first as any UIKeyInput).deleteBackward()
        #expect(first.text == "" && first.deletes == 1)
        _ = first.resignFirstResponder()
    }
}
