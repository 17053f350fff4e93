import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// `UISlider.setThumbImage(_:for:)`, drawn: Apple's slider draws the image in place of its thumb, at the image's size,
/// and places it by ``Slider/thumbRect(forBounds:trackRect:value:)``, which the image's width changes.
@MainActor
@Suite("UISlider thumb images, drawn")
struct SliderThumbImagePixelTests {
    /// A `width` × `height` PNG of one opaque colour.
    func image(width: Int, height: Int, _ red: UInt8, _ green: UInt8, _ blue: UInt8) throws -> UIImage {
        let pixels = [UInt8](repeating: 0, count: width * height).flatMap { _ -> [UInt8] in [red, green, blue, 255] }
        let frame = try #require(FrameImage(width: width, height: height, pixels: pixels))
        return try #require(UIImage(data: try frame.pngData()))
    }

    @Test("a 20 × 20 red image at 0.5 on a 200-point slider: red from x 90 to 110, the track either side; highlighted, green")
    func thumbImage() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        root.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        let red = try image(width: 20, height: 20, 255, 0, 0), green = try image(width: 20, height: 20, 0, 255, 0)
        slider.setThumbImage(red, for: .normal)
        slider.setThumbImage(green, for: .highlighted)
        root.addSubview(slider)
        #expect(slider.thumbImage(for: .normal) === red && slider.thumbImage(for: .selected) == nil)
        #expect(slider.currentThumbImage === red)
        // The thumb's x: 0.5 × (200 − 20) = 90; 20 wide, centred on the track (y 15.5 ± 10).
        let box = slider.bounds, track = slider.trackRect(forBounds: box)
        #expect(slider.thumbRect(forBounds: box, trackRect: track, value: 0.5) == CGRect(x: 90, y: 5.5, width: 20, height: 20))
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 100, y: 15) == Pixel(255, 0, 0))
        #expect(host.pixel(x: 91, y: 7) == Pixel(255, 0, 0))
        // Outside the image: the blue track before it, and white above it where the round thumb's 28 points would reach.
        #expect(host.pixel(x: 80, y: 15) == Pixel(0, 122, 255))
        #expect(host.pixel(x: 100, y: 3) == Pixel(255, 255, 255))
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === green)
        try host.render()
        #expect(host.pixel(x: 100, y: 15) == Pixel(0, 255, 0))
        // Taken away: the round white thumb again, 28 points (x 86…114 at 0.5).
        slider.isHighlighted = false
        slider.setThumbImage(nil, for: .normal)
        try host.render()
        #expect(host.pixel(x: 100, y: 15) == Pixel(255, 255, 255) && host.pixel(x: 100, y: 3) == Pixel(255, 255, 255))
        #expect(slider.thumbRect(forBounds: box, trackRect: track, value: 0.5).width == 28)
    }
}
