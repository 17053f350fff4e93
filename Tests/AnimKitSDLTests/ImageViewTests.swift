import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("UIImage and UIImageView, drawn with SDL2_image")
struct ImageViewTests {
    func render(_ view: ImageView) throws -> OffscreenHost {
        let canvas = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        canvas.backgroundColor = .white
        canvas.addSubview(view)
        let host = try OffscreenHost(root: canvas)
        try host.render()
        return host
    }

    @Test("a PNG's size is read from its header; scaleAspectFit draws it 40 × 20, centred, red then blue")
    func aspectFit() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let image = try #require(UIImage(contentsOfFile: try twoColourPNG(in: scratch)))
        #expect(image.size == CGSize(width: 4, height: 2))
        let view = UIImageView(image: image)
        #expect(view.bounds.size == CGSize(width: 4, height: 2))
        view.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        view.contentMode = .scaleAspectFit
        let host = try render(view)
        #expect(host.pixel(x: 35, y: 50) == Pixel(255, 0, 0))
        #expect(host.pixel(x: 65, y: 50) == Pixel(0, 0, 255))
        #expect(host.pixel(x: 50, y: 35) == Pixel(255, 255, 255))
        #expect(host.pixel(x: 50, y: 65) == Pixel(255, 255, 255))
    }

    @Test("scaleToFill stretches over the bounds; alpha and a transform carry the image too")
    func fillAndTransform() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let image = try #require(UIImage(contentsOfFile: try twoColourPNG(in: scratch)))
        let view = UIImageView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        view.image = image
        #expect(try render(view).pixel(x: 35, y: 35) == Pixel(255, 0, 0))
        view.transform = CGAffineTransform(scaleX: -1, y: 1)
        #expect(try render(view).pixel(x: 35, y: 35) == Pixel(0, 0, 255))
        view.transform = .identity
        view.alpha = 0.5
        let faded = try render(view).pixel(x: 35, y: 35)
        #expect(faded.red == 255 && abs(Int(faded.green) - 128) <= 1)
    }

    @Test("a missing file, a file that is no image and an unknown name give nil, not a crash; a JPEG's size is read from its frame header")
    func badInput() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        #expect(UIImage(contentsOfFile: scratch.path("none.png")) == nil)
        #expect(UIImage(contentsOfFile: try scratch.write("text.png", "not a picture")) == nil)
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00]
        jpeg += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x20, 0x00, 0x40, 0x03]
        #expect(UIImage(data: Data(jpeg))?.size == CGSize(width: 64, height: 32))
    }

    @Test("content modes place the content where UIKit does")
    func contentModes() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50), size = CGSize(width: 20, height: 10)
        #expect(ContentMode.scaleAspectFill.rect(for: size, in: bounds) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(
            ContentMode.scaleAspectFit.rect(for: CGSize(width: 10, height: 10), in: bounds) == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(ContentMode.center.rect(for: size, in: bounds) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(ContentMode.bottomRight.rect(for: size, in: bounds) == CGRect(x: 80, y: 40, width: 20, height: 10))
        #expect(ContentMode.top.rect(for: size, in: bounds) == CGRect(x: 40, y: 0, width: 20, height: 10))
    }
}
