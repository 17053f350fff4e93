import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Text drawn in a scratch buffer with a renderer of its own (a mask's) and on the frame, in one frame: it shows in both
/// places. (A glyph atlas made for one renderer once drew nothing with the other: a label masking a shimmer hid every
/// label in its font drawn after it.)
@MainActor
@Suite("Text drawn in a mask and on the frame, in one frame", .serialized)
struct ScratchRendererPixelTests {
    static func isRed(_ p: Pixel) -> Bool { p.red > 200 && p.green < 60 && p.blue < 60 }
    static func isBlue(_ p: Pixel) -> Bool { p.blue > 200 && p.red < 60 && p.green < 60 }

    static func count(_ host: OffscreenHost, in rows: Range<Int>, _ matching: (Pixel) -> Bool) -> Int {
        var count = 0
        for y in rows { for x in 0..<300 where matching(host.pixel(x: x, y: y)) { count += 1 } }
        return count
    }

    /// A white 300 × 200 root with `top` above `bottom`, rendered.
    static func scene(top: View, bottom: View) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.backgroundColor = .white
        top.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        bottom.frame = CGRect(x: 0, y: 100, width: 300, height: 100)
        root.addSubview(top)
        root.addSubview(bottom)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    static func label(_ text: String, _ color: UIColor) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        (label.text, label.font, label.textColor, label.textAlignment) = (text, .boldSystemFont(ofSize: 40), color, .center)
        return label
    }

    @Test("a label masking a red view, and a blue label in the same font under it")
    func textMask() throws {
        let red = UIView()
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        red.mask = Self.label("MASK", .black)
        let host = try Self.scene(top: red, bottom: Self.label("UNDER", UIColor(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(Self.count(host, in: 0..<100, Self.isRed) > 300)
        #expect(Self.count(host, in: 100..<200, Self.isBlue) > 300)
    }
}
