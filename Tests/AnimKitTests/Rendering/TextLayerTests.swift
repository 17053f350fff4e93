import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// CATextLayer as Apple documents it: the string drawn from the top of the bounds, in the font at fontSize (36 by
// default), in foregroundColor (white by default), lined up by alignmentMode, wrapped at the width when isWrapped.
// Line heights come from whichever measurer is installed (the estimate, or the real font once a renderer is made).

@MainActor
@Suite("CATextLayer: a string from the top of the bounds")
struct TextLayerTests {
    func text(_ configure: (CATextLayer) -> Void) -> DisplayItem? {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CATextLayer()
        layer.frame = CGRect(x: 10, y: 20, width: 80, height: 150)
        layer.string = "one two three"
        configure(layer)
        root.layer.addSublayer(layer)
        return DisplayList(root: root).items.last
    }

    @Test("defaults: 36 points, white, one line, its block at the top of the bounds, against the left")
    func defaults() throws {
        let item = try #require(text { _ in })
        guard case .text(let string, let font, let color, let alignment) = item.content else {
            Issue.record("not text")
            return
        }
        #expect(string == "one two three" && font.pointSize == 36 && color == .white && alignment == .left)
        #expect(item.canvasBounds == CGRect(x: 10, y: 20, width: 80, height: Label.textMeasurer.lineHeight(of: font)))
    }

    @Test("wrapped at the width (40 points holds \"aa\" at 20 points, not \"aa bb\"), centred, in the colour given")
    func wrapped() throws {
        let item = try #require(
            text {
                $0.isWrapped = true
                $0.string = "aa bb cc"
                $0.bounds.size.width = 40
                $0.fontSize = 20
                $0.alignmentMode = .center
                $0.foregroundColor = .black
            })
        guard case .text(let string, let font, let color, let alignment) = item.content else {
            Issue.record("not text")
            return
        }
        #expect(string == "aa\nbb\ncc" && color == .black && alignment == .center)
        #expect(item.canvasBounds.height == 3 * Label.textMeasurer.lineHeight(of: font))
    }

    @Test("fontSize and foregroundColor animate")
    func animated() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CATextLayer()
        layer.fontSize = 10
        let grow = CABasicAnimation(keyPath: "fontSize")
        (grow.toValue, grow.duration) = (30, 1)
        layer.add(grow, forKey: "grow")
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.fontSize == 20)
    }
}
