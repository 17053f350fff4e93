import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Shadows blurred for real: beside a straight edge far from any corner, a Gaussian blur of the caster leaves
/// 0.5 · erfc(d / (σ√2)) of the shadow at distance d outside it, with σ = shadowRadius / 2. The blur is three box
/// blurs each way, within a few 8-bit steps of the true Gaussian.
@MainActor
@Suite("Shadows, blurred", .serialized)
struct ShadowPixelTests {
    private func render(_ build: (UIView) -> Void) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.backgroundColor = UIColor(white: 1, alpha: 1)
        build(root)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    @Test("a 100-point square's shadow (black, opacity 1, radius 20) fades as a Gaussian edge of σ = 10 beside it")
    func gaussianEdge() throws {
        let host = try render { root in
            let square = CALayer()
            square.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
            square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
            (square.shadowOpacity, square.shadowRadius, square.shadowOffset) = (1, 20, .zero)
            root.layer.addSublayer(square)
        }
        for column in [202, 205, 210, 215, 220, 230] {
            let d = Double(column) + 0.5 - 200
            let expected = 255 * (1 - 0.5 * erfc(d / (10 * 2.0.squareRoot())))
            let pixel = host.pixel(x: column, y: 150)
            #expect(abs(Double(pixel.red) - expected) <= 5 && pixel.red == pixel.green, "column \(column): \(pixel) vs \(expected)")
        }
        #expect(host.pixel(x: 150, y: 150) == Pixel(255, 0, 0))
        #expect(host.pixel(x: 260, y: 150) == Pixel(255, 255, 255))
    }

    @Test("the offset moves the shadow: (0, 30) darkens below the square, not above it")
    func offset() throws {
        let host = try render { root in
            let square = CALayer()
            square.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
            square.backgroundColor = UIColor(white: 1, alpha: 1).cgColor
            (square.shadowOpacity, square.shadowRadius, square.shadowOffset) = (1, 4, CGSize(width: 0, height: 30))
            root.layer.addSublayer(square)
        }
        #expect(host.pixel(x: 150, y: 220).red < 40)
        #expect(host.pixel(x: 150, y: 95) == Pixel(255, 255, 255))
    }

    @Test("a shape layer with no background casts its shadow from its path: a ring glows inside and out, not at the centre")
    func shapeCaster() throws {
        let host = try render { root in
            let ring = CAShapeLayer()
            ring.frame = root.bounds
            ring.path =
                UIBezierPath(arcCenter: CGPoint(x: 150, y: 150), radius: 80, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
            (ring.fillColor, ring.strokeColor, ring.lineWidth) = (nil, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor, 10)
            (ring.shadowColor, ring.shadowOpacity, ring.shadowRadius, ring.shadowOffset) = (
                UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor, 1, 8, .zero
            )
            root.layer.addSublayer(ring)
        }
        // 2.5 points inside the stroke's inner edge (radius 75): a blue glow of about 0.5 · erfc(2.5 / (4√2)) = 27 %; the centre, untouched.
        let glow = host.pixel(x: 150 + 72, y: 150)
        #expect(glow.blue == 255 && glow.red < 230 && glow.red > 150, "\(glow)")
        #expect(host.pixel(x: 150, y: 150) == Pixel(255, 255, 255))
    }

    @Test("shadowPath casts the shadow: an oval under a box, nothing beside the box where the oval is not")
    func shadowPath() throws {
        let host = try render { root in
            let box = CALayer()
            box.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
            box.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
            box.shadowPath = UIBezierPath(ovalIn: CGRect(x: 50, y: 110, width: 100, height: 20)).cgPath
            (box.shadowOpacity, box.shadowRadius, box.shadowOffset) = (1, 2, .zero)
            root.layer.addSublayer(box)
        }
        #expect(host.pixel(x: 150, y: 168).red < 60)
        #expect(host.pixel(x: 60, y: 168) == Pixel(255, 255, 255))
    }
}

/// Shadows and borders of sizes no screen holds — a radius of a million points, offsets of 1e9 and 1e300, a border
/// and corners of 1e12 — inside and outside a clipping view: each frame is drawn, the layer's own fill where it is.
@MainActor
@Suite("Shadows of huge sizes", .serialized)
struct HugeShadowPixelTests {
    @Test("radius 1e6 … greatest finite, offsets up to 1e300, border and corners 1e12: drawn, no crash")
    func hugeButFinite() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.backgroundColor = UIColor(white: 1, alpha: 1)
        let sizes: [CGFloat] = [1e6, 1e9, 1e12, 1e300, .greatestFiniteMagnitude]
        for (index, size) in sizes.enumerated() {
            let clip = UIView(frame: CGRect(x: 10 + CGFloat(index) * 55, y: 10, width: 50, height: 200))
            clip.clipsToBounds = index.isMultiple(of: 2)
            root.addSubview(clip)
            for row in 0..<2 {
                let square = CALayer()
                square.frame = CGRect(x: 5, y: 5 + CGFloat(row) * 50, width: 40, height: 40)
                square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
                square.shadowOpacity = 1
                if row == 0 { square.shadowRadius = size } else { square.shadowOffset = CGSize(width: size, height: -size) }
                clip.layer.addSublayer(square)
            }
            let bordered = UIView(frame: CGRect(x: 5, y: 105, width: 40, height: 40))
            bordered.backgroundColor = .blue
            (bordered.layer.borderWidth, bordered.layer.shadowOpacity) = (size, 1)
            bordered.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: size, height: 40)).cgPath
            clip.addSubview(bordered)
        }
        let host = try OffscreenHost(root: root)
        try host.render()
        for index in sizes.indices {
            let x = 10 + index * 55 + 25
            // The squares' own red; a shadow of radius ≥ 1e6 has faded to nothing around them.
            #expect(host.pixel(x: x, y: 35) == Pixel(255, 0, 0), "column \(index)")
            #expect(host.pixel(x: x, y: 85) == Pixel(255, 0, 0), "column \(index)")
            // A border wider than the view covers it in the border's black.
            #expect(host.pixel(x: x, y: 135) == Pixel(0, 0, 0), "column \(index)")
        }
    }
}
