import AnimKit
import AnimKitTestSupport
import Testing

/// A sign-up form's delegate, as UIKit code writes one: digits only in the code field, Return moves on, and a log.
final class FormDelegate: UITextFieldDelegate {
    var log: [String] = []
    var next: UITextField?
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change \(range.location),\(range.length) '\(string)'")
        return string.allSatisfy { $0.isNumber }
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("return")
        next?.becomeFirstResponder()
        return true
    }
}

// Text fields as screens use them: clicked to edit, typed into through UIKeyInput (what the window's keyboard calls),
// a delegate that filters and moves on, editing events, endEditing — and a megabyte of text.
@MainActor
@Suite("UITextField: first responder, typing, delegate and events")
struct TextFieldSnippets {
    @Test("a click gives the field the keyboard; typed digits pass the delegate, letters do not; Return moves on")
    func typingThroughTheDelegate() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let code = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        let name = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        root.addSubview(code)
        root.addSubview(name)
        let delegate = FormDelegate()
        delegate.next = name
        code.delegate = delegate
        var events: [String] = []
        code.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        code.addAction(UIAction { action in events.append("changed \((action.sender as? UITextField)?.text ?? "")") }, for: .editingChanged)
        code.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
        #expect(code.text == "" && !code.hasText)

        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 50, y: 20), time: 0)
        #expect(!code.isFirstResponder)
        pointer.pointerUp(at: CGPoint(x: 50, y: 20), time: 0.1)
        #expect(code.isFirstResponder && code.isEditing)
        code.insertText("4")
        code.insertText("a")
        code.insertText("2")
        code.deleteBackward()
        code.insertText("7")
        #expect(code.text == "47")
        code.insertText("\n")
        #expect(name.isFirstResponder && !code.isEditing && name.isEditing)
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin", "change 0,0 '4'", "change 1,0 'a'", "change 1,0 '2'", "change 1,1 ''", "change 1,0 '7'",
                "return", "didEnd",
            ])
        #expect(events == ["began", "changed 4", "changed 42", "changed 4", "changed 47", "ended"])
        // Text set by code sends nothing.
        code.text = "99"
        #expect(events.count == 6)
        #expect(root.endEditing(false) && !name.isFirstResponder)
        #expect(!root.endEditing(true))
    }

    @Test("Return ends editing when an action listens for editingDidEndOnExit; a refusing delegate keeps the keyboard unless forced")
    func endingEditing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        final class Stubborn: UITextFieldDelegate {
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.insertText("\n")
        #expect(field.isFirstResponder)
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        field.insertText("\n")
        #expect(!field.isFirstResponder && exits == 1)

        let stubborn = Stubborn()
        field.delegate = stubborn
        field.becomeFirstResponder()
        #expect(!field.resignFirstResponder() && field.isFirstResponder)
        #expect(!root.endEditing(false) && field.isFirstResponder)
        #expect(root.endEditing(true) && !field.isFirstResponder)
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
    }

    @Test("a megabyte of text: kept whole, typed onto, and drawn as the last 400 characters while editing")
    func megabyte() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = String(repeating: "abcdefghij", count: 100_000)
        field.becomeFirstResponder()
        field.insertText("Z")
        #expect(field.text?.count == 1_000_001)
        let shown = try #require((field.subviews.first as? UILabel)?.text)
        #expect(shown.count == 400 && shown.hasSuffix("ijZ"))
        field.resignFirstResponder()
        #expect((field.subviews.first as? UILabel)?.text?.hasPrefix("abc") == true)
        field.isSecureTextEntry = true
        #expect((field.subviews.first as? UILabel)?.text == String(repeating: "•", count: 400))
    }

    @Test("a rounded field made with no frame, as stack-view code makes one, says nothing; its text sits inside the insets")
    func unplacedRoundedField() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 0, height: 0))
        field.frame = CGRect(x: 0, y: 0, width: 200, height: 34)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        fixture.run(frames: 2)
        #expect(fixture.errors.isEmpty, "\(fixture.errors)")
    }

    @Test("a field styled by its layer keeps the style through layout and editing; a border style draws its own and gives it back")
    func layerStyledField() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.layer.cornerRadius = 12
        field.layer.borderWidth = 2
        field.layer.borderColor = UIColor.systemBlue.cgColor
        field.layoutIfNeeded()
        _ = field.becomeFirstResponder()
        field.insertText("ana")
        _ = field.resignFirstResponder()
        #expect(field.layer.cornerRadius == 12 && field.layer.borderWidth == 2 && field.layer.borderColor == UIColor.systemBlue.cgColor)
        field.borderStyle = .roundedRect
        #expect(field.layer.cornerRadius == 5 && field.layer.borderWidth == 1)
        field.borderStyle = .none
        #expect(field.layer.cornerRadius == 0 && field.layer.borderWidth == 0)
    }

    // Apple's `rightView`: "the overlay view displays on the right side of the text field" as `rightViewMode` says;
    // `rightViewRect(forBounds:)` places it, and the text's rectangle ends where it begins.
    @Test("a password field's eye button sits at the right, centred, 30 wide; the text stops short of it; whileEditing hides it at rest")
    func rightView() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 44))
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = true
        let eye = UIButton(type: .system)
        eye.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        field.rightView = eye
        field.rightViewMode = .whileEditing
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.layoutIfNeeded()
        #expect(eye.superview === field && eye.isHidden && field.textRect(forBounds: field.bounds).maxX == 300 - 7)
        _ = field.becomeFirstResponder()
        #expect(!eye.isHidden && eye.frame == CGRect(x: 270, y: 7, width: 30, height: 30))
        #expect(field.rightViewRect(forBounds: field.bounds) == eye.frame && field.textRect(forBounds: field.bounds).maxX == 270)
        _ = field.resignFirstResponder()
        field.rightViewMode = .always
        #expect(!eye.isHidden)
        field.rightView = nil
        #expect(eye.superview == nil && field.textRect(forBounds: field.bounds).maxX == 300 - 7)
    }
}
