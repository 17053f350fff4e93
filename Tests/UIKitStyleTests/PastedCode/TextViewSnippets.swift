import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A notes screen's delegate: it refuses a word and counts changes.
@MainActor
private final class NotesDelegate: NSObject, UITextViewDelegate {
    var changes = 0
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { text != "nope" }
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

/// A text view that counts its layouts.
private final class CountingTextView: UITextView {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
    }
}

// A text view as screens use one: a read-only message, or notes the user types into.
@MainActor
@Suite("UITextView: wrapped text in a scroll view, editing through its delegate")
struct TextViewSnippets {
    @Test("text wraps inside the container inset and 5-point padding; the content is the lines' height plus the inset")
    func wrapping() {
        let saved = UILabel.textMeasurer
        defer { UILabel.textMeasurer = saved }
        UILabel.textMeasurer = CountingMeasurer()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
        textView.text = "aaaa bbbb cccc dddd"
        // 140 − 2 × 5 = 130 points: "aaaa bbbb cccc" (140) does not fit, so two lines of 20, and 8 + 8 of inset.
        #expect(textView.contentSize == CGSize(width: 140, height: 56))
        #expect(textView.sizeThatFits(CGSize(width: 140, height: 0)).height == 56)
        textView.textContainerInset = .zero
        #expect(textView.contentSize.height == 40)
        textView.text = nil
        // No text is one empty line, the caret's: the font's line height.
        #expect(textView.text == "" && textView.contentSize.height == textView.font?.lineHeight.rounded(.up))
    }

    @Test("with scrolling off, a text view is as tall as its text at its width: Auto Layout grows it, animated in a block")
    func growing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let saved = UILabel.textMeasurer
        defer { UILabel.textMeasurer = saved }
        UILabel.textMeasurer = CountingMeasurer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            textView.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
        ])
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // No text: one empty line (20) and the 8 + 8 inset.
        #expect(textView.frame == CGRect(x: 20, y: 50, width: 260, height: 36))
        // 260 − 2 × 5 = 250 points, 25 characters: "aaaa bbbb cccc dddd eeee" fits, "ffff gggg" wraps.
        textView.text = "aaaa bbbb cccc dddd eeee ffff gggg"
        window.layoutIfNeeded()
        #expect(textView.frame.height == 56)
        // A third line, laid out in a 0.2 s block: half-way (ease in-out), half-way between 56 and 76.
        textView.text = "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll"
        UIView.animate(withDuration: 0.2) { window.layoutIfNeeded() }
        fixture.run(frames: 6)
        #expect(abs((textView.layer.presentation()?.bounds.height ?? 0) - (56 + 20 * easeInOut(0.5))) < 1e-9)
        fixture.run(frames: 6)
        #expect(textView.frame.height == 76)
        // Made narrower (120 wide: 11 characters a line), it measures its text again at the new width in the same pass:
        // six lines, 120 + 16.
        (window.constraints.first { $0.firstAttribute == .trailing })?.constant = -160
        window.layoutIfNeeded()
        #expect(textView.frame.size == CGSize(width: 120, height: 136))
        // Scrolling on, it has no size of its own again.
        textView.isScrollEnabled = true
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("boundingRect wraps with .usesLineFragmentOrigin, else measures one line; a container's padding of 0 gives the lines room")
    func measuring() {
        let saved = UILabel.textMeasurer
        defer { UILabel.textMeasurer = saved }
        UILabel.textMeasurer = CountingMeasurer()
        let text = "aaaa bbbb cccc dddd"
        let wrapped = text.boundingRect(
            with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: nil,
            context: nil)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 90, height: 40))
        #expect(
            (text as NSString).boundingRect(with: CGSize(width: 100, height: 100), options: [], attributes: nil, context: nil).size
                == CGSize(width: 190, height: 20))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
        textView.text = "aaaa bbbb cccc"
        // 130 points inside the default padding: two lines; 140 without it: one.
        #expect(textView.contentSize.height == 56)
        textView.textContainer.lineFragmentPadding = 0
        textView.layoutIfNeeded()
        #expect(textView.contentSize.height == 36)
    }

    @Test("a text view placed by constraints lays out once per pass and settles: laying its text out asks for no more layout")
    func settles() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let notes = CountingTextView()
        notes.text = "Notes wrap inside the text view's container inset."
        notes.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(notes)
        NSLayoutConstraint.activate([
            notes.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            notes.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            notes.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), notes.heightAnchor.constraint(equalToConstant: 80),
        ])
        root.layoutIfNeeded()
        #expect(notes.frame == CGRect(x: 20, y: 20, width: 260, height: 80) && notes.layouts <= 2)
        root.layoutIfNeeded()
        #expect(notes.layouts <= 2)
    }

    @Test("an editable text view takes typed text through its delegate, which may refuse; a read-only one takes none")
    func editing() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let notes = NotesDelegate()
        textView.delegate = notes
        #expect(textView.becomeFirstResponder())
        textView.insertText("Hello")
        textView.insertText("nope")
        textView.insertText("\rthere")
        textView.deleteBackward()
        #expect(textView.text == "Hello\nther" && notes.changes == 3)
        textView.resignFirstResponder()
        textView.isEditable = false
        textView.insertText("!")
        #expect(textView.text == "Hello\nther" && !textView.becomeFirstResponder())
        textView.attributedText = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
        #expect(textView.text == "Bold" && textView.font?.isBold == true && textView.font?.pointSize == 16)
    }

    @Test("a text view made in code has the system background (white, black when dark); an appearance proxy clears it")
    func background() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(textView.backgroundColor == .systemBackground)
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(textView.backgroundColor?.resolvedColor(with: light) == .white)
        #expect(textView.backgroundColor?.resolvedColor(with: dark) == .black)
        // The line SwiftUI-era code writes to see through every text view: taken as each enters a window.
        UITextView.appearance().backgroundColor = .clear
        defer { UIView.resetAppearanceProxies() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let shown = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(shown)
        #expect(shown.backgroundColor == .clear)
    }
}
