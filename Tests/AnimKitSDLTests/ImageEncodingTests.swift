import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// `UIImage.pngData()` and `jpegData(compressionQuality:)`: "a data object containing the PNG data" of the image's
/// pixels (alpha kept), and the JPEG's (no alpha); `nil` when there is nothing to encode.
@MainActor
@Suite("Images as PNG and JPEG bytes", .serialized)
struct ImageEncodingTests {
    /// A 4 × 2 drawing: the left half opaque red, the right half blue at alpha 0.5, the bottom right pixel left clear.
    private func drawnImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 1))
            context.fill(CGRect(x: 2, y: 1, width: 1, height: 1))
        }
    }

    @Test("a PNG read from bytes gives those bytes; at scale 2 it is 2 × 1 points and still 4 × 2 pixels")
    func fileBytes() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: try twoColourPNG(in: scratch)))
        let image = try #require(UIImage(data: bytes, scale: 2))
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.pngData() == bytes)
        #expect(image.resizableImage(withCapInsets: .zero).withTintColor(.green).pngData() == bytes)
    }

    @Test("a drawn image's PNG: red opaque, blue at alpha 128 (0.5 × 255, ±1), the clear pixel alpha 0")
    func drawnPNG() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        _ = try OffscreenHost(root: UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
        let data = try #require(drawnImage().pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try FrameImage(imageData: data)
        #expect(decoded.width == 4 && decoded.height == 2)
        #expect(decoded.pixel(x: 0, y: 0) == Pixel(255, 0, 0, 255) && decoded.pixel(x: 1, y: 1) == Pixel(255, 0, 0, 255))
        let blue = decoded.pixel(x: 3, y: 0)
        #expect(blue.red == 0 && blue.green == 0 && blue.blue >= 253 && (127...128).contains(blue.alpha))
        #expect(decoded.pixel(x: 3, y: 1).alpha == 0)
    }

    @Test("a drawn image’s JPEG: 16 × 16, red near red, and black where it was clear (no alpha); quality outside 0…1 clamps")
    func drawnJPEG() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        _ = try OffscreenHost(root: UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
        }
        let data = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8]))
        let decoded = try FrameImage(imageData: data)
        #expect(decoded.width == 16 && decoded.height == 16)
        let red = decoded.pixel(x: 2, y: 8), clear = decoded.pixel(x: 13, y: 8)
        #expect(red.red >= 240 && red.green <= 16 && red.blue <= 16 && red.alpha == 255)
        #expect(clear.red <= 16 && clear.green <= 16 && clear.blue <= 16)
        #expect(image.jpegData(compressionQuality: 7) != nil && image.jpegData(compressionQuality: .nan) == nil)
    }

    @Test("an empty image has nothing to encode: nil")
    func empty() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        #expect(UIImage().pngData() == nil && UIImage().jpegData(compressionQuality: 1) == nil)
    }
}
