import Foundation
import Testing

@testable import AnimKit

/// NSParagraphStyle's indents, as its documentation gives them: `firstLineHeadIndent` is where a paragraph's first line
/// starts, `headIndent` where its other lines start, and `tailIndent`, when positive, where lines end measured from the
/// leading margin, when zero or negative how far before the trailing margin they end. Measured by the estimating
/// measurer: a glyph 0.55 em wide (11 points at 20 points), lines 1.2 em apart (24), so each rectangle is worked out
/// by hand.
@MainActor
@Suite("Paragraph indents: the first line's, the others', the tail")
struct ParagraphIndentTests {
    private func text(_ string: String, first: CGFloat = 0, head: CGFloat = 0, tail: CGFloat = 0, alignment: TextAlignment = .left)
        -> NSAttributedString
    {
        let style = NSMutableParagraphStyle()
        (style.firstLineHeadIndent, style.headIndent, style.tailIndent, style.alignment) = (first, head, tail, alignment)
        return NSAttributedString(string: string, attributes: [.font: Font(familyName: nil, size: 20), .paragraphStyle: style])
    }

    private func layout(_ text: NSAttributedString, width: CGFloat?) -> AttributedTextLayout {
        let saved = Label.textMeasurer
        defer { Label.textMeasurer = saved }
        Label.textMeasurer = EstimatingTextMeasurer()
        return AttributedTextLayout(text, width: width)
    }

    private func rect(_ x: CGFloat, line: Int) -> CGRect { CGRect(x: x, y: CGFloat(line) * 24, width: 44, height: 24) }

    @Test("at 100 wide, first 20 and head 10: \"aaaa bbbb\" (99) no longer fits the first line's 80, nor \"bbbb cccc\" the others' 90")
    func firstAndHead() {
        let plain = layout(text("aaaa bbbb cccc"), width: 100)
        #expect(plain.pieces.map(\.text) == ["aaaa bbbb", "cccc"])
        let indented = layout(text("aaaa bbbb cccc", first: 20, head: 10), width: 100)
        #expect(indented.pieces.map(\.text) == ["aaaa", "bbbb", "cccc"])
        #expect(indented.pieces.map(\.rect) == [rect(20, line: 0), rect(10, line: 1), rect(10, line: 2)])
        #expect(indented.size == CGSize(width: 64, height: 72))
        #expect(AttributedTextLayout.isMixed(text("a", head: 4)))
    }

    @Test("a tail of −30 ends lines 70 along; centred, \"bbbb\" sits in 10…70: at 10 + (60 − 44) / 2 = 18")
    func negativeTail() {
        let centred = layout(text("aaaa bbbb", first: 20, head: 10, tail: -30, alignment: .center), width: 100)
        #expect(centred.pieces.map(\.rect) == [rect(20 + (50 - 44) / 2, line: 0), rect(18, line: 1)])
    }

    @Test("a tail of 80 ends lines 80 from the leading edge however wide the box; right-aligned, \"aaaa\" ends at 80")
    func positiveTail() {
        let right = layout(text("aaaa bbbb", first: 20, tail: 80, alignment: .right), width: 200)
        #expect(right.pieces.map(\.text) == ["aaaa", "bbbb"])
        #expect(right.pieces.map(\.rect) == [rect(80 - 44, line: 0), rect(80 - 44, line: 1)])
    }

    @Test("unwrapped, the first line's indent is part of the text's size: \"aaaa\" after 20 is 64 wide")
    func sizeOfOneLine() {
        #expect(layout(text("aaaa", first: 20), width: nil).size == CGSize(width: 64, height: 24))
    }
}
