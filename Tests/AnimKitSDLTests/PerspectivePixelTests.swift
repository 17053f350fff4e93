import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A card turned 60° about y with m34 = −1/500, drawn: its outline is the projected quadrilateral (corners at
/// (139.53, 89.53), (242.62, 107.38), (242.62, 192.62), (139.53, 210.47); see the display list's perspective tests),
/// not the flat squeeze to half its width that the same turn draws without perspective.
@MainActor
@Suite("Perspective, drawn", .serialized)
struct PerspectivePixelTests {
    /// A white 400 × 300 scene with a 200 × 100 card at (100, 100) that `content` fills, turned as above; rendered once.
    static func turnedCard(content: (View) -> Void) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        content(card)
        root.addSubview(card)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.layer.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    @Test("the near edge stands taller than the card and the far edge shorter; outside the quadrilateral stays white")
    func fill() throws {
        let host = try Self.turnedCard { $0.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        let red = Pixel(255, 0, 0), white = Pixel(255, 255, 255)
        // Inside near the near edge, above and below where the flat card would end (y 100…200).
        for (x, y) in [(145, 95), (145, 205), (200, 150), (240, 150)] { #expect(host.pixel(x: x, y: y) == red, "(\(x), \(y))") }
        // Inside the flat squeeze (x 150…250) but outside the projection: the far corners are pulled in.
        for (x, y) in [(240, 102), (240, 198), (246, 150), (135, 150)] { #expect(host.pixel(x: x, y: y) == white, "(\(x), \(y))") }
    }

    @Test("turned 0° → 90° about y by a linear 1 s block: at 0.5 s the frame draws the 45° turn (not the model's edge-on card)")
    func turnedByBlock() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(card)
        let host = try OffscreenHost(root: root)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            card.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        }
        fixture.run(seconds: 0.5)
        try host.render()
        // cos 45° × 200 = 141.4 points wide about the centre (x = 200): red over 129.3…270.7, white outside.
        let red = Pixel(255, 0, 0), white = Pixel(255, 255, 255)
        for x in [132, 200, 268] { #expect(host.pixel(x: x, y: 150) == red, "x \(x)") }
        for x in [126, 274] { #expect(host.pixel(x: x, y: 150) == white, "x \(x)") }
    }

    @Test("a shape layer's stroke in perspective follows the projected corners")
    func stroke() throws {
        let host = try Self.turnedCard { card in
            let frame = CAShapeLayer()
            frame.path = UIBezierPath(rect: card.bounds.insetBy(dx: 4, dy: 4)).cgPath
            frame.fillColor = nil
            frame.strokeColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
            frame.lineWidth = 4
            card.layer.addSublayer(frame)
        }
        let blue = Pixel(0, 0, 255)
        // The left edge (x = 4 in the card, weight 1 − 96 sin 60° / 500) lands at 200 − 48 / 0.83372 = 142.43.
        #expect(host.pixel(x: 142, y: 150) == blue)
        #expect(host.pixel(x: 150, y: 150) == Pixel(255, 255, 255))
    }
}
