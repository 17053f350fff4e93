import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A pointer's lift drawn: "the view scales up and gains a shadow" — here 1.1 times about its centre over 0.25 s, with
/// a shadow 6 points down — and goes back the same way when the pointer leaves.
@MainActor
@Suite("Pointer effects, drawn", .serialized)
struct PointerEffectPixelTests {
    final class Lifting: UIView, UIPointerInteractionDelegate {
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            UIPointerStyle(effect: .lift(UITargetedPreview(view: self)))
        }
    }

    @Test("a red 100-point square at (50, 50): lifted, it reaches x 45 and y 155; its shadow darkens under it; left, it is back")
    func lift() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let square = Lifting(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        square.backgroundColor = .red
        root.addSubview(square)
        square.addInteraction(UIPointerInteraction(delegate: square))
        let host = try OffscreenHost(root: root)
        let pointer = PointerDispatcher(root: root)
        try host.render()
        #expect(host.pixel(x: 47, y: 100) == Pixel(255, 255, 255) && host.pixel(x: 100, y: 153) == Pixel(255, 255, 255))
        pointer.pointerHovered(at: CGPoint(x: 100, y: 100), time: 0)
        fixture.run(seconds: 0.3)
        try host.render()
        // 100 × 1.1 = 110 about the centre (100, 100): 45…155 each way.
        #expect(host.pixel(x: 47, y: 100) == Pixel(255, 0, 0) && host.pixel(x: 100, y: 153) == Pixel(255, 0, 0))
        let shadow = host.pixel(x: 100, y: 160)
        #expect(shadow.red < 255 && shadow.red == shadow.green && shadow.green == shadow.blue)
        #expect(square.transform == .identity)
        pointer.pointerHovered(at: CGPoint(x: 190, y: 190), time: 0.3)
        fixture.run(seconds: 0.3)
        try host.render()
        #expect(host.pixel(x: 47, y: 100) == Pixel(255, 255, 255) && host.pixel(x: 100, y: 160) == Pixel(255, 255, 255))
    }
}
