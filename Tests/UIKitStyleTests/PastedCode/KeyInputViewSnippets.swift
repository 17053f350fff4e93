import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A one-time-code screen as iOS code writes it: a view of its own that takes typed text (`UIKeyInput`), declares only
// `keyboardType` of its input traits, and becomes first responder. UIKit shows the keyboard for any responder that
// adopts `UIKeyInput` (with the keyboard notifications), and lets it go when it resigns.
@MainActor
@Suite("A view of yours that takes typed text shows the keyboard", .serialized)
struct KeyInputViewSnippets {
    final class CodeView: UIView, UIKeyInput {
        var code = ""
        var keyboardType: UIKeyboardType = .numberPad
        var hasText: Bool { !code.isEmpty }
        func insertText(_ text: String) { code += text }
        func deleteBackward() { _ = code.popLast() }
        override var canBecomeFirstResponder: Bool { true }
    }

    /// Records the keyboard notifications' names, "show" and "hide", as they are posted.
    @MainActor final class Heard {
        var names: [String] = []
        var observers: [any NSObjectProtocol] = []
        init() {
            for (name, said) in [(UIResponder.keyboardWillShowNotification, "show"), (UIResponder.keyboardWillHideNotification, "hide")] {
                observers.append(
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                        MainActor.assumeIsolated { self?.names.append(said) }
                    })
            }
        }
        func stop() { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
    }

    @Test("it shows a number pad as it becomes first responder, takes the keys typed, and lets the keyboard go")
    func codeView() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, view) = KeyboardKindsSnippets.screen()
        let heard = Heard()
        defer { heard.stop() }
        let code = CodeView(frame: CGRect(x: 40, y: 200, width: 300, height: 60))
        view.addSubview(code)
        #expect(code.returnKeyType == .default && code.autocapitalizationType == .sentences)
        #expect(code.becomeFirstResponder() && code.isFirstResponder && heard.names == ["show"])
        let (keyboard, titles) = KeyboardKindsSnippets.keys(in: window)
        #expect(keyboard != nil && titles.contains("WXYZ") && !titles.contains("return"))
        (UIResponder.first as? any UIKeyInput)?.insertText("42")
        #expect(code.code == "42")
        fixture.run(seconds: 0.3)
        #expect(keyboard?.frame.minY == window.bounds.height - 336)
        #expect(code.resignFirstResponder() && !code.isFirstResponder && heard.names == ["show", "hide"])
        fixture.run(seconds: 0.3)
        #expect(KeyboardKindsSnippets.keys(in: window).keyboard == nil)
    }

    @Test("from a field to the code view and back the keyboard stays up: no hide between, its keys the new responder's")
    func handOver() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, view) = KeyboardKindsSnippets.screen()
        let heard = Heard()
        defer { heard.stop() }
        let (field, code) = (UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44)), CodeView())
        view.addSubview(field)
        view.addSubview(code)
        field.becomeFirstResponder()
        fixture.run(seconds: 0.3)
        code.becomeFirstResponder()
        #expect(heard.names == ["show", "show"] && !field.isFirstResponder)
        #expect(KeyboardKindsSnippets.keys(in: window).titles.contains("ABC"))
        field.becomeFirstResponder()
        #expect(heard.names == ["show", "show", "show"] && KeyboardKindsSnippets.keys(in: window).titles.contains("Q"))
        // Taken out of its window, a responder lets the keyboard go.
        code.becomeFirstResponder()
        code.removeFromSuperview()
        #expect(!code.isFirstResponder && heard.names.last == "hide")
        fixture.run(seconds: 0.3)
    }
}
