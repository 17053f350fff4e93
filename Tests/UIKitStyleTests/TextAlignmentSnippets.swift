import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// `NSTextAlignment` as the SDK spells it: `.natural` (the default of labels, fields and text views since iOS 9) and
// `.justified`, which "stretches text evenly along the line", a paragraph's last line set as natural.
@MainActor
@Suite("NSTextAlignment: natural and justified")
struct TextAlignmentSnippets {
    @Test("the SDK's raw values; labels, text fields, text views and paragraph styles start natural")
    func declarations() {
        #expect(NSTextAlignment.left.rawValue == 0 && NSTextAlignment.center.rawValue == 1 && NSTextAlignment.right.rawValue == 2)
        #expect(NSTextAlignment.justified.rawValue == 3 && NSTextAlignment.natural.rawValue == 4)
        #expect(UILabel().textAlignment == .natural && UITextField().textAlignment == .natural && UITextView().textAlignment == .natural)
        #expect(NSParagraphStyle.default.alignment == .natural)
    }

    /// The text pieces a label draws, with their rectangles.
    func drawnPieces(of label: UILabel) -> [(String, CGRect)] {
        DisplayList(root: label).items.compactMap { item in
            if case .text(let text, _, _, _) = item.content { return (text, item.rect) }
            return nil
        }
    }

    @Test("a justified label's wrapped lines reach both edges, their spaces widened; a paragraph's last line is natural")
    func justifiedLabel() {
        let saved = UILabel.textMeasurer
        defer { UILabel.textMeasurer = saved }
        UILabel.textMeasurer = CountingMeasurer()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        label.text = "aa bb cc dd ee ff\ngg hh"
        label.numberOfLines = 0
        label.textAlignment = .justified
        let pieces = drawnPieces(of: label)
        // "aa bb cc" is 80 points: the 20 left over go 10 to each of its two spaces, so "cc" ends at 100. "dd ee ff"
        // ends the first paragraph and "gg hh" the text: both set from the left as they are.
        #expect(pieces.map(\.0) == ["aa ", "bb ", "cc", "dd ee ff", "gg hh"])
        #expect(pieces.map(\.1.minX) == [0, 40, 80, 0, 0])
        #expect(pieces[2].1.maxX == 100)
        // Three lines of 20 in 60: one under another.
        #expect(pieces.map(\.1.minY) == [0, 0, 0, 20, 40])
        // Natural is the left edge here; a single-line label is never stretched.
        label.textAlignment = .natural
        #expect(drawnPieces(of: label).allSatisfy { $0.1.minX == 0 })
        label.numberOfLines = 1
        label.textAlignment = .justified
        #expect(drawnPieces(of: label).count == 1)
    }
}
