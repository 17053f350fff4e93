import AnimKit
import AnimKitSDL
import Foundation
import Testing

// What far-past-real screens draw: text of 100 000 lines is drawn from the lines the canvas shows, pixel for pixel
// what a short text in the same place draws, and a tree nested as deep as animview allows is drawn to its last view.
@MainActor
@Suite("Drawing screens far past any real one", .serialized)
struct ScalePixelTests {
    /// A 200 × 200 frame of a label of `lines` lines "Wg Wg", in a clipping container, with `transform`.
    func frame(lines: Int, transform: CGAffineTransform = .identity, clipInset: CGFloat = 0) throws -> [UInt8] {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let container = View(frame: root.bounds.insetBy(dx: clipInset, dy: clipInset))
        container.clipsToBounds = true
        root.addSubview(container)
        let label = Label(frame: CGRect(x: 10 - clipInset, y: -clipInset, width: 180, height: 200))
        label.numberOfLines = 0
        label.text = Array(repeating: "Wg Wg", count: lines).joined(separator: "\n")
        label.transform = transform
        container.addSubview(label)
        let host = try OffscreenHost(root: root, width: 200, height: 200)
        try host.render()
        return host.pixels
    }

    @Test("only the lines the canvas shows are drawn, and they draw what the whole text does: upright, scaled and clipped")
    func culledText() throws {
        // A shear of 10⁻¹² moves nothing by a thousandth of a pixel but is not upright: that frame draws every line.
        let whole = CGAffineTransform(a: 1, b: 0, c: 1e-12, d: 1, tx: 0, ty: 0)
        for (transform, inset) in [(CGAffineTransform.identity, 0.0), (CGAffineTransform(scaleX: 1, y: 1.5), 0), (.identity, 30)] {
            let culled = try frame(lines: 20_000, transform: transform, clipInset: inset)
            // Text is drawn at all: dark glyph pixels on the white.
            #expect(stride(from: 0, to: culled.count, by: 4).contains { culled[$0] < 64 })
            let everyLine = try frame(lines: 20_000, transform: whole.concatenating(transform), clipInset: inset)
            #expect(culled == everyLine, "\(transform), \(inset)")
        }
        // 100 000 lines, an even count as 1 000 is, so the lines fall in the same places.
        #expect(try frame(lines: 100_000) == (try frame(lines: 1_000)))
    }

    @Test("a chain of 256 nested views, as deep as animview allows, draws its deepest view")
    func deepestNesting() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        root.backgroundColor = .white
        var parent = root
        for _ in 0..<View.nestingLimit {
            let child = View(frame: parent.bounds)
            parent.addSubview(child)
            parent = child
        }
        parent.backgroundColor = .red
        #expect(root.subtree.count == View.nestingLimit + 1)
        let host = try OffscreenHost(root: root, width: 64, height: 64)
        try host.render()
        #expect(host.pixel(x: 32, y: 32) == Pixel(255, 0, 0))
    }
}
