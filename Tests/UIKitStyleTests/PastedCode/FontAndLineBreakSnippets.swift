import AnimKit
import Foundation
import Testing

/// Half a point a character per point of font size: 10 points a character at 20 points, so widths can be counted and
/// a smaller font measures narrower.
private struct ProportionalMeasurer: TextMeasurer {
    func size(of text: String, in font: Font) -> CGSize {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return CGSize(width: CGFloat(lines.map(\.count).max() ?? 0) * font.pointSize / 2, height: CGFloat(Swift.max(lines.count, 1)) * 24)
    }
    func ascender(of font: Font) -> CGFloat { font.pointSize * 0.8 }
    func lineHeight(of font: Font) -> CGFloat { font.pointSize * 1.25 }
}

@MainActor
private func measuring(_ body: () -> Void) {
    let saved = UILabel.textMeasurer
    defer { UILabel.textMeasurer = saved }
    UILabel.textMeasurer = ProportionalMeasurer()
    body()
}

// Fonts and labels as pasted iOS code uses them: `UIFont(name:size:)!`, a descriptor's bold trait, the metrics
// layout code reads, and a label's line break mode and shrinking.
@MainActor
@Suite("UIFont's names, descriptors and metrics; UILabel's lineBreakMode and adjustsFontSizeToFitWidth")
struct FontAndLineBreakSnippets {
    @Test("UIFont(name:size:) is optional as UIKit declares it, and a descriptor with .traitBold makes the bold face at its size")
    func namesAndDescriptors() throws {
        let avenir = try #require(UIFont(name: "Avenir-Heavy", size: 14))
        #expect(avenir.pointSize == 14 && avenir.fontName == "Avenir-Heavy" && !avenir.isBold)
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 12)?.isBold == true)
        let base = UIFont.systemFont(ofSize: 15)
        let descriptor = try #require(base.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(descriptor.symbolicTraits.contains(.traitBold) && descriptor.pointSize == 15)
        // Size 0 keeps the descriptor's size, as UIKit documents.
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.isBold && bold.pointSize == 15 && UIFont(descriptor: descriptor, size: 20).pointSize == 20)
        #expect(base.withSize(30).pointSize == 30)
    }

    @Test("lineHeight, ascender and descender come from the measurer that draws the text: descender = ascender − lineHeight")
    func metrics() {
        measuring {
            let font = UIFont.systemFont(ofSize: 20)
            #expect(font.lineHeight == 25 && font.ascender == 16 && font.descender == -9)
        }
    }

    @Test("a label's font and textColor are implicitly unwrapped as UIKit's: nil sets the defaults back")
    func labelDefaults() {
        let label = UILabel()
        label.font = UIFont(name: "Menlo", size: 11)
        #expect(label.font.pointSize == 11)
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .label)
    }

    @Test("a one-line label 85 points wide cuts 16 characters at 10 points each as its lineBreakMode says")
    func lineBreakModes() {
        measuring {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 85, height: 30))
            label.font = .systemFont(ofSize: 20)
            label.text = "abcdefghijklmnop"
            #expect(label.lineBreakMode == .byTruncatingTail)
            let expected: [(NSLineBreakMode, String)] = [
                // "…" takes one character's room: 7 characters and it fill 80 of the 85 points.
                (.byTruncatingTail, "abcdefg…"), (.byTruncatingHead, "…jklmnop"), (.byTruncatingMiddle, "abcd…nop"),
                // Without an ellipsis, 8 characters fit.
                (.byClipping, "abcdefgh"), (.byWordWrapping, "abcdefgh"), (.byCharWrapping, "abcdefgh"),
            ]
            for (mode, shown) in expected {
                label.lineBreakMode = mode
                #expect(label.shownText(atWidth: 85) == shown, "\(mode)")
            }
        }
    }

    @Test("adjustsFontSizeToFitWidth shrinks the font to fit, never below minimumScaleFactor, then truncates; 0 keeps the size")
    func shrinking() {
        measuring {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 85, height: 30))
            label.font = .systemFont(ofSize: 20)
            label.text = "abcdefghijklmnop"
            label.adjustsFontSizeToFitWidth = true
            // minimumScaleFactor 0 (the default): "the current font size is used as the smallest font size".
            #expect(label.shownFont(atWidth: 85).pointSize == 20 && label.shownText(atWidth: 85) == "abcdefg…")
            // 160 points of text in 85: a scale of 85/160, above the 0.5 allowed — it all fits at 10.625 points.
            label.minimumScaleFactor = 0.5
            #expect(label.shownFont(atWidth: 85).pointSize == 10.625 && label.shownText(atWidth: 85) == "abcdefghijklmnop")
            // Not below 0.75: 15 points, 7.5 a character, and the tail cut to fit: 10 characters and "…" in 82.5.
            label.minimumScaleFactor = 0.75
            #expect(label.shownFont(atWidth: 85).pointSize == 15 && label.shownText(atWidth: 85) == "abcdefghij…")
            label.adjustsFontSizeToFitWidth = false
            #expect(label.shownFont(atWidth: 85).pointSize == 20)
        }
    }
}
