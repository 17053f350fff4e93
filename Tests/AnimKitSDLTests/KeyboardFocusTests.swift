import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Testing

/// The window's keys go to a text field while it has the keyboard, and are the window's again once it lets it go.
@MainActor
@Suite("Keyboard focus in the window")
struct KeyboardFocusTests {
    @Test("typed text and Backspace edit the field, Return presses Return, q and space are typed; Esc lets the keyboard go")
    func keysGoToTheField() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        var returns = 0
        field.addAction(UIAction { _ in returns += 1 }, for: .editingDidEndOnExit)
        #expect(!KeyboardFocus.take(.keyDown(name: "q")))
        field.becomeFirstResponder()
        for event in [InputEvent.text("q"), .keyDown(name: "q"), .text(" é"), .keyDown(name: "space"), .keyDown(name: "backspace")] {
            #expect(KeyboardFocus.take(event))
        }
        #expect(field.text == "q ")
        #expect(KeyboardFocus.take(.keyDown(name: "escape")) && !field.isFirstResponder)
        #expect(!KeyboardFocus.take(.keyDown(name: "escape")) && !KeyboardFocus.take(.text("x")))
        field.becomeFirstResponder()
        #expect(KeyboardFocus.take(.keyDown(name: "return")) && returns == 1 && !field.isFirstResponder)
        #expect(field.text == "q ")
    }
}
