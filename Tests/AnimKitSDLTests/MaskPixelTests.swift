import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A layer's `mask`: what it draws (and its sublayers, and a view's subviews) shows only where the mask layer is opaque,
/// by the mask's alpha — Core Animation's rule — placed in the masked layer's coordinates.
@MainActor
@Suite("Layer masks, drawn", .serialized)
struct MaskPixelTests {
    let white = Pixel(255, 255, 255), red = Pixel(255, 0, 0), blue = Pixel(0, 0, 255), green = Pixel(0, 255, 0)

    private func scene() -> (root: UIView, square: UIView) { MaskScene.make() }

    private func oval(in rect: CGRect, alpha: CGFloat = 1) -> CAShapeLayer {
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: rect).cgPath
        mask.fillColor = UIColor(red: 0, green: 0, blue: 0, alpha: alpha).cgColor
        return mask
    }

    @Test("a view masked by an oval: red inside the circle, white in its corners and around it (the mask's colour does not matter)")
    func ovalMask() throws {
        let (root, square) = scene()
        square.layer.mask = oval(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 100, y: 50) == red && host.pixel(x: 55, y: 50) == red && host.pixel(x: 100, y: 5) == red)
        #expect(host.pixel(x: 53, y: 3) == white && host.pixel(x: 147, y: 97) == white && host.pixel(x: 20, y: 50) == white)
    }

    @Test("a mask at half alpha lets half the layer through: (255, 128, 128) over white")
    func halfMask() throws {
        let (root, square) = scene()
        square.layer.mask = oval(in: CGRect(x: -50, y: -50, width: 200, height: 200), alpha: 0.5)
        let host = try OffscreenHost(root: root)
        try host.render()
        let shown = host.pixel(x: 100, y: 50)
        #expect(shown.red == 255 && abs(Int(shown.green) - 128) <= 1 && abs(Int(shown.blue) - 128) <= 1, "\(shown)")
    }

    @Test("subviews are masked with their view; a mask layer sits in the masked layer's coordinates (a left half at x 0…50)")
    func subviewsAndPlacement() throws {
        let (root, square) = scene()
        let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        child.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        square.addSubview(child)
        let half = CALayer()
        (half.frame, half.backgroundColor) = (CGRect(x: 0, y: 0, width: 50, height: 100), .black)
        square.layer.mask = half
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 60, y: 10) == red && host.pixel(x: 90, y: 50) == green)
        #expect(
            host.pixel(x: 110, y: 50) == white && host.pixel(x: 140, y: 10) == white,
            "\(host.pixel(x: 110, y: 50)) \(host.pixel(x: 140, y: 10))")
    }

    // Code draws a ring, adds it, then masks a gradient with it (Apple leaves a mask with a superlayer undefined; on
    // iOS the gradient shows through the ring). The ring leaves its superlayer to mask: the ring is blue, drawn once,
    // and the rest of the blue layer is gone.
    @Test("a layer already in the tree used as a mask leaves its superlayer and masks: blue in the ring, white elsewhere")
    func maskTakenFromTree() throws {
        let (root, square) = scene()
        let ring = oval(in: CGRect(x: 10, y: 10, width: 80, height: 80))
        (ring.fillColor, ring.strokeColor, ring.lineWidth) = (nil, UIColor.black.cgColor, 10)
        square.layer.addSublayer(ring)
        let fill = CALayer()
        (fill.frame, fill.backgroundColor) = (square.bounds, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
        square.layer.addSublayer(fill)
        fill.mask = ring
        #expect(ring.superlayer == nil && square.layer.sublayers?.count == 1 && fill.mask === ring)
        let host = try OffscreenHost(root: root)
        try host.render()
        // The ring's stroke spans 5…15 from the square's left edge (x 55…65 in the window) at mid-height.
        #expect(host.pixel(x: 60, y: 50) == blue && host.pixel(x: 140, y: 50) == blue)
        // Inside the ring and outside it the fill is masked away: the square's red shows.
        #expect(host.pixel(x: 100, y: 50) == red && host.pixel(x: 52, y: 2) == red)
    }

    @Test("a layer of its own masked by another: a blue band through a 40-point oval; an animated mask path is drawn where it is")
    func standaloneAndAnimated() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (root, square) = scene()
        square.backgroundColor = .white
        let band = CALayer()
        (band.frame, band.backgroundColor) = (
            CGRect(x: 0, y: 30, width: 100, height: 40), UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        )
        let mask = oval(in: CGRect(x: 30, y: 0, width: 40, height: 40))
        band.mask = mask
        square.layer.addSublayer(band)
        let grow = CABasicAnimation(keyPath: "path")
        grow.toValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 40)).cgPath
        grow.duration = 1
        mask.add(grow, forKey: "grow")
        fixture.run(seconds: 0.5)
        let host = try OffscreenHost(root: root)
        try host.render()
        // Half-way the oval spans x 15…85 of the band: blue at 70 and 130 (band x 20 and 80), white at 60 and 140.
        #expect(host.pixel(x: 100, y: 50) == blue && host.pixel(x: 70, y: 50) == blue && host.pixel(x: 130, y: 50) == blue)
        #expect(
            host.pixel(x: 62, y: 50) == white && host.pixel(x: 138, y: 50) == white && host.pixel(x: 100, y: 20) == white,
            "\(host.pixel(x: 62, y: 50)) \(host.pixel(x: 138, y: 50)) \(host.pixel(x: 100, y: 20))")
    }
}
