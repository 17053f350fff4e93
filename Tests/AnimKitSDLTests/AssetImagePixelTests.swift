import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// An asset catalog's image drawn as UIKit draws it: an image view shows the set's dark picture wherever it is in a dark
/// appearance (and the light one again after), and a `2x` picture covers its size in points, half its pixels.
@MainActor
@Suite("Image sets, drawn", .serialized)
struct AssetImagePixelTests {
    /// Writes a PNG of `width` × `height` pixels all `colour` at `name` in `scratch`, making its folders.
    private func writePNG(_ name: String, _ width: Int, _ height: Int, _ colour: [UInt8], in scratch: ScratchFolder) throws {
        let url = scratch.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let image = try #require(
            FrameImage(width: width, height: height, pixels: Array((0..<(width * height)).map { _ in colour }.joined())))
        try image.pngData().write(to: url)
    }

    @Test("the dark picture in a dark appearance, the light one in a light one; a 2x picture at its size in points")
    func darkAndScale() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try writePNG("Assets.xcassets/Sun.imageset/day.png", 10, 10, [255, 0, 0, 255], in: scratch)
        try writePNG("Assets.xcassets/Sun.imageset/night@2x.png", 20, 20, [0, 0, 255, 255], in: scratch)
        _ = try scratch.write(
            "Assets.xcassets/Sun.imageset/Contents.json",
            """
            { "images" : [ { "filename" : "day.png", "idiom" : "universal", "scale" : "1x" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "night@2x.png",
                "idiom" : "universal", "scale" : "2x" } ], "info" : { "author" : "xcode", "version" : 1 } }
            """)
        let image = Image(try #require(Image.lookUp("Sun", dark: nil, in: [scratch.url])))
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.backgroundColor = .white
        let view = UIImageView(image: image)
        view.contentMode = .center
        view.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        screen.addSubview(view)
        let host = try OffscreenHost(root: screen)
        try host.render()
        // Light: the 10 × 10 red picture centred: 45…55.
        #expect(host.pixel(x: 50, y: 50) == Pixel(255, 0, 0) && host.pixel(x: 46, y: 46) == Pixel(255, 0, 0))
        #expect(host.pixel(x: 43, y: 50) == Pixel(255, 255, 255))
        screen.overrideUserInterfaceStyle = .dark
        try host.render()
        // Dark: the blue 20 × 20 pixels at scale 2 are 10 × 10 points, in the same place.
        #expect(host.pixel(x: 50, y: 50) == Pixel(0, 0, 255) && host.pixel(x: 46, y: 46) == Pixel(0, 0, 255))
        #expect(host.pixel(x: 43, y: 50) == Pixel(255, 255, 255) && host.pixel(x: 57, y: 50) == Pixel(255, 255, 255))
        screen.overrideUserInterfaceStyle = .unspecified
        try host.render()
        #expect(host.pixel(x: 50, y: 50) == Pixel(255, 0, 0))
    }
}
