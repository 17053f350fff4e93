import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// ``CountingMeasurer``'s widths, counting the characters it measured: the work a label's text costs.
private final class TallyingMeasurer: TextMeasurer, @unchecked Sendable {
    private let lock = NSLock()
    private var measured = 0
    var characters: Int { lock.withLock { measured } }

    func size(of text: String, in font: Font) -> CGSize {
        lock.withLock { measured += text.count }
        return CountingMeasurer().size(of: text, in: font)
    }
    func lineHeight(of font: Font) -> CGFloat { 20 }
}

// Multi-line labels as screens write them: numberOfLines = 0 under leading and trailing constraints wraps the text at
// word breaks and grows the label to its lines (UIKit's second layout pass), a limit cuts the last line with "…".
@MainActor
@Suite("UILabel's numberOfLines: wrapping at word breaks")
struct LabelWrappingSnippets {
    @Test("wrapped greedily at spaces; a limit of 2 cuts the second line with an ellipsis; 1 never wraps")
    func wrapping() {
        measuring(with: CountingMeasurer()) {
            let label = UILabel()
            label.text = "one two three four five"
            label.preferredMaxLayoutWidth = 100
            #expect(label.intrinsicContentSize == CGSize(width: 230, height: 20))
            label.numberOfLines = 0
            // "one two three" would be 130 points: the line breaks before "three"; "three four" is exactly 100.
            #expect(label.lines(atWidth: 100) == ["one two", "three four", "five"])
            #expect(label.intrinsicContentSize == CGSize(width: 100, height: 60))
            label.numberOfLines = 2
            #expect(label.lines(atWidth: 100) == ["one two", "three fou…"])
            #expect(label.intrinsicContentSize == CGSize(width: 100, height: 40))
            label.text = "a\nbb cc"
            label.numberOfLines = 0
            #expect(label.lines(atWidth: 30) == ["a", "bb", "cc"])
        }
    }

    @Test("under leading and trailing constraints, the label's height follows its lines at the width layout gives it")
    func autoLayout() {
        measuring(with: CountingMeasurer()) {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 300))
            let label = UILabel()
            label.text = "one two three four five"
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            ])
            card.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 10, y: 10, width: 120, height: 60))
            // Wider: two lines ("one two three" is 130 of 160).
            card.frame.size.width = 180
            card.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 10, y: 10, width: 160, height: 40))
        }
    }

    @Test("one line wider than the label ends in \"…\" where it is drawn (UIKit's .byTruncatingTail); its size stays the whole text's")
    func singleLineTruncation() {
        measuring(with: CountingMeasurer()) {
            let label = UILabel()
            label.text = "one two three four five"
            // Nine characters and "…" are the 100 points: "one two t…"; the label still measures 230 wide.
            #expect(label.shownText(atWidth: 100) == "one two t…")
            #expect(label.shownText(atWidth: 230) == "one two three four five")
            #expect(label.lines(atWidth: 100) == ["one two three four five"] && label.intrinsicContentSize.width == 230)
        }
    }

    @Test("a line of 200 000 characters cut by a limit costs what its first words do: fewer than 5 characters measured per character")
    func longLineShortened() {
        let tally = TallyingMeasurer()
        measuring(with: tally) {
            let label = UILabel()
            label.numberOfLines = 2
            let word = String(repeating: "x", count: 200_000)
            label.text = "one " + word + " two"
            // A word wider than the label keeps a line of its own; the limit cuts the third line and shortens the second.
            #expect(label.lines(atWidth: 100) == ["one", "xxxxxxxxx…"])
            // Wrapping measures the paragraph once and each candidate line once; shortening, prefixes of up to 16
            // characters. Dropping one character at a time measured 2 × 10¹⁰ characters here.
            #expect(tally.characters < 5 * 200_000, "\(tally.characters) characters measured")
            label.numberOfLines = 1
            let single = tally.characters
            #expect(label.shownText(atWidth: 100) == "one xxxxx…" && tally.characters - single < 3 * 200_000)
        }
    }

    /// Apple's `numberOfLines`: "any text that does not fit within the maximum number of lines and inside the bounding
    /// rectangle of the label is truncated using the appropriate line break mode".
    @Test("a wrapping label shorter than its lines shows those that fit down it, the last ending in \"…\"; at least one")
    func heightTruncation() {
        measuring(with: CountingMeasurer()) {
            let label = UILabel()
            label.text = "one two three four five"
            label.numberOfLines = 0
            // Lines of 20 points: three need 60.
            #expect(label.shownText(atWidth: 100, height: 60) == "one two\nthree four\nfive")
            // 45 points hold two: "three four…" is 110 wide, so the second keeps nine characters.
            #expect(label.shownText(atWidth: 100, height: 45) == "one two\nthree fou…")
            #expect(label.shownText(atWidth: 100, height: 40) == "one two\nthree fou…")
            // Less than a line still shows the first.
            #expect(label.shownText(atWidth: 100, height: 10) == "one two…")
            // A limit of lines that fits is what counts.
            label.numberOfLines = 2
            #expect(label.shownText(atWidth: 100, height: 200) == "one two\nthree fou…")
            // One line is one line, however short the label.
            label.numberOfLines = 1
            #expect(label.shownText(atWidth: 100, height: 5) == "one two t…")
            #expect(label.intrinsicContentSize == CGSize(width: 230, height: 20))
        }
    }

    @Test("a label's frame too short for its wrapped text draws the lines that fit")
    func heightTruncationDrawn() throws {
        try measuring(with: CountingMeasurer()) {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            label.text = "one two three four five"
            label.numberOfLines = 0
            let item = try #require(DisplayList(root: label).items.last)
            guard case .text(let text, _, _, _) = item.content else {
                Issue.record("no text drawn: \(item.content)")
                return
            }
            // The two lines that fit in 50 points, set in the label's bounds (the drawing centres them down it).
            #expect(text == "one two\nthree fou…" && item.rect == label.bounds)
        }
    }
}
