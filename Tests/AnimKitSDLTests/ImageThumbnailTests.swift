import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// iOS 15's image preparation: `preparingThumbnail(of:)` "returns a new thumbnail image at the specified size", `nil`
/// when "the original image isn't backed by a CGImage"; `preparingForDisplay()` the image ready to draw; each also
/// awaited, and with a completion handler.
@MainActor
@Suite("Images prepared for display and as thumbnails", .serialized)
struct ImageThumbnailTests {
    /// 200 × 100 points: the left half red, the right half blue.
    private func halves() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 100, y: 0, width: 100, height: 100))
        }
    }

    @Test("a 40 × 40 thumbnail of 200 × 100 halves: 40 × 40 pixels, the red half on the left 20 columns, blue on the right")
    func thumbnailPixels() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        _ = try OffscreenHost(root: UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
        let thumbnail = try #require(halves().preparingThumbnail(of: CGSize(width: 40, height: 40)))
        #expect(thumbnail.size == CGSize(width: 40, height: 40) && thumbnail.scale == 1)
        let decoded = try FrameImage(imageData: try #require(thumbnail.pngData()))
        #expect(decoded.width == 40 && decoded.height == 40)
        #expect(decoded.pixel(x: 2, y: 2) == Pixel(255, 0, 0, 255) && decoded.pixel(x: 17, y: 37) == Pixel(255, 0, 0, 255))
        #expect(decoded.pixel(x: 22, y: 2) == Pixel(0, 0, 255, 255) && decoded.pixel(x: 37, y: 37) == Pixel(0, 0, 255, 255))
    }

    @Test("no thumbnail of a symbol's stand-in or at an empty size; prepared for display, the same picture")
    func nothingToThumbnail() throws {
        let symbol = try #require(UIImage(systemName: "star"))
        #expect(symbol.preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil && symbol.preparingForDisplay() == nil)
        let image = halves()
        #expect(image.preparingThumbnail(of: .zero) == nil && image.preparingThumbnail(of: CGSize(width: 10, height: -1)) == nil)
        #expect(image.preparingForDisplay() === image)
    }

    @Test("awaited and with a completion handler, the same answers")
    func awaitedAndHanded() async throws {
        let image = halves()
        #expect(await image.byPreparingForDisplay() === image)
        #expect(await image.byPreparingThumbnail(ofSize: CGSize(width: 8, height: 4))?.size == CGSize(width: 8, height: 4))
        let handed: UIImage? = await withCheckedContinuation { done in
            image.prepareThumbnail(of: CGSize(width: 6, height: 3)) { done.resume(returning: $0) }
        }
        #expect(handed?.size == CGSize(width: 6, height: 3))
        let prepared: UIImage? = await withCheckedContinuation { done in image.prepareForDisplay { done.resume(returning: $0) } }
        #expect(prepared === image)
    }
}
