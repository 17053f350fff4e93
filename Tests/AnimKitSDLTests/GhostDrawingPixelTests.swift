import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Onion skin's ghosts laid over the canvas in one pass: which pixels each outline covers, and what many of them in two
/// tints make of a pixel, against source-over of the same outlines worked out here.
@MainActor
@Suite("Ghost frames laid over a frame in one pass", .serialized)
struct GhostDrawingPixelTests {
    private func render(_ ghosts: GhostDrawing) throws -> OffscreenHost {
        try drawingHost(width: 120, height: 100) { context, _ in context.drawGhosts(ghosts) }
    }

    /// A white 120 × 100 scene whose one clear view draws `ghosts`, not yet rendered.
    private func scene(_ ghosts: GhostDrawing) -> (root: UIView, view: DrawingSketchView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        root.backgroundColor = .white
        let view = DrawingSketchView(frame: root.bounds)
        (view.backgroundColor, view.drawing) = (.clear, { context, _ in context.drawGhosts(ghosts) })
        root.addSubview(view)
        return (root, view)
    }

    private static func rect(_ minX: CGFloat, _ minY: CGFloat, _ maxX: CGFloat, _ maxY: CGFloat) -> [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }

    /// What source-over of outlines of alphas `alphas` leaves on white, whatever their order: covered by
    /// 1 − Π(1 − αᵢ), in `color` (bytes) — each channel (c·A + 255·(255 − A)) / 255 with A the cover in bytes, rounded.
    private static func over(white color: (Int, Int, Int), alphas: [Double]) -> Pixel {
        let cover = Int((255 * (1 - alphas.reduce(1) { $0 * (1 - $1) })).rounded())
        func channel(_ c: Int) -> UInt8 { UInt8((Double(c * cover + 255 * (255 - cover)) / 255).rounded()) }
        return Pixel(channel(color.0), channel(color.1), channel(color.2))
    }

    @Test("a pixel is in an outline when its centre is: x 10.4…20.4 covers columns 10…19, y 30.2…40.7 rows 30…40; edges")
    func centres() throws {
        var outlines = GhostOutlines.Builder()
        outlines.add(Self.rect(10.4, 30.2, 20.4, 40.7))
        // A diamond about (80, 50), its corners 10 away: in where |x − 80| + |y − 50| < 10 at the pixel's centre.
        outlines.add([CGPoint(x: 80, y: 40), CGPoint(x: 90, y: 50), CGPoint(x: 80, y: 60), CGPoint(x: 70, y: 50)])
        var ghosts = GhostDrawing(past: .red, future: .blue)
        ghosts.add(outlines.build(), tint: 0, alpha: 0.2)
        let host = try render(ghosts)
        let red = Self.over(white: (255, 0, 0), alphas: [0.2]), white = Pixel(255, 255, 255)
        #expect(red == Pixel(255, 204, 204))
        for (x, y) in [(10, 30), (19, 30), (10, 40), (19, 40), (15, 35)] { #expect(host.pixel(x: x, y: y) == red, "\(x), \(y)") }
        for (x, y) in [(9, 35), (20, 35), (15, 29), (15, 41)] { #expect(host.pixel(x: x, y: y) == white, "\(x), \(y)") }
        // (80, 41): 0.5 + 8.5 = 9 in; (74, 44): 5.5 + 5.5 = 11 out; (80, 59): 0.5 + 9.5 = 10, on the bottom edge: out.
        #expect(host.pixel(x: 80, y: 41) == red && host.pixel(x: 74, y: 44) == white && host.pixel(x: 80, y: 59) == white)
        // Row 49's centre line crosses the diamond from x = 70.5 to 89.5: a centre on the left edge is in, on the right
        // edge out (so two outlines sharing an edge never both hold a pixel).
        #expect(host.pixel(x: 70, y: 49) == red && host.pixel(x: 69, y: 49) == white)
        #expect(host.pixel(x: 88, y: 49) == red && host.pixel(x: 89, y: 49) == white)
    }

    @Test("overlapping ghosts: one tint covers 1 − (1 − a)(1 − b), two tints mix by their shares, in either order")
    func overlaps() throws {
        func drawing(redFirst: Bool) -> GhostDrawing {
            var ghosts = GhostDrawing(past: .red, future: .blue)
            let sets: [(Int, [CGPoint])] = [(0, Self.rect(0, 0, 60, 40)), (0, Self.rect(30, 0, 90, 40)), (1, Self.rect(30, 20, 90, 80))]
            for (tint, outline) in redFirst ? sets : sets.reversed() {
                var outlines = GhostOutlines.Builder()
                outlines.add(outline)
                ghosts.add(outlines.build(), tint: tint, alpha: 0.2)
            }
            return ghosts
        }
        let host = try render(drawing(redFirst: true)), reversed = try render(drawing(redFirst: false))
        #expect(host.pixels == reversed.pixels)
        // Red alone; red twice (0.36 covered, 91.8 → 92 of 255); blue alone.
        #expect(host.pixel(x: 10, y: 10) == Self.over(white: (255, 0, 0), alphas: [0.2]))
        #expect(host.pixel(x: 45, y: 10) == Self.over(white: (255, 0, 0), alphas: [0.2, 0.2]))
        #expect(host.pixel(x: 45, y: 10) == Pixel(255, 163, 163))
        #expect(host.pixel(x: 60, y: 70) == Self.over(white: (0, 0, 255), alphas: [0.2]))
        // Red over blue where one red and the blue meet: 0.36 covered, half red and half blue (127.5, kept as 128).
        #expect(host.pixel(x: 15, y: 30) == Self.over(white: (255, 0, 0), alphas: [0.2]), "x 15 is left of the blue")
        #expect(host.pixel(x: 65, y: 30) == Self.over(white: (128, 0, 128), alphas: [0.2, 0.2]))
        #expect(host.pixel(x: 65, y: 30) == Pixel(209, 163, 209))
        // Where both reds and the blue meet: 1 − 0.8³ = 0.488 covered, two thirds red (share 85 of 256 blue).
        let mixed = (Int((255.0 * 171 + 128) / 256), 0, Int((255.0 * 85 + 128) / 256))
        #expect(host.pixel(x: 45, y: 30) == Self.over(white: mixed, alphas: [0.2, 0.2, 0.2]))
    }

    @Test("the view's alpha and an empty or degenerate drawing: scaled, or nothing drawn")
    func alphaAndNothing() throws {
        var ghosts = GhostDrawing(past: .red, future: .blue)
        ghosts.add(GhostOutlines.Builder().build(), tint: 0, alpha: 1)
        #expect(ghosts.isEmpty && ghosts.sets.isEmpty, "no outline: no set kept")
        var outlines = GhostOutlines.Builder()
        outlines.add([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 50)])
        outlines.add((0...GhostOutlines.cornerLimit).map { CGPoint(x: CGFloat($0), y: CGFloat($0 % 2)) })
        outlines.add([CGPoint(x: 0, y: CGFloat.nan), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50)])
        #expect(outlines.build().ends == [3], "two points, or more corners than the limit, are no outline")
        ghosts.add(outlines.build(), tint: 1, alpha: 0.5)
        let host = try render(ghosts)
        #expect(host.pixel(x: 40, y: 10) == Pixel(255, 255, 255), "an outline with a NaN corner is skipped")
        outlines.add(Self.rect(60, 60, 100, 90))
        ghosts = GhostDrawing(past: .red, future: .blue)
        ghosts.add(outlines.build(), tint: 1, alpha: 0.5)
        #expect(ghosts.coverage == CGRect(x: 50, y: 0, width: 50, height: 90), "the NaN corner left out of the bounds")
        let (root, view) = scene(ghosts)
        view.alpha = 0.4
        let faded = try OffscreenHost(root: root)
        try faded.render()
        #expect(faded.pixel(x: 80, y: 75) == Self.over(white: (0, 0, 255), alphas: [0.2]), "0.5 × 0.4")
    }

    @Test("the same ghost frame drawn again after its view moved: where the view now is, none left where it was")
    func keptSpansFollowTheMap() throws {
        var outlines = GhostOutlines.Builder()
        outlines.add(Self.rect(10, 10, 30, 30))
        var ghosts = GhostDrawing(past: .red, future: .blue)
        ghosts.add(outlines.build(), tint: 0, alpha: 0.2)
        let (root, view) = scene(ghosts)
        let host = try OffscreenHost(root: root)
        try host.render()
        let red = Self.over(white: (255, 0, 0), alphas: [0.2]), white = Pixel(255, 255, 255)
        #expect(host.pixel(x: 15, y: 15) == red && host.pixel(x: 55, y: 15) == white)
        view.frame.origin.x = 40
        try host.render()
        #expect(host.pixel(x: 15, y: 15) == white && host.pixel(x: 55, y: 15) == red)
        view.frame.origin.x = 0
        try host.render()
        #expect(host.pixel(x: 15, y: 15) == red && host.pixel(x: 55, y: 15) == white)
    }

    @Test("in perspective: a card turned 60° about y, m34 = −1/500, holds its ghost in the projected quadrilateral")
    func perspective() throws {
        // The card's corners land at (139.53, 89.53), (242.62, 107.38), (242.62, 192.62), (139.53, 210.47)
        // (`PerspectivePixelTests`); the ghost covers the whole card.
        var outlines = GhostOutlines.Builder()
        outlines.add(Self.rect(0, 0, 200, 100))
        var ghosts = GhostDrawing(past: .red, future: .blue)
        ghosts.add(outlines.build(), tint: 0, alpha: 0.2)
        let host = try PerspectivePixelTests.turnedCard { card in
            let view = DrawingSketchView(frame: card.bounds)
            (view.backgroundColor, view.drawing) = (.clear, { context, _ in context.drawGhosts(ghosts) })
            card.addSubview(view)
        }
        let red = Self.over(white: (255, 0, 0), alphas: [0.2]), white = Pixel(255, 255, 255)
        // Inside near the near edge, above and below where the flat card would end (y 100…200), and across it.
        for (x, y) in [(145, 95), (145, 205), (200, 150), (240, 150)] { #expect(host.pixel(x: x, y: y) == red, "(\(x), \(y))") }
        // Inside the flat squeeze (x 150…250) but outside the projection: the far corners are pulled in.
        for (x, y) in [(240, 102), (240, 198), (246, 150), (135, 150)] { #expect(host.pixel(x: x, y: y) == white, "(\(x), \(y))") }
    }
}
