import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Shape layers drawn through cairo: a progress ring's stroke ends where `strokeEnd` says, with round caps.
@MainActor
@Suite("Shape layers, drawn", .serialized)
struct ShapeLayerPixelTests {
    /// A 200-point ring of radius 80 from 12 o'clock clockwise, 16 points wide, blue on white, ending at `strokeEnd`.
    private func ring(strokeEnd: CGFloat, cap: CAShapeLayerLineCap) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let ring = CAShapeLayer()
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 100, y: 100), radius: 80, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        ring.lineWidth = 16
        ring.lineCap = cap
        ring.strokeEnd = strokeEnd
        root.layer.addSublayer(ring)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    /// The pixel on the ring's centre line at `degrees` clockwise from 12 o'clock.
    private func onRing(_ host: OffscreenHost, degrees: Double) -> Pixel {
        let angle = (degrees - 90) * .pi / 180
        return host.pixel(x: Int(100 + 80 * cos(angle)), y: Int(100 + 80 * sin(angle)))
    }

    @Test("strokeEnd 0.37 stops the stroke at 0.37 × 360° = 133.2°: blue before, white after, the centre unpainted")
    func strokeEndOnARing() throws {
        let host = try ring(strokeEnd: 0.37, cap: .butt)
        let blue = Pixel(0, 0, 255), white = Pixel(255, 255, 255)
        for degrees in [2.0, 45, 90, 130] { #expect(onRing(host, degrees: degrees) == blue, "\(degrees)°") }
        for degrees in [136.0, 180, 270, 355] { #expect(onRing(host, degrees: degrees) == white, "\(degrees)°") }
        #expect(host.pixel(x: 100, y: 100) == white)
        // Across the ring at 3 o'clock: painted from radius 72 to 88, not beyond.
        #expect(host.pixel(x: 174, y: 100) == blue && host.pixel(x: 186, y: 100) == blue)
        #expect(host.pixel(x: 168, y: 100) == white && host.pixel(x: 191, y: 100) == white)
    }

    @Test("a round cap reaches half the line's width past the end: 8 points at radius 80 is 5.7°, so 137° is blue")
    func roundCap() throws {
        let butt = try ring(strokeEnd: 0.37, cap: .butt), round = try ring(strokeEnd: 0.37, cap: .round)
        #expect(onRing(butt, degrees: 137) == Pixel(255, 255, 255))
        #expect(onRing(round, degrees: 137) == Pixel(0, 0, 255))
        #expect(onRing(round, degrees: 141) == Pixel(255, 255, 255))
    }
}
