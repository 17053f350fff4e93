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

    @Test("a clipping parent cuts fills at its bounds, and a fill with no finite corner draws nothing")
    func clipAndNonFinite() throws {
        let host = try render([black(CGRect(x: 40, y: 10, width: 40, height: 10))], clips: true)
        #expect(host.pixel(x: 59, y: 15) == Pixel(0, 0, 0))
        #expect(host.pixel(x: 60, y: 15) == Pixel(255, 255, 255))

        let broken = black(CGRect(x: 10, y: 10, width: 20, height: 20))
        broken.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let untouched = try render([broken])
        #expect(untouched.pixel(x: 20, y: 20) == Pixel(255, 255, 255))
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
}
