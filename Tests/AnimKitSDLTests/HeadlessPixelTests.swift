import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Headless frames, pixel by pixel", .serialized)
struct HeadlessPixelTests {
    /// A 200×100 white canvas.
    func canvas() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        return root
    }

    func box(_ frame: CGRect, _ color: Color, alpha: CGFloat = 1) -> View {
        let view = View(frame: frame)
        view.backgroundColor = color
        view.alpha = alpha
        return view
    }

    @Test("colours land where the views are, and the background elsewhere")
    func colours() throws {
        let root = canvas()
        root.addSubview(box(CGRect(x: 10, y: 10, width: 40, height: 20), .red))
        let host = try OffscreenHost(root: root)

        try host.render()

        #expect(host.pixel(x: 30, y: 20) == Pixel(255, 0, 0))
        #expect(host.pixel(x: 100, y: 50) == Pixel(255, 255, 255))
        #expect(host.pixel(x: 9, y: 20) == Pixel(255, 255, 255))
        #expect(host.pixel(x: 10, y: 10) == Pixel(255, 0, 0))
    }

    @Test("alpha blends: half-transparent blue over red and over white; alpha multiplies down the tree")
    func blending() throws {
        let root = canvas()
        root.addSubview(box(CGRect(x: 0, y: 0, width: 100, height: 100), .red))
        root.addSubview(box(CGRect(x: 50, y: 0, width: 100, height: 50), .blue, alpha: 0.5))
        let parent = box(CGRect(x: 150, y: 50, width: 50, height: 50), .clear, alpha: 0.5)
        parent.addSubview(box(CGRect(x: 0, y: 0, width: 50, height: 50), Color(white: 0)))
        root.addSubview(parent)
        let host = try OffscreenHost(root: root)

        try host.render()

        #expect(host.pixel(x: 75, y: 25) == Pixel(127, 0, 128))
        #expect(host.pixel(x: 125, y: 25) == Pixel(127, 127, 255))
        #expect(host.pixel(x: 175, y: 75) == Pixel(127, 127, 127))
    }

    @Test("a 45° rotated square: its corners are on the axes, the centre filled, the old corners empty")
    func rotated() throws {
        let root = canvas()
        let square = box(CGRect(x: 70, y: 20, width: 60, height: 60), .blue)
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.addSubview(square)
        let host = try OffscreenHost(root: root)

        try host.render()

        let halfDiagonal = 30 * 2.0.squareRoot()
        #expect(host.pixel(x: 100, y: 50) == Pixel(0, 0, 255))
        #expect(host.pixel(x: 100, y: Int(50 - halfDiagonal + 3)) == Pixel(0, 0, 255))
        #expect(host.pixel(x: Int(100 + halfDiagonal - 3), y: 50) == Pixel(0, 0, 255))
        #expect(host.pixel(x: 72, y: 22) == Pixel(255, 255, 255))
        #expect(host.pixel(x: 128, y: 78) == Pixel(255, 255, 255))
    }

    @Test("a rounded view: the corners are cut, the curve's edge is anti-aliased")
    func rounded() throws {
        let root = canvas()
        let disc = box(CGRect(x: 50, y: 0, width: 100, height: 100), .blue)
        disc.layer.cornerRadius = 50
        root.addSubview(disc)
        let host = try OffscreenHost(root: root)

        try host.render()

        #expect(host.pixel(x: 100, y: 50) == Pixel(0, 0, 255))
        #expect(host.pixel(x: 55, y: 5) == Pixel(255, 255, 255))
        // Along the diagonal out of the centre the colour passes through blends, not straight from blue to white.
        let diagonal = (25..<45).map { host.pixel(x: 100 + $0, y: 50 - $0) }
        #expect(diagonal.contains { $0 != Pixel(0, 0, 255) && $0 != Pixel(255, 255, 255) }, "\(diagonal)")
    }

    @Test("views reaching past the canvas are clipped at its edge; clipsToBounds clips children")
    func clipping() throws {
        let root = canvas()
        root.addSubview(box(CGRect(x: 180, y: 80, width: 100, height: 100), .green))
        let clipper = box(CGRect(x: 0, y: 0, width: 50, height: 50), .white)
        clipper.clipsToBounds = true
        clipper.addSubview(box(CGRect(x: 25, y: 25, width: 100, height: 100), .red))
        root.addSubview(clipper)
        let host = try OffscreenHost(root: root)

        try host.render()

        #expect(host.pixel(x: 199, y: 99) == Pixel(0, 255, 0))
        #expect(host.pixel(x: 40, y: 40) == Pixel(255, 0, 0))
        #expect(host.pixel(x: 60, y: 40) == Pixel(255, 255, 255))
    }

    @Test("text appears where a label is")
    func text() throws {
        let root = canvas()
        let label = Label(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "Hello, AnimKit"
        label.font = .systemFont(ofSize: 24)
        label.textColor = .black
        root.addSubview(label)
        let host = try OffscreenHost(root: root)

        try host.render()

        var dark = 0
        for y in 10..<50 { for x in 10..<190 where host.pixel(x: x, y: y).red < 128 { dark += 1 } }
        var darkElsewhere = 0
        for y in 60..<100 { for x in 0..<200 where host.pixel(x: x, y: y).red < 128 { darkElsewhere += 1 } }
        #expect(dark > 200)
        #expect(darkElsewhere == 0)
    }

    @Test("a view half-way through a linear move is drawn half-way")
    func halfWay() throws {
        let fixture = EngineFixture()
        let root = canvas()
        let mover = box(CGRect(x: 0, y: 40, width: 20, height: 20), .red)
        root.addSubview(mover)
        let host = try OffscreenHost(root: root)
        PropertyAnimator(duration: 1, curve: .linear) { mover.center.x = 170 }.startAnimation()

        fixture.run(frames: 30)
        try host.render()

        // From x = 10 to 170: half-way the box spans 80…100.
        #expect(host.pixel(x: 81, y: 50) == Pixel(255, 0, 0))
        #expect(host.pixel(x: 98, y: 50) == Pixel(255, 0, 0))
        #expect(host.pixel(x: 78, y: 50) == Pixel(255, 255, 255))
        #expect(host.pixel(x: 101, y: 50) == Pixel(255, 255, 255))
    }

    @Test("the same scene renders to the same bytes every time")
    func deterministic() throws {
        let root = canvas()
        let square = box(CGRect(x: 70, y: 20, width: 60, height: 60), .orange)
        square.transform = CGAffineTransform(rotationAngle: 0.3)
        square.layer.cornerRadius = 12
        root.addSubview(square)
        let first = try OffscreenHost(root: root)
        let second = try OffscreenHost(root: root)

        try first.render()
        try second.render()

        #expect(first.pixels == second.pixels)
    }

    @Test("a label breaks its text at each newline: two lines stacked, the block centred, no missing-glyph box")
    func multiLine() throws {
        let root = canvas()
        let label = Label(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        label.text = "Top\nBottom"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        root.addSubview(label)
        let host = try OffscreenHost(root: root)
        try host.render()

        func inked(rows: Range<Int>) -> Bool {
            rows.contains { y in (10..<190).contains { x in host.pixel(x: x, y: y).red < 128 } }
        }
        // The label's middle is y = 50: one line of 20-point text above it and one below, reaching well past
        // where a single line centred there would end (about 38…62).
        #expect(inked(rows: 26..<35))
        #expect(inked(rows: 65..<74))
        #expect(!inked(rows: 10..<22))
        #expect(!inked(rows: 78..<90))
    }
}
