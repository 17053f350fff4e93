import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// `UIView.mask`: a view whose alpha masks the view's content (and its subviews'), placed in the view's bounds — UIKit
/// keeps it out of the hierarchy and makes its layer the view's `layer.mask`, so its frame animates as any view's does
/// (a reveal grows it).
@MainActor
@Suite("View masks, drawn", .serialized)
struct ViewMaskPixelTests {
    let white = Pixel(255, 255, 255), red = Pixel(255, 0, 0)

    private func scene() -> (root: UIView, square: UIView) { MaskScene.make() }

    @Test("a mask view over the left half: red at x 50…100, white past it; its layer is the view's layer's mask; nil shows all")
    func leftHalf() throws {
        let (root, square) = scene()
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        mask.backgroundColor = .black
        square.mask = mask
        #expect(square.mask === mask && square.layer.mask === mask.layer && mask.superview == nil)
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 60, y: 50) == red && host.pixel(x: 95, y: 10) == red)
        #expect(host.pixel(x: 105, y: 50) == white && host.pixel(x: 145, y: 90) == white)
        square.mask = nil
        #expect(square.layer.mask == nil)
        try host.render()
        #expect(host.pixel(x: 145, y: 90) == red)
    }

    @Test("the mask's own subviews mask too: a clear mask view holding a black right half shows x 100…150")
    func maskSubviews() throws {
        let (root, square) = scene()
        let mask = UIView(frame: square.bounds)
        let right = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        right.backgroundColor = .black
        mask.addSubview(right)
        square.mask = mask
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 60, y: 50) == white && host.pixel(x: 140, y: 50) == red)
    }

    @Test("a reveal: the mask's width 0 → 100 over 1 s, linear; at 0.5 s it covers x 50…100 of the root")
    func reveal() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (root, square) = scene()
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        mask.backgroundColor = .black
        square.mask = mask
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { mask.frame.size.width = 100 }
        fixture.run(seconds: 0.5)
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 90, y: 50) == red && host.pixel(x: 110, y: 50) == white)
    }
}
