import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Anti-aliased fills, pixel by pixel", .serialized)
struct RasterizerTests {
    func render(_ views: [View], clips: Bool = false) throws -> OffscreenHost {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.backgroundColor = .white
        let holder = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        holder.clipsToBounds = clips
        root.addSubview(holder)
        for view in views { holder.addSubview(view) }
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    func black(_ frame: CGRect) -> View {
        let view = View(frame: frame)
        view.backgroundColor = .black
        return view
    }

    @Test("an edge on a pixel boundary is sharp; an edge half-way through a pixel covers it half")
    func coverage() throws {
        let host = try render([black(CGRect(x: 10, y: 10, width: 20.5, height: 10))])
        #expect(host.pixel(x: 9, y: 15) == Pixel(255, 255, 255))
        #expect(host.pixel(x: 10, y: 15) == Pixel(0, 0, 0))
        #expect(host.pixel(x: 29, y: 15) == Pixel(0, 0, 0))
        // Column 30 is half covered: black at alpha 128 (0.5 × 255, rounded) over white leaves 255 × 127 / 255.
        #expect(host.pixel(x: 30, y: 15) == Pixel(127, 127, 127))
        #expect(host.pixel(x: 31, y: 15) == Pixel(255, 255, 255))
    }

    @Test("a quarter-turned square covers the same pixels as the upright one; a diagonal edge is shaded, not stepped")
    func rotation() throws {
        let upright = try render([black(CGRect(x: 10, y: 10, width: 20, height: 20))])
        let turned = black(CGRect(x: 10, y: 10, width: 20, height: 20))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let quarter = try render([turned])
        #expect(upright.pixels == quarter.pixels)

        let diamond = black(CGRect(x: 10, y: 10, width: 20, height: 20))
        diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let host = try render([diamond])
        // Along the diagonal edge, between the corner (20, 5.86) and (34.14, 20), pixels are partly covered.
        let edge = (21..<34).map { x in host.pixel(x: x, y: x - 15).red }
        #expect(edge.allSatisfy { $0 > 0 && $0 < 255 }, "\(edge)")
        #expect(host.pixel(x: 20, y: 20) == Pixel(0, 0, 0))
    }

    @Test("a clipping parent cuts fills at its bounds; a NaN transform is refused and the fill stays where it was")
    func clipAndNonFinite() throws {
        let host = try render([black(CGRect(x: 40, y: 10, width: 40, height: 10))], clips: true)
        #expect(host.pixel(x: 59, y: 15) == Pixel(0, 0, 0))
        #expect(host.pixel(x: 60, y: 15) == Pixel(255, 255, 255))

        let broken = black(CGRect(x: 10, y: 10, width: 20, height: 20))
        broken.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let kept = try render([broken])
        #expect(kept.pixel(x: 20, y: 20) == Pixel(0, 0, 0) && kept.pixel(x: 35, y: 20) == Pixel(255, 255, 255))
    }

    @Test("a layer border is drawn inside the bounds over the fill, round its corners, and leaves the middle alone")
    func border() throws {
        let card = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        card.backgroundColor = .black
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.systemRed.cgColor
        let host = try render([card])
        #expect(host.pixel(x: 12, y: 30) == Pixel(255, 59, 48)) // on the left edge's band
        #expect(host.pixel(x: 30, y: 47) == Pixel(255, 59, 48)) // bottom band
        #expect(host.pixel(x: 30, y: 30) == Pixel(0, 0, 0)) // the fill shows through the middle
        #expect(host.pixel(x: 9, y: 30) == Pixel(255, 255, 255)) // outside
        #expect(host.pixel(x: 11, y: 11) == Pixel(255, 255, 255)) // the rounded corner is cut
        #expect(card.layer.masksToBounds == false && card.layer.opacity == 1)
        card.layer.masksToBounds = true
        #expect(card.clipsToBounds)
    }

    @Test("a layer shadow lies under the view, moved by its offset, full inside and fading over its radius")
    func shadow() throws {
        let card = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 10, height: 10)
        let host = try render([card])
        #expect(host.pixel(x: 25, y: 25) == Pixel(255, 255, 255)) // the view's own fill on top
        #expect(host.pixel(x: 45, y: 45).red < 10) // deep inside the moved shadow: dark
        let edge = host.pixel(x: 51, y: 45).red // at the shadow's edge: part way
        #expect(edge > 40 && edge < 215, "\(edge)")
        #expect(host.pixel(x: 58, y: 45) == Pixel(255, 255, 255)) // beyond the radius: untouched
        #expect(host.pixel(x: 5, y: 5) == Pixel(255, 255, 255))
    }

    /// Coverage of pixel column `x` in `row`: the exact share across, on four sub-rows, of the convex `corners`.
    static func referenceCoverage(of corners: [CGPoint], x: Int, row: Int, width: Int) -> Double {
        (0..<4).reduce(0.0) { covered, sample in
            let y = Double(row) + (Double(sample) + 0.5) / 4
            let crossings = corners.indices.compactMap { index -> Double? in
                let a = corners[index], b = corners[(index + 1) % corners.count]
                guard (a.y <= y && y < b.y) || (b.y <= y && y < a.y) else { return nil }
                return a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
            }
            guard let left = crossings.min(), let right = crossings.max() else { return covered }
            let l = max(left, 0, Double(x)), r = min(right, Double(width), Double(x + 1))
            return covered + max(r - l, 0)
        }
    }

    /// A shallow bar across the whole canvas, and a diamond whose side corners fall in its first and last columns: the
    /// edge pixels at the canvas's sides are blended one by one where four at a time would leave the row.
    nonisolated static let shapesAtTheSides: [(size: CGSize, angle: Double)] = [
        (CGSize(width: 130, height: 16), 0.12), (CGSize(width: 70, height: 70), .pi / 4),
    ]

    @Test(
        "shapes reaching the canvas's sides: every pixel, to the first and last column, is its share covered", arguments: shapesAtTheSides)
    func edgesAtTheCanvasSides(size: CGSize, angle: Double) throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.backgroundColor = .white
        let shape = black(CGRect(x: 50 - size.width / 2, y: 30 - size.height / 2, width: size.width, height: size.height))
        shape.transform = CGAffineTransform(rotationAngle: angle)
        root.addSubview(shape)
        let host = try OffscreenHost(root: root)
        try host.render()
        let (cosine, sine, w, h) = (cos(angle), sin(angle), size.width / 2, size.height / 2)
        let corners = [(-w, -h), (w, -h), (w, h), (-w, h)].map { x, y in
            CGPoint(x: 50 + x * cosine - y * sine, y: 30 + x * sine + y * cosine)
        }
        var worst = 0, partial = 0, partialAtSides = 0
        for row in 0..<60 {
            for x in 0..<100 {
                let coverage = Self.referenceCoverage(of: corners, x: x, row: row, width: 100)
                // Black at the covered share of 255 over white leaves 255 − that alpha.
                let expected = 255 - Int(coverage / 4 * 255 + 0.5)
                worst = max(worst, abs(Int(host.pixel(x: x, y: row).red) - expected))
                if expected > 0 && expected < 255 {
                    partial += 1
                    if x < 4 || x >= 96 { partialAtSides += 1 }
                }
            }
        }
        // Single-precision corners on the C side may tip a rounding by one level; a missed or doubled pixel is far more.
        #expect(worst <= 1)
        #expect(partial > 100 && partialAtSides >= 8, "\(partial) partly covered, \(partialAtSides) at the sides")
    }
}
