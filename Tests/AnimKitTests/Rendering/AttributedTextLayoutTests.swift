import Foundation
import Testing

@testable import AnimKit

/// Attributed strings of several faces and colours, set run by run. Measured by the estimating measurer — a glyph
/// 0.55 em wide (a run's width rounded up), the baseline 0.95 em below a line's top, lines 1.2 em apart — so every
/// rectangle below is worked out from those proportions.
@MainActor
@Suite("Attributed text: runs in their own faces and colours, on one baseline, wrapped across runs")
struct AttributedTextLayoutTests {
    /// "Big " in bold 28 red, then `rest` in 14 blue.
    private func bigAndSmall(_ rest: String, centred: Bool = false) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = centred ? .center : .left
        let text = NSMutableAttributedString(
            string: "Big ",
            attributes: [.font: Font(familyName: nil, size: 28, bold: true), .foregroundColor: Color.red, .paragraphStyle: style])
        text.append(NSAttributedString(string: rest, attributes: [.font: Font(familyName: nil, size: 14), .foregroundColor: Color.blue]))
        return text
    }

    private func close(_ a: [CGRect], _ b: [CGRect]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { x, y in
                [x.minX - y.minX, x.minY - y.minY, x.width - y.width, x.height - y.height].allSatisfy { abs($0) < 1e-9 }
            }
    }

    private func measured<T>(_ body: () -> T) -> T {
        let saved = Label.textMeasurer
        defer { Label.textMeasurer = saved }
        Label.textMeasurer = EstimatingTextMeasurer()
        return body()
    }

    @Test(
        "one line: \"Big \" 62 wide (4 × 28 × 0.55 = 61.6, up), \"and small\" 70 after it, its top 26.6 − 13.3 down so the baselines meet")
    func oneLine() {
        let layout = measured { AttributedTextLayout(bigAndSmall("and small"), width: nil) }
        #expect(layout.pieces.map(\.text) == ["Big ", "and small"])
        #expect(
            close(
                layout.pieces.map(\.rect),
                [CGRect(x: 0, y: 0, width: 62, height: 28 * 1.2), CGRect(x: 62, y: 28 * 0.95 - 14 * 0.95, width: 70, height: 14 * 1.2)]))
        #expect(layout.pieces.map(\.attributes.color) == [.red, .blue])
        #expect(abs(layout.size.width - 132) < 1e-9 && abs(layout.size.height - 28 * 1.2) < 1e-9)
        #expect(AttributedTextLayout.isMixed(bigAndSmall("x")) && !AttributedTextLayout.isMixed(NSAttributedString(string: "plain")))
    }

    @Test(
        "wrapped at 100: \"Big and\" is 62 + 24 = 86, with \"small\" 132 — so \"small\" starts the next line, 33.6 down; 40 high holds one line"
    )
    func wrapped() {
        let layout = measured { AttributedTextLayout(bigAndSmall("and small"), width: 100) }
        #expect(layout.pieces.map(\.text) == ["Big ", "and", "small"])
        #expect(
            close(
                Array(layout.pieces.map(\.rect).dropFirst()),
                [CGRect(x: 62, y: 13.3, width: 24, height: 14 * 1.2), CGRect(x: 0, y: 28 * 1.2, width: 39, height: 14 * 1.2)]))
        #expect(abs(layout.size.height - (28 * 1.2 + 14 * 1.2)) < 1e-9)
        let cut = measured { AttributedTextLayout(bigAndSmall("and small"), width: 100, height: 40) }
        #expect(cut.pieces.map(\.text) == ["Big ", "and"])
    }

    @Test("centred by the first paragraph style in a box of 200: a line 132 wide starts at 34; an empty line is as tall as its run's face")
    func centredAndEmptyLines() {
        let layout = measured { AttributedTextLayout(bigAndSmall("and small", centred: true), width: nil, box: 200) }
        #expect(layout.pieces.first?.rect.minX == 34)
        let blank = measured { AttributedTextLayout(bigAndSmall("a\n\nb"), width: nil) }
        // Lines: "Big a" (28 tall), "" in the 14-point run, "b": 33.6 + 16.8 + 16.8.
        #expect(abs(blank.size.height - (28 * 1.2 + 14 * 1.2 + 14 * 1.2)) < 1e-9)
        #expect(abs((blank.pieces.last?.rect.minY ?? 0) - (28 * 1.2 + 14 * 1.2)) < 1e-9)
    }

    @Test("a CATextLayer of several runs sets them at its bounds' origin, aligned in its width; a one-run string is left to the plain path")
    func textLayer() {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        layer.string = bigAndSmall("and small", centred: true)
        let pieces = measured { layer.runLayout?.pieces } ?? []
        #expect(pieces.map(\.rect.minX) == [34, 96])
        layer.string = NSAttributedString(string: "one", attributes: [.foregroundColor: Color.red])
        #expect(layer.runLayout == nil)
    }

    @Test(
        "UILabel.attributedText: sets text, font and colour from its first character; plain text drops it; a mixed one sizes by its runs, at most numberOfLines"
    )
    func label() {
        measured {
            let label = UILabel()
            label.attributedText = bigAndSmall("and small")
            #expect(label.text == "Big and small" && label.font == Font(familyName: nil, size: 28, bold: true) && label.textColor == .red)
            #expect(abs(label.sizeThatFits(.zero).width - 132) < 1e-9)
            label.numberOfLines = 1
            #expect(label.runLayout(atWidth: 100)?.pieces.map(\.text) == ["Big ", "and small"])
            label.numberOfLines = 0
            #expect(label.runLayout(atWidth: 100)?.pieces.map(\.text) == ["Big ", "and", "small"])
            label.numberOfLines = 1
            label.text = "plain"
            #expect(label.runLayout(atWidth: 100) == nil)
            #expect(label.attributedText?.string == "plain")
        }
    }

    @Test(
        "Apple: text with no font of its own takes the label's; a font or colour set after attributedText applies to all of it"
    )
    func labelStyleOverText() {
        measured {
            let label = UILabel()
            label.font = Font(familyName: nil, size: 30)
            label.textColor = .blue
            let text = NSMutableAttributedString(string: "Plain ")
            text.append(NSAttributedString(string: "red", attributes: [.foregroundColor: Color.red]))
            label.attributedText = text
            let set = label.attributedText
            #expect(set?.attribute(.font, at: 8, effectiveRange: nil) as? Font == Font(familyName: nil, size: 30))
            #expect(set?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == .blue)
            #expect(set?.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? Color == .red)
            // "Plain red" at 30 points: ⌈6 × 16.5⌉ + ⌈3 × 16.5⌉ = 100 + 50 wide (6 × 16.5 a hair over 99 in binary), one
            // 36-point line.
            #expect(label.sizeThatFits(.zero) == CGSize(width: 150, height: 36))
            label.font = Font(familyName: nil, size: 20)
            label.textColor = .green
            let after = label.attributedText
            #expect(after?.attribute(.font, at: 0, effectiveRange: nil) as? Font == Font(familyName: nil, size: 20))
            #expect(after?.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? Color == .green)
            #expect(label.text == "Plain red" && label.intrinsicContentSize == CGSize(width: 100, height: 24))
            // Unstyled text takes the label's alignment too, and an alignment set later applies to all of it, its
            // spacing kept: "Plain " and "red" in two colours, centred in 200 — (200 − 150) / 2 = 25 in at 30 points.
            let spaced = NSMutableParagraphStyle()
            spaced.lineSpacing = 4
            let two = NSMutableAttributedString(string: "Plain ", attributes: [.paragraphStyle: spaced])
            two.append(NSAttributedString(string: "red", attributes: [.foregroundColor: Color.red]))
            (label.font, label.textAlignment) = (Font(familyName: nil, size: 30), .right)
            label.attributedText = two
            label.textAlignment = .center
            let centred = label.attributedText
            #expect((centred?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineSpacing == 4)
            #expect(
                [0, 8].allSatisfy {
                    (centred?.attribute(.paragraphStyle, at: $0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center
                })
            #expect(label.runLayout(atWidth: 200)?.pieces.first?.rect.minX == 25)
        }
    }

    @Test("a paragraph style spaces lines: 6 between lines, 10 after a paragraph, a 1.5 multiple with the text at the bottom")
    func paragraphSpacing() {
        let style = NSMutableParagraphStyle()
        (style.lineSpacing, style.paragraphSpacing) = (6, 10)
        // Three lines in 20-point text (24 tall each): "aaaa bbbb" wraps at 60 points (4 × 11 = 44 a word), then a
        // new paragraph.
        let text = NSAttributedString(
            string: "aaaa bbbb\ncccc", attributes: [.font: Font(familyName: nil, size: 20), .paragraphStyle: style])
        let layout = measured { AttributedTextLayout(text, width: 60) }
        #expect(AttributedTextLayout.isMixed(text))
        #expect(layout.pieces.map(\.text) == ["aaaa", "bbbb", "cccc"])
        // Tops: 0; 24 + 6; then 30 + 24 + 6 + 10 after the paragraph's end. Height: the last line's bottom.
        #expect(layout.pieces.map(\.rect.minY) == [0, 30, 70] && layout.size.height == 94)
        style.lineSpacing = 0
        style.paragraphSpacing = 0
        style.lineHeightMultiple = 1.5
        let tall = measured {
            AttributedTextLayout(
                NSAttributedString(string: "aaaa bbbb", attributes: [.font: Font(familyName: nil, size: 20), .paragraphStyle: style]),
                width: 60)
        }
        // Lines 36 tall, the 24-point text at each line's bottom: tops 12 and 48; 72 in all.
        #expect(tall.pieces.map(\.rect.minY) == [12, 48] && tall.size.height == 72)
        // A style that spaces nothing leaves one-face text to the plain path.
        #expect(
            !AttributedTextLayout.isMixed(NSAttributedString(string: "plain", attributes: [.paragraphStyle: NSMutableParagraphStyle()])))
    }
}
