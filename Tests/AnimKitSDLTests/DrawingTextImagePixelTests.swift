import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Text and images drawn in `draw(_:)`, as UIKit's additions draw them: a string at a point (its top-left there) or
/// in a rectangle (wrapped, the lines that fit), in its attributes' face and colour; `UIImage.draw` the right way up,
/// `CGContext.draw(_:in:)` upside down in a UIKit context.
@MainActor
@Suite("Custom drawing: text and images, drawn", .serialized)
struct DrawingTextImagePixelTests {
    let white = Pixel(255, 255, 255), red = Pixel(255, 0, 0), blue = Pixel(0, 0, 255)

    private func host(_ drawing: @escaping (CGContext) -> Void) throws -> OffscreenHost {
        try drawingHost(width: 200, height: 120) { context, _ in drawing(context) }
    }

    /// The pixels in `xs` × `ys` that are not white.
    private func inked(_ host: OffscreenHost, _ xs: Range<Int>, _ ys: Range<Int>) -> [(x: Int, y: Int, pixel: Pixel)] {
        xs.flatMap { x in ys.compactMap { y in host.pixel(x: x, y: y) == white ? nil : (x, y, host.pixel(x: x, y: y)) } }
    }

    @Test("a string at (20, 30): ink only inside the size it measures there; a red attributed string centred in its rectangle")
    func strings() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.black]
        let size = "Hello".size(withAttributes: attributes)
        #expect(size.width > 40 && size.height > 24)
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let title = NSAttributedString(
            string: "Hi",
            attributes: [
                .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                .paragraphStyle: centred,
            ])
        let host = try host { _ in
            "Hello".draw(at: CGPoint(x: 20, y: 30), withAttributes: attributes)
            title.draw(in: CGRect(x: 100, y: 80, width: 100, height: 40))
        }
        let box = (x: 20..<(20 + Int(size.width.rounded(.up))), y: 30..<(30 + Int(size.height.rounded(.up))))
        #expect(inked(host, box.x, box.y).count > 40)
        #expect(
            inked(host, 0..<100, 0..<28).isEmpty && inked(host, 0..<18, 0..<80).isEmpty
                && inked(host, 0..<100, box.y.upperBound + 2..<80).isEmpty)
        let redInk = inked(host, 100..<200, 78..<120).filter { $0.pixel.red > 200 && $0.pixel.green < 80 }
        #expect(redInk.count > 20)
        let centre = Double((redInk.map(\.x).min() ?? 0) + (redInk.map(\.x).max() ?? 0)) / 2
        #expect(abs(centre - 150) < 3)
    }

    @Test("a string drawn in a rectangle two lines tall wraps at spaces and draws only the two lines that fit")
    func wrapped() throws {
        let font = UIFont.systemFont(ofSize: 16)
        let lineHeight = "A".size(withAttributes: [.font: font]).height
        let host = try host { _ in
            ("one two three four five six" as NSString).draw(
                in: CGRect(x: 10, y: 10, width: 90, height: lineHeight * 2.5), withAttributes: [.font: font])
        }
        let line = Int(lineHeight.rounded())
        #expect(!inked(host, 10..<100, 10..<(10 + line)).isEmpty && !inked(host, 10..<100, (10 + line)..<(10 + 2 * line)).isEmpty)
        #expect(inked(host, 0..<200, (12 + 2 * line)..<120).isEmpty && inked(host, 102..<200, 0..<120).isEmpty)
    }

    @Test("UIImage.draw(in:) the right way up and stretched; CGContext.draw(_:in:) upside down; a clip cuts both")
    func images() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let halves = try #require(UIImage(contentsOfFile: try twoColourPNG(in: scratch)))
        // 2 × 2: the top row red, the bottom row blue.
        let rows = try #require(FrameImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255]))
        try rows.pngData().write(to: URL(fileURLWithPath: scratch.path("rows.png")))
        let topRed = try #require(UIImage(contentsOfFile: scratch.path("rows.png")))
        let host = try host { context in
            halves.draw(in: CGRect(x: 20, y: 20, width: 40, height: 20))
            topRed.draw(in: CGRect(x: 80, y: 20, width: 20, height: 40))
            context.draw(try! #require(topRed.cgImage), in: CGRect(x: 120, y: 20, width: 20, height: 40))
            context.clip(to: CGRect(x: 0, y: 80, width: 22, height: 40))
            halves.draw(at: CGPoint(x: 20, y: 90))
        }
        #expect(host.pixel(x: 25, y: 30) == red && host.pixel(x: 55, y: 30) == blue && host.pixel(x: 65, y: 30) == white)
        #expect(host.pixel(x: 90, y: 25) == red && host.pixel(x: 90, y: 55) == blue)
        #expect(host.pixel(x: 130, y: 25) == blue && host.pixel(x: 130, y: 55) == red)
        #expect(host.pixel(x: 21, y: 90) == red && host.pixel(x: 23, y: 90) == white)
    }

    @Test("a CATextLayer's attributed string is set in its own face, colour and alignment, not the layer's")
    func attributedTextLayer() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = .white
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 20, width: 200, height: 60)
        (text.fontSize, text.foregroundColor) = (40, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        text.string = NSAttributedString(
            string: "ok",
            attributes: [
                .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                .paragraphStyle: right,
            ])
        root.layer.addSublayer(text)
        let host = try OffscreenHost(root: root)
        try host.render()
        let ink = inked(host, 0..<200, 0..<120)
        #expect(!ink.isEmpty && ink.allSatisfy { $0.pixel.blue < 100 || $0.pixel.red > 100 })
        #expect(ink.allSatisfy { $0.x > 150 } && ink.allSatisfy { $0.y < 20 + 30 })
    }
}
