import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A layer's `contents` image, placed by `contentsGravity` as Core Animation places it: stretched by default, fitted
/// or filled keeping its proportions, or at its own size against an edge.
@MainActor
@Suite("Layer contents, drawn", .serialized)
struct LayerContentsTests {
    /// A 4 × 2 image: the left half red, the right half blue.
    func halves(in scratch: ScratchFolder) throws -> UIImage {
        try #require(UIImage(contentsOfFile: try twoColourPNG(in: scratch)))
    }

    func render(_ gravity: CALayerContentsGravity, image: UIImage) throws -> OffscreenHost {
        let canvas = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        canvas.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        layer.contents = image.cgImage
        layer.contentsGravity = gravity
        canvas.layer.addSublayer(layer)
        let host = try OffscreenHost(root: canvas)
        try host.render()
        return host
    }

    @Test("resize (the default) stretches over the bounds; resizeAspect fits 40 × 20, centred; topLeft is 4 × 2 in the corner")
    func gravity() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let image = try halves(in: scratch)
        let (red, blue, white) = (Pixel(255, 0, 0), Pixel(0, 0, 255), Pixel(255, 255, 255))
        let stretched = try render(.resize, image: image)
        #expect(stretched.pixel(x: 35, y: 35) == red && stretched.pixel(x: 65, y: 65) == blue)
        let fitted = try render(.resizeAspect, image: image)
        #expect(fitted.pixel(x: 35, y: 50) == red && fitted.pixel(x: 65, y: 50) == blue && fitted.pixel(x: 50, y: 35) == white)
        let corner = try render(.topLeft, image: image)
        #expect(corner.pixel(x: 30, y: 30) == red && corner.pixel(x: 33, y: 31) == blue && corner.pixel(x: 35, y: 35) == white)
    }
}
