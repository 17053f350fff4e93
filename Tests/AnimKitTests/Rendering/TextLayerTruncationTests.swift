import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// CATextLayer's truncationMode as Apple documents it: a line too wide for the bounds is cut at its start, middle or
// end, "…" in place of what is left out. Widths come from the measurer installed (the estimate, or the real font), so
// each check is against that measurer: the cut fits, and one more character kept would not.

@MainActor
@Suite("CATextLayer: truncationMode")
struct TextLayerTruncationTests {
    let string = "Animations on Linux, scrubbed frame by frame"

    func drawn(_ mode: CATextLayerTruncationMode, wrapped: Bool = false, height: CGFloat = 40) -> String? {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: height)
        (layer.string, layer.fontSize, layer.truncationMode, layer.isWrapped) = (string, 20, mode, wrapped)
        root.layer.addSublayer(layer)
        guard case .text(let text, _, _, _)? = DisplayList(root: root).items.last?.content else { return nil }
        return text
    }

    func width(_ text: String) -> CGFloat { Label.textMeasurer.size(of: text, in: Font(familyName: nil, size: 20)).width }

    @Test(".none draws the line whole; .end keeps the longest start that fits beside the ellipsis")
    func end() throws {
        #expect(drawn(.none) == string)
        let cut = try #require(drawn(.end))
        let kept = String(cut.dropLast())
        #expect(cut.hasSuffix("…") && string.hasPrefix(kept) && width(cut) <= 120)
        #expect(width(String(string.prefix(kept.count + 1)) + "…") > 120)
    }

    @Test(".start keeps the longest end, .middle both ends about evenly, each fitting")
    func startAndMiddle() throws {
        let start = try #require(drawn(.start))
        let kept = String(start.dropFirst())
        #expect(start.hasPrefix("…") && string.hasSuffix(kept) && width(start) <= 120)
        #expect(width("…" + String(string.suffix(kept.count + 1))) > 120)
        let middle = try #require(drawn(.middle))
        let parts = middle.split(separator: "…", omittingEmptySubsequences: false).map(String.init)
        #expect(parts.count == 2 && string.hasPrefix(parts[0]) && string.hasSuffix(parts[1]) && width(middle) <= 120)
        #expect(abs(parts[0].count - parts[1].count) <= 1)
    }

    @Test("wrapped text taller than the bounds: the lines that fit, the last ending in an ellipsis")
    func wrappedOverflow() throws {
        let lineHeight = Label.textMeasurer.lineHeight(of: Font(familyName: nil, size: 20))
        let text = try #require(drawn(.end, wrapped: true, height: lineHeight * 2.5))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 && lines[1].hasSuffix("…") && lines.allSatisfy { width($0) <= 120 })
        #expect(try #require(drawn(.none, wrapped: true, height: lineHeight * 2.5)).split(separator: "\n").count > 2)
    }
}
