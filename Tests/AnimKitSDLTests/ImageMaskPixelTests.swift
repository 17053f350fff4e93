import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// An image as a layer's mask masks by its alpha alone, as Core Animation's do: a logo's opaque black shows the layer as
/// much as opaque white would, its transparent parts hide it, half-transparent parts let half through.
@MainActor
@Suite("Image masks, drawn by alpha", .serialized)
struct ImageMaskPixelTests {
    @Test("a mask image opaque black on the left, half-transparent black in the middle, clear on the right: red, half red, white")
    func alphaMask() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // 3 × 1: opaque black, black at alpha 128, clear.
        let mask = try #require(FrameImage(width: 3, height: 1, pixels: [0, 0, 0, 255, 0, 0, 0, 128, 0, 0, 0, 0]))
        try mask.pngData().write(to: URL(fileURLWithPath: scratch.path("mask.png")))
        let image = try #require(UIImage(contentsOfFile: scratch.path("mask.png")))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.backgroundColor = .white
        let square = UIView(frame: root.bounds)
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(square)
        let maskLayer = CALayer()
        (maskLayer.frame, maskLayer.contents) = (square.bounds, image.cgImage)
        square.layer.mask = maskLayer
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 20, y: 50) == Pixel(255, 0, 0))
        let half = host.pixel(x: 150, y: 50)
        #expect(half.red == 255 && abs(Int(half.green) - 127) <= 2 && abs(Int(half.blue) - 127) <= 2, "\(half)")
        #expect(host.pixel(x: 280, y: 50) == Pixel(255, 255, 255))
    }
}
