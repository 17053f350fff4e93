import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// Particles that emit particles, as a firework's cells are written: a rocket flies up, a burst is born where it is half
/// a second into its life and stays there, and the burst gives birth to sparks that fly off — each sub-cell's time
/// counted from its parent particle's birth.
@MainActor
@Suite("CAEmitterLayer: sub-cells")
struct EmitterSubCellTests {
    /// An emitter at (100, 200): one rocket a second living 1 s, flying up at 100 points a second; its burst cell
    /// (one, at 0.5 s of the rocket's life, for 0.1 s) lives 0.5 s at rest; the burst's sparks (10 a second, living 1 s)
    /// fly right at 50 points a second. No ranges: every number is exact.
    private func firework() -> CAEmitterLayer {
        let image = EmitterParticlesTests.square()?.cgImage
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 100, y: 200)
        let rocket = CAEmitterCell(), burst = CAEmitterCell(), spark = CAEmitterCell()
        (rocket.birthRate, rocket.lifetime, rocket.velocity, rocket.emissionLongitude) = (1, 1, 100, -.pi / 2)
        (burst.birthRate, burst.lifetime, burst.beginTime, burst.duration) = (1, 0.5, 0.5, 0.1)
        (spark.birthRate, spark.lifetime, spark.velocity) = (10, 1, 50)
        for cell in [rocket, burst, spark] { cell.contents = image }
        burst.emitterCells = [spark]
        rocket.emitterCells = [burst]
        emitter.emitterCells = [rocket]
        return emitter
    }

    @Test("at 1.2 s: the second rocket 20 points up, the first burst gone, its five sparks at 115…135 on its line")
    func firework12() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let emitter = firework()
        fixture.run(frames: 72)
        let now = CACurrentMediaTime()
        let particles = EmitterParticles.alive(in: emitter, at: now).particles.sorted { $0.birth < $1.birth }
        // The first rocket (born at 0) died at 1 s; its burst, born at 0.5 s where it was (100, 150), died at 1 s after
        // giving birth to sparks at 0.5, 0.6 … 0.9 s (1.0 is its end); the second rocket was born at 1 s.
        #expect(particles.count == 6)
        let births = particles.map(\.birth), expected = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0]
        #expect(zip(births, expected).allSatisfy { isApproximatelyEqual($0, $1) }, "\(births)")
        for spark in particles.dropLast() {
            #expect(isApproximatelyEqual(spark.center.x, 100 + 50 * (now - spark.birth)) && isApproximatelyEqual(spark.center.y, 150))
        }
        let rocket = particles[5]
        #expect(isApproximatelyEqual(rocket.center.x, 100) && isApproximatelyEqual(rocket.center.y, 200 - 100 * (now - 1)))
    }

    @Test("stopped at 0.5 s, the emitter is quiet by 3 s (a rocket's life and its descendants'), and the sparks born before fly on")
    func quiet() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let emitter = firework()
        fixture.run(frames: 30)
        emitter.birthRate = 0
        // The reach of a rocket's descendants is bounded by each cell's life: 1 + 0.5 + 1 s after the stop at most.
        #expect(emitter.quietTime.map { isApproximatelyEqual($0, 0.5 + 2.5) } == true)
        // At 1.4 s the one rocket and its burst are gone; the burst's five sparks (0.5 … 0.9 s) fly on.
        fixture.run(frames: 54)
        #expect(EmitterParticles.alive(in: emitter, at: CACurrentMediaTime()).particles.count == 5)
    }
}
