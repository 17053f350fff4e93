import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// The particles an emitter has at a moment, as numbers: each value within its cell's range of the cell's value, the
/// shapes and modes placing births where Core Animation's names say, the seed deciding the differences.
@MainActor
@Suite("CAEmitterLayer: particles, worked out")
struct EmitterParticlesTests {
    /// An emitter at (100, 100) whose one cell emits 10 a second for 100 s at 50 points a second, its image 4 × 4.
    private func emitter(_ adjust: (CAEmitterCell, CAEmitterLayer) -> Void = { _, _ in }) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        let cell = CAEmitterCell()
        (cell.birthRate, cell.lifetime, cell.velocity) = (10, 100, 50)
        cell.contents = Self.square()?.cgImage
        adjust(cell, emitter)
        emitter.emitterCells = [cell]
        return emitter
    }

    /// A 4 × 4 white square, drawn in an image context.
    static func square() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        defer { UIGraphicsEndImageContext() }
        UIGraphicsGetCurrentContext()?.setFillColor(UIColor.white.cgColor)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    @Test("births at 10 a second: 31 particles by 3 s (the first at 0), the newest 0 s old at the emitter")
    func births() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = emitter()
        fixture.run(seconds: 3)
        let particles = EmitterParticles.alive(in: layer, at: CACurrentMediaTime()).particles
        #expect(particles.count == 31)
        #expect(particles.map(\.birth) == (0...30).map { Double($0) / 10 })
        #expect(particles.last?.center == CGPoint(x: 100, y: 100))
        #expect(particles.first?.center.x == 250 && particles.first?.size == CGSize(width: 4, height: 4))
    }

    @Test("velocity 50 ± 10, a cone of π/2 (±π/4) round 0: every particle of 3 s within those, and not all alike")
    func spreads() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = emitter { cell, _ in (cell.velocityRange, cell.emissionRange) = (10, .pi / 2) }
        fixture.run(seconds: 3)
        let now = CACurrentMediaTime()
        let particles = EmitterParticles.alive(in: layer, at: now).particles.filter { now - $0.birth > 0.5 }
        #expect(particles.count == 25)
        for particle in particles {
            let age = now - particle.birth, dx = particle.center.x - 100, dy = particle.center.y - 100
            let speed = (dx * dx + dy * dy).squareRoot() / age, angle = atan2(dy, dx)
            #expect(speed >= 40 - 1e-9 && speed <= 60 + 1e-9, "\(speed)")
            #expect(abs(angle) <= .pi / 4 + 1e-9, "\(angle)")
        }
        #expect(Set(particles.map { Int($0.center.y) }).count > 10)
    }

    @Test("the same seed gives the same particles; another seed, other ones")
    func seeds() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let one = emitter { cell, _ in cell.velocityRange = 20 }, same = emitter { cell, _ in cell.velocityRange = 20 }
        let other = emitter { cell, emitter in (cell.velocityRange, emitter.seed) = (20, 7) }
        fixture.run(seconds: 1)
        let now = CACurrentMediaTime()
        let centres = [one, same, other].map { EmitterParticles.alive(in: $0, at: now).particles.map(\.center) }
        #expect(centres[0] == centres[1])
        #expect(centres[0] != centres[2])
    }

    @Test("circle outline, radius 30: every particle born on the circle; line: on the line, across its width")
    func shapes() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let ring = emitter { cell, emitter in
            (cell.velocity, emitter.emitterShape, emitter.emitterMode, emitter.emitterSize) = (
                0, .circle, .outline, CGSize(width: 60, height: 60)
            )
        }
        let line = emitter { cell, emitter in
            (cell.velocity, emitter.emitterShape, emitter.emitterSize) = (0, .line, CGSize(width: 80, height: 1))
        }
        fixture.run(seconds: 2)
        let now = CACurrentMediaTime()
        for particle in EmitterParticles.alive(in: ring, at: now).particles {
            let dx = particle.center.x - 100, dy = particle.center.y - 100
            #expect(abs((dx * dx + dy * dy).squareRoot() - 30) < 1e-9)
        }
        let xs = EmitterParticles.alive(in: line, at: now).particles.map(\.center.x)
        #expect(EmitterParticles.alive(in: line, at: now).particles.allSatisfy { $0.center.y == 100 })
        #expect(xs.allSatisfy { $0 >= 60 && $0 <= 140 } && (xs.min() ?? 100) < 70 && (xs.max() ?? 100) > 130)
    }

    @Test("the layer's rate changes count from their moment: 10 a second for 1 s, then 2× for 1 s: 31 births by 2 s")
    func rateChange() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = emitter()
        fixture.run(seconds: 1)
        layer.birthRate = 2
        fixture.run(seconds: 1)
        let births = EmitterParticles.alive(in: layer, at: CACurrentMediaTime()).particles.map(\.birth)
        #expect(births.count == 31)
        #expect(abs(births[11] - 1.05) < 1e-9 && abs((births.last ?? 0) - 2) < 1e-9)
    }

    @Test("a disabled cell, one without contents or with no lifetime emits nothing; a cell's beginTime delays its first")
    func silentCells() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let disabled = emitter { cell, _ in cell.isEnabled = false }
        let empty = emitter { cell, _ in cell.contents = nil }
        let brief = emitter { cell, _ in cell.lifetime = 0 }
        let later = emitter { cell, _ in cell.beginTime = 0.5 }
        fixture.run(seconds: 1)
        let now = CACurrentMediaTime()
        for layer in [disabled, empty, brief] { #expect(EmitterParticles.alive(in: layer, at: now).particles.isEmpty) }
        #expect(EmitterParticles.alive(in: later, at: now).particles.map(\.birth).first == 0.5)
    }
}

extension EmitterParticlesTests {
    @Test("bad numbers: NaN or ∞ rates, times, speeds and colour ranges neither crash nor draw nonsense; a flood is capped")
    func badNumbers() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layers = [
            emitter { cell, _ in cell.birthRate = .infinity },
            emitter { cell, _ in cell.birthRate = .nan },
            emitter { cell, _ in (cell.beginTime, cell.duration) = (.nan, .infinity) },
            emitter { cell, _ in (cell.velocity, cell.lifetime) = (.infinity, .infinity) },
            emitter { cell, _ in (cell.redRange, cell.alphaSpeed, cell.spin) = (.nan, .infinity, .nan) },
            emitter { _, emitter in (emitter.velocity, emitter.scale, emitter.lifetime) = (.nan, .infinity, .nan) },
        ]
        let flood = emitter { cell, _ in (cell.birthRate, cell.lifetime) = (1e9, 10) }
        fixture.run(seconds: 1)
        let now = CACurrentMediaTime()
        for layer in layers {
            for particle in EmitterParticles.alive(in: layer, at: now).particles {
                #expect(particle.center.x.isFinite && particle.center.y.isFinite && particle.angle.isFinite)
            }
        }
        // An infinite or NaN rate gives no births; a NaN begin time counts as none (the cell emits from the start).
        #expect(EmitterParticles.alive(in: layers[0], at: now).particles.isEmpty)
        #expect(EmitterParticles.alive(in: layers[1], at: now).particles.isEmpty)
        #expect(EmitterParticles.alive(in: layers[2], at: now).particles.count == 11)
        let (flooded, limited) = EmitterParticles.alive(in: flood, at: now)
        #expect(flooded.count == EmitterParticles.drawnLimit && limited)
        // The newest are the ones drawn: the last born now, at the emitter.
        #expect(flooded.last?.birth == now && flooded.last?.center == CGPoint(x: 100, y: 100))
    }
}
