import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Records the keyboard notifications a screen would observe, with their user info.
@MainActor
private final class KeyboardWatcher {
    var log: [(name: Notification.Name, info: [AnyHashable: Any])] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification,
            UIResponder.keyboardDidHideNotification, UIResponder.keyboardWillChangeFrameNotification,
            UIResponder.keyboardDidChangeFrameNotification,
        ]
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    nonisolated(unsafe) let note = note
                    MainActor.assumeIsolated { self?.log.append((note.name, note.userInfo ?? [:])) }
                })
        }
    }

    func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    var names: [String] {
        log.map { $0.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "") }
    }
}

// A login screen's keyboard handling, as iOS code writes it: observe keyboardWillShow, read the end frame, duration and
// curve from userInfo, and move the form up by the keyboard's height.
@MainActor
@Suite("The keyboard's notifications and a text field's text ranges")
struct KeyboardSnippets {
    @Test("a field taking the keyboard posts will change frame and will show, did when it is up 0.25 s later, with the frames and curve 7")
    func showAndHide() throws {
        // Whatever an earlier test left editing lets the keyboard go first.
        _ = UIResponder.first?.resignFirstResponder()
        let fixture = EngineFixture()
        defer { fixture.end() }
        let watcher = KeyboardWatcher()
        defer { watcher.stop() }
        let (email, password) = (UITextField(), UITextField())
        email.becomeFirstResponder()
        #expect(watcher.names == ["WillChangeFrame", "WillShow"])
        fixture.run(seconds: 0.2)
        #expect(watcher.names == ["WillChangeFrame", "WillShow"])
        fixture.run(seconds: 0.05)
        #expect(watcher.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        let info = try #require(watcher.log.first?.info)
        // The fields are in no window: the keyboard takes the screen's size, the key window's (whichever is key).
        let screen = UIScreen.main.bounds
        // The keyboard rises from below the screen to its bottom: 336 points, an iPhone's in portrait with suggestions.
        let end = try #require((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        let begin = try #require((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue)
        let height: CGFloat = screen.width < screen.height ? 336 : 209
        #expect(end == CGRect(x: 0, y: screen.height - height, width: screen.width, height: height))
        #expect(begin == end.offsetBy(dx: 0, dy: height))
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        // Both ways of reading a frame iOS code writes: the box's value, and a cast of the box to the rectangle.
        #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == end)
        #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGPoint == nil)
        // Handing the keyboard to another field does not hide it; iOS posts all four again for the new field at once.
        watcher.log.removeAll()
        password.becomeFirstResponder()
        #expect(watcher.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        let handedOver = try #require(watcher.log.first?.info)
        #expect(handedOver[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == end)
        password.resignFirstResponder()
        #expect(watcher.names.suffix(2) == ["WillChangeFrame", "WillHide"])
        fixture.run(seconds: 0.25)
        #expect(watcher.names.suffix(4) == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        let hidden = try #require((watcher.log.last?.info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        #expect(hidden.minY == screen.height)
    }

    @Test("a field taken out of its window lets the keyboard go, even when its delegate would keep it; one freed leaves it down")
    func removedFieldLetsTheKeyboardGo() throws {
        _ = UIResponder.first?.resignFirstResponder()
        let fixture = EngineFixture()
        defer { fixture.end() }
        let watcher = KeyboardWatcher()
        defer { watcher.stop() }
        let window = UIWindow(frame: CGRect(origin: .zero, size: Device.current.screenSize))
        let form = UIView(), field = UITextField()
        let keeper = KeepsEditing()
        field.delegate = keeper
        form.addSubview(field)
        window.addSubview(form)
        #expect(field.becomeFirstResponder())
        // The delegate refuses to end editing: a plain resign keeps the keyboard up.
        #expect(!field.resignFirstResponder() && field.isFirstResponder)
        // UIKit's rule: a first responder leaving the window resigns regardless, and the keyboard hides.
        form.removeFromSuperview()
        #expect(!field.isFirstResponder && UIResponder.first == nil && !field.isEditing)
        #expect(watcher.names == ["WillChangeFrame", "WillShow", "WillChangeFrame", "WillHide"])
        #expect(keeper.ended == 1)
        // A field that shows the keyboard and is then freed without resigning (a scene thrown away whole) leaves no
        // keyboard for the next screen: a new field's taking it rises from below the screen again.
        do {
            let orphan = UITextField()
            #expect(orphan.becomeFirstResponder())
        }
        let next = UITextField()
        window.addSubview(next)
        watcher.log.removeAll()
        #expect(next.becomeFirstResponder())
        let begin = try #require((watcher.log.first?.info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue)
        #expect(begin.minY == UIScreen.main.bounds.height)
        next.removeFromSuperview()
        #expect(watcher.names == ["WillChangeFrame", "WillShow", "WillChangeFrame", "WillHide"])
    }

    @Test("UITextField posts textDidBeginEditing and textDidEndEditing with itself as the object")
    func textFieldNotifications() {
        let field = UITextField()
        var seen: [String] = []
        let tokens = [UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated { seen.append(note.name.rawValue) }
            }
        }
        defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(seen == ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidEndEditingNotification"])
    }

    @Test("beginningOfDocument, endOfDocument and textRange(from:to:) select as UITextInput does; out of the text is nil")
    func textRanges() throws {
        let field = UITextField()
        field.text = "hello"
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 5)
        let caretAtEnd = try #require(field.selectedTextRange)
        #expect(caretAtEnd.isEmpty && field.offset(from: field.beginningOfDocument, to: caretAtEnd.start) == 5)
        let start = field.beginningOfDocument
        field.selectedTextRange = field.textRange(from: start, to: start)
        #expect(field.selectedTextRange.map { field.offset(from: start, to: $0.start) } == 0)
        let two = try #require(field.position(from: start, offset: 2))
        let range = try #require(field.textRange(from: two, to: field.endOfDocument))
        #expect(field.text(in: range) == "llo")
        #expect(field.position(from: start, offset: 6) == nil)
    }
}

// iOS 15's keyboard layout guide: a form's bottom pinned 20 points above `view.keyboardLayoutGuide.topAnchor` sits
// above the safe area while the keyboard is down and rides up with it — in the keyboard's own animation, 0.25 s on
// its curve (ease in-out here) — when a field takes it, and back down when the field lets it go.
@MainActor
@Suite("UIKeyboardLayoutGuide")
struct KeyboardLayoutGuideSnippets {
    @Test("a field pinned to the guide's top rises with the keyboard over 0.25 s and falls back; without the safe area it sits lower")
    func ridesWithTheKeyboard() throws {
        // The keyboard is the process's: a field an earlier test left editing may still hold it up. So is the device:
        // an iPhone held upright (a loaded full run once found a turned iPad here).
        _ = UIResponder.first?.resignFirstResponder()
        let fixture = EngineFixture()
        defer { fixture.end() }
        Device.current.preset = .iPhone15
        Device.current.hold(.portrait)
        // The device's screen: `UIScreen.main.bounds` is the key window's, which a test before may have left.
        let screen = CGRect(origin: .zero, size: Device.current.screenSize)
        let window = UIWindow(frame: screen)
        let controller = UIViewController()
        // A home indicator's 34 points at the bottom.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(field)
        let guide = controller.view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            field.widthAnchor.constraint(equalToConstant: 200), field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -20),
        ])
        window.layoutIfNeeded()
        let safe = controller.view.safeAreaInsets.bottom
        #expect(safe >= 34)
        let down = screen.height - safe - 20
        #expect(field.frame.maxY == down)
        #expect(guide.layoutFrame == CGRect(x: 0, y: screen.height - safe, width: screen.width, height: safe))
        field.becomeFirstResponder()
        // The keyboard of an iPhone in portrait is 336 points tall: the guide is that tall now, the field above it.
        let up = screen.height - 336 - 20
        #expect(field.frame.maxY == up && guide.layoutFrame.height == 336)
        #expect(field.presentation.frame.maxY == down)
        fixture.run(frames: 6)
        // 6 frames of 15: 0.4 of the way on ease in-out.
        #expect(abs(field.presentation.frame.maxY - (down + (up - down) * easeInOut(0.4))) < 1e-9)
        fixture.run(frames: 9)
        #expect(field.presentation.frame.maxY == up)
        field.resignFirstResponder()
        fixture.run(frames: 15)
        #expect(field.presentation.frame.maxY == down && guide.layoutFrame.height == safe)
        guide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(field.frame.maxY == screen.height - 20 && guide.layoutFrame.height == 0)
    }
}

/// A delegate that will not let its field stop editing, and counts the ends it hears.
@MainActor
private final class KeepsEditing: NSObject, UITextFieldDelegate {
    var ended = 0
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
}
