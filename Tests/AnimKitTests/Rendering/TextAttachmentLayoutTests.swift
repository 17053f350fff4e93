import Foundation
import Testing

@testable import AnimKit

/// `NSTextAttachment` in attributed text, set as TextKit sets it: Apple — the attachment's `bounds` are "the layout
/// bounds of the receiver's graphical representation in the text coordinate system", their origin "at the glyph
/// location on the text line baseline"; `.zero` bounds take the image's size. Measured by the estimating measurer (a
/// glyph 0.55 em wide, a run's width rounded up; the baseline 0.95 em below a line's top; lines 1.2 em tall), so a
/// 20-point line is 24 tall with its baseline 19 down, and "Name " is 56 wide
/// (5 × 20 × 0.55 comes out a hair over 55 in binary, and a run's width is rounded up).
@MainActor
@Suite("Text attachments: an image set as a glyph on the baseline")
struct TextAttachmentLayoutTests {
    private func measured<T>(_ body: () -> T) -> T {
        let saved = Label.textMeasurer
        defer { Label.textMeasurer = saved }
        Label.textMeasurer = EstimatingTextMeasurer()
        return body()
    }

    /// A `width` × `height` image drawn in an image context.
    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    /// "Name " in 20 points, then `attachment`.
    private func name(then attachment: NSTextAttachment) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Name ", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        text.append(NSAttributedString(attachment: attachment))
        return text
    }

    @Test("NSAttributedString(attachment:) is one U+FFFC carrying the attachment; a string with one is set run by run")
    func character() {
        let attachment = NSTextAttachment(image: image(30, 30))
        let text = NSAttributedString(attachment: attachment)
        #expect(text.string == "\u{FFFC}" && text.length == 1)
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(AttributedTextLayout.isMixed(text) && attachment.bounds == .zero)
    }

    @Test("a 30 × 30 image with .zero bounds stands on the baseline: the line's ascent is 30, its height 30 + 5, the text 11 down")
    func tallImage() {
        let layout = measured { AttributedTextLayout(name(then: NSTextAttachment(image: image(30, 30))), width: nil) }
        #expect(layout.pieces.map(\.rect) == [CGRect(x: 0, y: 11, width: 56, height: 24), CGRect(x: 56, y: 0, width: 30, height: 30)])
        #expect(layout.size == CGSize(width: 86, height: 35))
    }

    @Test("bounds (0, −4, 16, 16): the image's bottom 4 below the baseline (19), its top at 7; the 24-point line keeps its height")
    func loweredBounds() {
        let attachment = NSTextAttachment(image: image(40, 40))
        attachment.bounds = CGRect(x: 0, y: -4, width: 16, height: 16)
        let layout = measured { AttributedTextLayout(name(then: attachment), width: nil) }
        #expect(layout.pieces.map(\.rect) == [CGRect(x: 0, y: 0, width: 56, height: 24), CGRect(x: 56, y: 7, width: 16, height: 16)])
        #expect(layout.size == CGSize(width: 72, height: 24))
    }

    @Test("lowered 10 below the baseline the line deepens to 19 + 10; two attachments side by side are two glyphs")
    func deepAndTwo() {
        let low = NSTextAttachment(image: image(16, 16)), other = NSTextAttachment(image: image(8, 8))
        low.bounds = CGRect(x: 0, y: -10, width: 16, height: 16)
        let text = NSMutableAttributedString(attributedString: name(then: low))
        text.append(NSAttributedString(attachment: other))
        let layout = measured { AttributedTextLayout(text, width: nil) }
        #expect(
            layout.pieces.map(\.rect) == [
                CGRect(x: 0, y: 0, width: 56, height: 24), CGRect(x: 56, y: 13, width: 16, height: 16),
                CGRect(x: 72, y: 11, width: 8, height: 8),
            ])
        #expect(layout.size == CGSize(width: 80, height: 29))
    }

    @Test("wrapped at 60: the attachment right after \"Name\" goes with its word to no line of its own, and a label sizes to it")
    func wrappedAndLabel() {
        let text = NSMutableAttributedString(string: "Hi Name", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        text.append(NSAttributedString(attachment: NSTextAttachment(image: image(30, 30))))
        let layout = measured { AttributedTextLayout(text, width: 60) }
        // "Hi Name" is 77 wide, so "Name" and its image start the second line, 24 down; the image raises its baseline.
        #expect(layout.pieces.map(\.text) == ["Hi", "Name", "\u{FFFC}"])
        #expect(layout.pieces[1].rect == CGRect(x: 0, y: 24 + 11, width: 44, height: 24))
        #expect(layout.pieces[2].rect == CGRect(x: 44, y: 24, width: 30, height: 30))
        let label = UILabel()
        label.attributedText = name(then: NSTextAttachment(image: image(30, 30)))
        #expect(measured { label.intrinsicContentSize } == CGSize(width: 86, height: 35))
    }
}
