import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

// A particle emitter, drawn. Core Animation's numbers: a cell emits `birthRate` particles a second (times the layer's),
// each leaving at `velocity` points a second in the direction `emissionLongitude` (from the x-axis towards y, which
// points down: −π/2 is up, Apple's own example), pulled by `xAcceleration`/`yAcceleration`, alive for `lifetime`
// seconds, its image multiplied by `color` and its alpha moved by `alphaSpeed` a second. Particle k is born k/rate
// seconds after the emitter is placed, so at 2.5 s one a second gives particles 2.5, 1.5 and 0.5 s old.

@MainActor
@Suite("CAEmitterLayer: particles, drawn", .serialized)
struct EmitterPixelTests {
    let white = Pixel(255, 255, 255), red = Pixel(255, 0, 0)

    /// A 10 × 10 white square, as a PNG.
    private func square() throws -> UIImage {
        let frame = try #require(FrameImage(width: 10, height: 10, pixels: Array(repeating: 255, count: 10 * 10 * 4)))
        return try #require(UIImage(data: try frame.pngData()))
    }

    /// A 240 × 100 root (white unless `background`) with an emitter at (20, 50) of one red cell, one a second at 50 points a
    /// second to the right, living 10 s; `adjust` changes the cell and the emitter before the root is drawn.
    private func scene(
        background: UIColor = .white, _ adjust: (CAEmitterCell, CAEmitterLayer) -> Void = { _, _ in }
    ) throws -> (OffscreenHost, CAEmitterLayer) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        root.backgroundColor = background
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 20, y: 50)
        let cell = CAEmitterCell()
        (cell.birthRate, cell.lifetime, cell.velocity) = (1, 10, 50)
        cell.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        cell.contents = try square().cgImage
        emitter.emitterCells = [cell]
        adjust(cell, emitter)
        root.layer.addSublayer(emitter)
        return (try OffscreenHost(root: root), emitter)
    }

    @Test("one a second at 50 points a second: at 2.5 s three red squares, 125, 75 and 25 points right of the emitter")
    func steadyStream() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (host, _) = try scene()
        fixture.run(seconds: 2.5)
        try host.render()
        for x in [145, 95, 45] { #expect(host.pixel(x: x, y: 50) == red && host.pixel(x: x + 4, y: 54) == red, "x \(x)") }
        for x in [170, 120, 70, 20] { #expect(host.pixel(x: x, y: 50) == white, "x \(x)") }
        #expect(host.pixel(x: 145, y: 60) == white && host.pixel(x: 145, y: 40) == white)
    }

    @Test("a lifetime of 2 s: at 2.5 s the particle born at 0 is gone, those born at 1 and 2 remain")
    func lifetime() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (host, _) = try scene { cell, _ in cell.lifetime = 2 }
        fixture.run(seconds: 2.5)
        try host.render()
        #expect(host.pixel(x: 145, y: 50) == white)
        #expect(host.pixel(x: 95, y: 50) == red && host.pixel(x: 45, y: 50) == red)
    }

    @Test("emitted up (longitude −π/2) at 60 points a second against a 40-point pull down: 1 s later 60 − 20 = 40 points up")
    func upAgainstGravity() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (host, _) = try scene { cell, emitter in
            (cell.emissionLongitude, cell.velocity, cell.yAcceleration, cell.birthRate) = (-.pi / 2, 60, 40, 0.5)
            emitter.emitterPosition = CGPoint(x: 120, y: 80)
        }
        fixture.run(seconds: 1)
        try host.render()
        #expect(host.pixel(x: 120, y: 40) == red && host.pixel(x: 120, y: 36) == red && host.pixel(x: 120, y: 44) == red)
        #expect(host.pixel(x: 120, y: 30) == white && host.pixel(x: 120, y: 50) == white)
        // The newest is the one born at 0: none born since (one every 2 s), so nothing at the emitter.
        #expect(host.pixel(x: 120, y: 80) == white)
    }

    @Test("the layer's birthRate set to 0 at 1.5 s: at 3.5 s the particles born at 0 and 1 fly on, none born after")
    func stoppedBirths() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (host, emitter) = try scene()
        fixture.run(seconds: 1.5)
        emitter.birthRate = 0
        fixture.run(seconds: 2)
        try host.render()
        #expect(host.pixel(x: 195, y: 50) == red && host.pixel(x: 145, y: 50) == red)
        #expect(host.pixel(x: 95, y: 50) == white && host.pixel(x: 45, y: 50) == white && host.pixel(x: 20, y: 50) == white)
    }

    @Test("alphaSpeed −0.25 on blue: a particle 2 s old is blue at half alpha over white; scale 2 makes it 20 points wide")
    func fadeAndScale() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (host, _) = try scene { cell, _ in
            cell.color = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
            (cell.alphaSpeed, cell.scale, cell.birthRate) = (-0.25, 2, 0.4)
        }
        fixture.run(seconds: 2)
        try host.render()
        let faded = host.pixel(x: 120, y: 50)
        #expect(abs(Int(faded.red) - 128) <= 1 && abs(Int(faded.green) - 128) <= 1 && faded.blue == 255, "\(faded)")
        #expect(host.pixel(x: 129, y: 50) == faded && host.pixel(x: 120, y: 41) == faded)
        #expect(host.pixel(x: 132, y: 50) == white && host.pixel(x: 120, y: 38) == white)
    }

    @Test("additive: a red and a green particle on one spot add up to yellow over blue; unordered, the green covers the red")
    func additive() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        func addGreen(_ cell: CAEmitterCell, _ emitter: CAEmitterLayer) {
            let green = CAEmitterCell()
            (green.birthRate, green.lifetime, green.velocity, green.contents) = (1, 10, 50, cell.contents)
            green.color = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
            emitter.emitterCells = [cell, green]
        }
        let (added, _) = try scene(background: blue) { cell, emitter in
            addGreen(cell, emitter)
            emitter.renderMode = .additive
        }
        let (covered, _) = try scene(background: blue) { cell, emitter in addGreen(cell, emitter) }
        // A lone half-transparent red particle, additive: the sum laid over the blue as any layer is, (128, 0, 128).
        let (half, _) = try scene(background: blue) { cell, emitter in
            cell.color = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor
            emitter.renderMode = .additive
        }
        fixture.run(seconds: 2.5)
        for host in [added, covered, half] { try host.render() }
        #expect(added.pixel(x: 95, y: 50) == Pixel(255, 255, 0))
        #expect(covered.pixel(x: 95, y: 50) == Pixel(0, 255, 0))
        let mixed = half.pixel(x: 95, y: 50)
        #expect(abs(Int(mixed.red) - 128) <= 1 && mixed.green == 0 && abs(Int(mixed.blue) - 128) <= 1, "\(mixed)")
        for host in [added, covered, half] { #expect(host.pixel(x: 70, y: 50) == Pixel(0, 0, 255)) }
    }

    @Test("contentsRect (0.5, 0, 0.5, 1) of a 20 × 10 sheet, green on the left and blue on the right: 10 × 10 blue particles")
    func spriteSheetFrame() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var pixels: [UInt8] = []
        for _ in 0..<10 { for x in 0..<20 { pixels += x < 10 ? [0, 255, 0, 255] : [0, 0, 255, 255] } }
        let sheet = try #require(FrameImage(width: 20, height: 10, pixels: pixels))
        let image = try #require(UIImage(data: try sheet.pngData()))
        let (host, _) = try scene { cell, _ in
            (cell.color, cell.contents, cell.contentsRect) = (nil, image.cgImage, CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
        }
        fixture.run(seconds: 2.5)
        try host.render()
        let blue = Pixel(0, 0, 255)
        for x in [145, 95, 45] {
            #expect(host.pixel(x: x, y: 50) == blue && host.pixel(x: x - 3, y: 47) == blue && host.pixel(x: x + 3, y: 53) == blue, "x \(x)")
            // Ten points wide, as the part of the image is: white beyond.
            #expect(host.pixel(x: x - 7, y: 50) == white && host.pixel(x: x + 7, y: 50) == white, "x \(x)")
        }
    }

    @Test("a cell's rate animated from 1 to 0 over 1 s (half a birth due: only particle 0) draws one square at 2.5 s, not 3")
    func animatedRate() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (host, emitter) = try scene { cell, _ in cell.name = "spark" }
        let stop = CABasicAnimation(keyPath: "emitterCells.spark.birthRate")
        (stop.fromValue, stop.toValue, stop.duration, stop.fillMode, stop.isRemovedOnCompletion) = (1, 0, 1, .forwards, false)
        emitter.add(stop, forKey: "stop")
        fixture.run(seconds: 2.5)
        try host.render()
        // ∫ (1 − t) dt over 1 s is ½: particle 0 (at 0, now 125 points right) is born, particle 1 never is.
        #expect(host.pixel(x: 145, y: 50) == red)
        for x in [95, 45] { #expect(host.pixel(x: x, y: 50) == white, "x \(x)") }
    }
}
