import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A field that shows no caret, as a field whose input view is a picker is written.
private final class CaretlessField: UITextField {
    override func caretRect(for position: UITextPosition) -> CGRect { .zero }
}

private final class ClearWatcher: NSObject, UITextFieldDelegate {
    var allows = true
    var asked = 0
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        asked += 1
        return allows
    }
}

// UITextField's clear button (`clearButtonMode`: shown while there is text and the mode says; a tap asks
// `textFieldShouldClear(_:)`, empties the field and sends `.editingChanged`), `clearButtonRect(forBounds:)` and
// `caretRect(for:)`, whose override moves or hides the caret. Sizes are AnimKit's: a 19-point button 7 points in from a
// rounded field's edge, centred down it.
@MainActor
@Suite("A text field's clear button and caret")
struct TextFieldClearAndCaretSnippets {
    private func field(_ mode: UITextField.ViewMode, in root: UIView) -> UITextField {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.clearButtonMode = mode
        root.addSubview(field)
        return field
    }

    private func button(of field: UITextField) -> UIButton? {
        field.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden }
    }

    @Test("while editing with text: the button shows at its rectangle and the text stops short of it")
    func showsWhileEditing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let field = field(.whileEditing, in: root)
        field.text = "hello"
        #expect(button(of: field) == nil)
        #expect(field.becomeFirstResponder())
        let rect = field.clearButtonRect(forBounds: field.bounds)
        // 200 − 7 − 19 = 174 across; (34 − 19) / 2 = 7.5 down.
        #expect(rect == CGRect(x: 174, y: 7.5, width: 19, height: 19))
        #expect(button(of: field)?.frame == rect)
        // The text: from 7 to the button's left less 7, 160 wide.
        #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 160, height: 34))
        field.text = ""
        #expect(button(of: field) == nil)
        _ = field.resignFirstResponder()
    }

    @Test(
        "each mode: never, while editing, unless editing, always",
        arguments: [
            (UITextField.ViewMode.never, [false, false]), (.whileEditing, [false, true]), (.unlessEditing, [true, false]),
            (.always, [true, true]),
        ])
    func modes(mode: UITextField.ViewMode, shown: [Bool]) {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let field = field(mode, in: root)
        field.text = "text"
        let idle = button(of: field) != nil
        field.becomeFirstResponder()
        #expect([idle, button(of: field) != nil] == shown)
        _ = field.resignFirstResponder()
    }

    @Test("a tap empties the field, gives it the keyboard and sends editingChanged; a delegate may refuse")
    func tap() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let field = field(.always, in: root), watcher = ClearWatcher()
        field.delegate = watcher
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.text = "draft"
        watcher.allows = false
        let pointer = PointerDispatcher(root: root)
        func tapButton(at time: TimeInterval) {
            // The button's centre: (10 + 174 + 9.5, 10 + 7.5 + 9.5).
            pointer.pointerDown(at: CGPoint(x: 193.5, y: 27), time: time)
            pointer.pointerUp(at: CGPoint(x: 193.5, y: 27), time: time + 0.05)
        }
        tapButton(at: fixture.clock.now)
        #expect(watcher.asked == 1 && field.text == "draft" && changes == 0 && !field.isEditing)
        watcher.allows = true
        fixture.run(frames: 30)
        tapButton(at: fixture.clock.now)
        #expect(watcher.asked == 2 && field.text == "" && changes == 1 && field.isEditing)
        _ = field.resignFirstResponder()
    }

    @Test("the caret sits after the text by default; an override that returns .zero hides it")
    func caret() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34)), caretless = CaretlessField(frame: plain.frame)
        var carets: [CGRect] = []
        for field in [plain, caretless] {
            root.addSubview(field)
            field.text = "abc"
            field.becomeFirstResponder()
            let drawn = field.subviews.filter { !$0.isHidden && $0.backgroundColor == field.tintColor }
            carets.append(drawn.first?.frame ?? .null)
            _ = field.resignFirstResponder()
        }
        let width = Label.textMeasurer.size(of: "abc", in: .systemFont(ofSize: 17)).width
        let line = Label.textMeasurer.lineHeight(of: .systemFont(ofSize: 17))
        #expect(carets[0] == CGRect(x: width + 1, y: 17 - line / 2, width: 2, height: line))
        #expect(plain.caretRect(for: plain.beginningOfDocument).minX == 1)
        #expect(carets[1] == .zero)
    }
}
