import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Resizable images drawn as UIKit draws them ("areas covered by a cap are not scaled or resized"; the rest tiled
/// left to right and top to bottom, or stretched), in an image view, a button's background and a layer's
/// `contentsCenter` ("the upper-middle and lower-middle only horizontally … the corners are not scaled at all").
@MainActor
@Suite("Resizable images, drawn", .serialized)
struct ResizableImagePixelTests {
    static let (red, green, blue, yellow, white) = (
        Pixel(255, 0, 0), Pixel(0, 255, 0), Pixel(0, 0, 255), Pixel(255, 255, 0), Pixel(255, 255, 255)
    )

    /// A 30 × 30 image cut in thirds: red corners, green edges, the middle's left half blue and its right half yellow.
    private func framed() throws -> UIImage {
        var pixels: [UInt8] = []
        for y in 0..<30 {
            for x in 0..<30 {
                let cornerX = x < 10 || x >= 20, cornerY = y < 10 || y >= 20
                if cornerX && cornerY {
                    pixels += [255, 0, 0, 255]
                } else if cornerX || cornerY {
                    pixels += [0, 255, 0, 255]
                } else {
                    pixels += x < 15 ? [0, 0, 255, 255] : [255, 255, 0, 255]
                }
            }
        }
        let frame = try #require(FrameImage(width: 30, height: 30, pixels: pixels))
        return try #require(UIImage(data: try frame.pngData()))
    }

    /// `view` on white in a root of its size, rendered.
    private func rendered(_ view: UIView) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(origin: .zero, size: view.bounds.size))
        root.backgroundColor = .white
        root.addSubview(view)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    @Test("stretched over 100 × 50: corners 10 × 10, the edges 10 deep, the middle's halves 40 wide each")
    func stretched() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let image = try framed().resizableImage(
            withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let host = try rendered(view)
        #expect(host.pixel(x: 5, y: 5) == Self.red && host.pixel(x: 94, y: 44) == Self.red && host.pixel(x: 94, y: 5) == Self.red)
        // Stretched whole, x 15 would be the corner's (15 of 100 is 4.5 of 30); kept, it is the top edge.
        #expect(host.pixel(x: 15, y: 5) == Self.green && host.pixel(x: 50, y: 5) == Self.green && host.pixel(x: 5, y: 25) == Self.green)
        #expect(host.pixel(x: 30, y: 25) == Self.blue && host.pixel(x: 70, y: 25) == Self.yellow)
        #expect(host.pixel(x: 92, y: 25) == Self.green && host.pixel(x: 85, y: 25) == Self.yellow)
    }

    @Test("tiled (UIKit's default) over 95 × 50: the middle repeated every 10 from x 10, the last copy cut to its blue half")
    func tiled() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let image = try framed().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 95, height: 50)
        let host = try rendered(view)
        for copy in 0..<7 {
            let x = 10 + 10 * copy
            #expect(host.pixel(x: x + 2, y: 25) == Self.blue, "copy \(copy)")
            #expect(host.pixel(x: x + 7, y: 25) == Self.yellow, "copy \(copy)")
        }
        #expect(host.pixel(x: 82, y: 25) == Self.blue && host.pixel(x: 88, y: 25) == Self.green && host.pixel(x: 90, y: 45) == Self.red)
    }

    @Test("a button's background image keeps its caps over the button's 100 × 50")
    func buttonBackground() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let button = UIButton(type: .custom)
        button.setBackgroundImage(
            try framed().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch),
            for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let host = try rendered(button)
        #expect(host.pixel(x: 5, y: 5) == Self.red && host.pixel(x: 15, y: 5) == Self.green)
        #expect(host.pixel(x: 30, y: 25) == Self.blue && host.pixel(x: 70, y: 25) == Self.yellow)
    }

    @Test("a layer's contentsCenter of the middle third: the same as a stretched image with 10-point caps")
    func contentsCenter() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.contents = try framed().cgImage
        view.layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let host = try rendered(view)
        #expect(host.pixel(x: 5, y: 5) == Self.red && host.pixel(x: 15, y: 5) == Self.green && host.pixel(x: 94, y: 44) == Self.red)
        #expect(host.pixel(x: 30, y: 25) == Self.blue && host.pixel(x: 70, y: 25) == Self.yellow)
        // The whole image stretched, as before contentsCenter: x 15 is the corner's.
        view.layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        try host.render()
        #expect(host.pixel(x: 15, y: 5) == Self.red)
    }

    @Test("a drawn image placed on a half pixel: where its pieces meet (x 10.5 and 90.5) the blue has no lighter seam")
    func drawnSeams() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        let view = UIImageView(
            image: drawn.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch))
        view.frame = CGRect(x: 0.5, y: 0.5, width: 100, height: 50)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 102, height: 52))
        root.backgroundColor = .white
        root.addSubview(view)
        let host = try OffscreenHost(root: root)
        try host.render()
        for x in [5, 10, 11, 50, 90, 91, 95] { #expect(host.pixel(x: x, y: 25) == Self.blue, "x \(x)") }
        for y in [10, 11, 40, 41] { #expect(host.pixel(x: 50, y: y) == Self.blue, "y \(y)") }
    }
}
