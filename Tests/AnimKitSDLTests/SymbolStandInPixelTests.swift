import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// An SF Symbol's image used where a layer draws an image — `layer.contents = UIImage(systemName:)?.cgImage`, an
/// emitter cell's `contents` — stands in as a rounded square of its size, black as a symbol's own image is (symbols
/// cannot ship here; an image view draws its faint tinted square instead). It was not drawn at all, with "cannot
/// decode" said on standard error.
@MainActor
@Suite("SF Symbol stand-ins where a layer draws an image", .serialized)
struct SymbolStandInPixelTests {
    @Test("a layer whose contents are a symbol's image draws a black rounded square over its bounds: corners left white")
    func layerContents() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let badge = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        badge.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        badge.contents = UIImage(systemName: "star.fill")?.cgImage
        root.layer.addSublayer(badge)
        CATransaction.commit()
        let host = try OffscreenHost(root: root)
        try host.render()
        // Rounded by a quarter of its side (15): the middle black, the very corner white.
        #expect(host.pixel(x: 50, y: 50) == Pixel(0, 0, 0) && host.pixel(x: 25, y: 50) == Pixel(0, 0, 0))
        #expect(host.pixel(x: 21, y: 21) == Pixel(255, 255, 255) && host.pixel(x: 10, y: 10) == Pixel(255, 255, 255))
    }
}
