import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A text view's attributed text as UIKit keeps it — runs kept, the view's font, colour and alignment set after it
/// applied to all of it, plain text dropping them, typing taking the styles before it — and its text input's places:
/// positions, ranges in characters and UTF-16, and the caret's rectangle on the wrapped lines.
@MainActor
@Suite("UITextView: attributed text and UITextInput")
struct TextViewStyledTextSnippets {
    static func styled() -> NSAttributedString {
        let text = NSMutableAttributedString(
            string: "Hello assistant", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.label])
        let range = NSRange(location: 6, length: 9)
        text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: range)
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: range)
        return text
    }

    @Test("runs are kept; the view takes the first character's font; font and colour set after apply to all; text drops them")
    func runsKept() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.attributedText = Self.styled()
        #expect(view.text == "Hello assistant" && view.font == .systemFont(ofSize: 17) && view.textColor == .label)
        let shown = try #require(view.attributedText)
        #expect(shown.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .systemBlue)
        #expect(shown.attribute(.font, at: 8, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 17))
        #expect(shown.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
        view.textColor = .systemRed
        #expect(view.attributedText.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(view.attributedText.attribute(.font, at: 8, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 17))
        view.font = .systemFont(ofSize: 20)
        #expect(view.attributedText.attribute(.font, at: 8, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 20))
        view.text = "plain"
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 20))
        #expect(view.attributedText.string == "plain")
    }

    @Test("typed text takes the styles of the character before it; backspace takes the last character off the runs")
    func typing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.attributedText = Self.styled()
        view.insertText("!")
        #expect(view.text == "Hello assistant!")
        #expect(view.attributedText.attribute(.foregroundColor, at: 15, effectiveRange: nil) as? UIColor == .systemBlue)
        view.deleteBackward()
        view.deleteBackward()
        #expect(view.text == "Hello assistan")
        #expect(view.attributedText.attribute(.foregroundColor, at: 13, effectiveRange: nil) as? UIColor == .systemBlue)
    }

    @Test("positions and ranges: the ends, moves within the text, selections in characters and in UTF-16")
    func positions() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.text = "a👍b"
        #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 3)
        #expect(view.position(from: view.endOfDocument, offset: 1) == nil)
        let second = try #require(view.position(from: view.beginningOfDocument, offset: 1))
        let range = try #require(view.textRange(from: second, to: view.endOfDocument))
        #expect(view.text(in: range) == "👍b")
        #expect(view.selectedRange == NSRange(location: 4, length: 0))
        view.selectedTextRange = range
        // The thumbs-up is two UTF-16 units.
        #expect(view.selectedRange == NSRange(location: 1, length: 3))
        view.selectedRange = NSRange(location: 0, length: 1)
        let selected = try #require(view.selectedTextRange)
        #expect(view.offset(from: view.beginningOfDocument, to: selected.start) == 0)
        #expect(view.offset(from: view.beginningOfDocument, to: selected.end) == 1)
    }

    @Test("the caret stands after the characters before it on their wrapped line, below the lines above it")
    func caret() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        view.font = .systemFont(ofSize: 17)
        view.textContainerInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let font = UIFont.systemFont(ofSize: 17), measurer = UILabel.textMeasurer
        // 200 less 12 + 12 of inset and 5 + 5 of padding: lines of 166 points.
        let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
        view.text = words.joined(separator: " ")
        var lines: [String] = [], current = ""
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || measurer.size(of: candidate, in: font).width <= 166 {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        lines.append(current)
        #expect(lines.count > 1)
        let start = view.caretRect(for: view.beginningOfDocument)
        #expect(start == CGRect(x: 17, y: 12, width: 2, height: font.lineHeight))
        let end = view.caretRect(for: view.endOfDocument)
        let last = lines[lines.count - 1]
        #expect(end.minX == 17 + measurer.size(of: last, in: font).width)
        #expect(end.minY == 12 + CGFloat(lines.count - 1) * font.lineHeight)
        // Just after the space the first line broke at: the second line's start.
        let secondLine = view.position(from: view.beginningOfDocument, offset: lines[0].count + 1)
        #expect(secondLine.map { view.caretRect(for: $0).origin } == CGPoint(x: 17, y: 12 + font.lineHeight))
    }
}

/// The caret after a bold run stands where the bold characters end, not where they would in the view's font.
@MainActor
@Suite("UITextView: the caret after styled runs")
struct TextViewStyledCaretSnippets {
    @Test("after “Hi ” in 17-point regular and “bold” in 40-point bold, the caret is at their widths added")
    func styledCaret() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let text = NSMutableAttributedString(string: "Hi bold", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 40), range: NSRange(location: 3, length: 4))
        view.attributedText = text
        let measurer = UILabel.textMeasurer
        let expected =
            measurer.size(of: "Hi ", in: .systemFont(ofSize: 17)).width + measurer.size(of: "bold", in: .boldSystemFont(ofSize: 40)).width
        // The default inset (8 above, none at the sides) and the 5-point line fragment padding.
        #expect(view.caretRect(for: view.endOfDocument).minX == 5 + expected)
        #expect(view.caretRect(for: view.endOfDocument).minY == 8)
    }
}
