import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A game screen that runs while an arrow is held, as Apple's "Handling key presses" article writes it.
private final class RunnerScreen: UIViewController {
    var log: [String] = []
    var lastEvent: UIPressesEvent?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var handled = false
        for press in presses {
            guard let key = press.key else { continue }
            lastEvent = event
            if key.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow {
                log.append("run back \(press.phase == .began) \(press.type == .leftArrow) \(press.timestamp)")
                handled = true
            }
        }
        if !handled { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.append("stop \(press.key?.keyCode == .keyboardLeftArrow) \(press.phase == .ended) \(press.force)") }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.append("cancelled \(press.key?.characters ?? "") \(press.phase == .cancelled)") }
    }
}

/// A view that took the keyboard for its own keys (WASD), passing the rest up its chain.
private final class WASDView: UIView {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let mine = presses.filter { ["w", "a", "s", "d"].contains($0.key?.charactersIgnoringModifiers) }
        for press in mine { log.append("move \(press.key?.characters ?? "")") }
        let rest = presses.subtracting(mine)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }
}

// UIResponder's `pressesBegan(_:with:)`: "UIKit calls this method when a new button is pressed … The default
// implementation … forwards the message up the responder chain"; UIKey's `charactersIgnoringModifiers` is lower case
// ("for Latin-based languages, always expect a lowercase property value"), `characters` has the modifiers applied;
// the HID usage codes are USB's keyboard page (A is 4, ← is 80). A press ends where it began.
@MainActor
@Suite("UIPress: keys down and up reach the responder chain as presses")
struct PressSnippets {
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    private func key(_ code: UIKeyboardHIDUsage, _ plain: String, _ typed: String, _ flags: UIKeyModifierFlags = []) -> UIKey {
        UIKey(keyCode: code, charactersIgnoringModifiers: plain, characters: typed, modifierFlags: flags)
    }

    @Test("← held then let go: one began at 1.5 s (a repeat begins nothing), then ended with force 0, to the front controller")
    func heldArrow() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = RunnerScreen(), window = show(screen)
        let left = key(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow, UIKeyCommand.inputLeftArrow)
        #expect(Responder.beginPress(of: left, in: window, at: 1.5))
        #expect(!Responder.beginPress(of: left, in: window, at: 1.6))
        #expect(screen.lastEvent?.type == .presses && screen.lastEvent?.allPresses.count == 1)
        #expect(Responder.endPress(of: .keyboardLeftArrow, at: 2))
        #expect(!Responder.endPress(of: .keyboardLeftArrow, at: 2.1))
        #expect(screen.log == ["run back true true 1.5", "stop true true 0.0"])
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4 && UIKeyboardHIDUsage.keyboardLeftArrow.rawValue == 80)
    }

    @Test("a first responder takes its own keys and passes ← up its chain to the controller; a seek cancels what is held")
    func chain() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = RunnerScreen(), window = show(screen), pad = WASDView()
        screen.view.addSubview(pad)
        #expect(pad.becomeFirstResponder())
        Responder.beginPress(of: key(.keyboardW, "w", "W", .shift), in: window, at: 0)
        Responder.beginPress(of: key(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow, UIKeyCommand.inputLeftArrow), in: window, at: 0.25)
        #expect(pad.log == ["move W"])
        #expect(screen.log == ["run back true true 0.25"])
        Responder.cancelPresses(at: 0.5)
        // The W press began on the pad, which does not override pressesCancelled: it goes up to the controller too.
        #expect(screen.log == ["run back true true 0.25", "cancelled W true", "cancelled \(UIKeyCommand.inputLeftArrow) true"])
        #expect(!Responder.isPressHeld(.keyboardW))
    }
}
