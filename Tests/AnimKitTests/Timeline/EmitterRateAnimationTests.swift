import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// An animated birth rate, as confetti is stopped gradually on iOS: `CABasicAnimation(keyPath:
/// "emitterCells.NAME.birthRate")` (or the emitter's own `birthRate`). Particle k is born when the rate's integral reaches
/// k, so under a linear ramp from r0 to r1 over d seconds starting at b, the births due at t in the ramp are
/// r0·(t − b) + (r1 − r0)·(t − b)²/(2d): each birth time below is that equation solved.
@MainActor
@Suite("CAEmitterLayer: animated birth rates")
struct EmitterRateAnimationTests {
    /// A window with an emitter and a cell "spark" of 4 a second living 10 s; at 1 s, an animation of the spark's rate
    /// from 4 to 2 over 2 s, linear, filling forwards or not.
    private func scene(fillsForwards: Bool) -> (UIWindow, CAEmitterLayer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        let cell = CAEmitterCell()
        cell.name = "spark"
        (cell.birthRate, cell.lifetime, cell.velocity) = (4, 10, 5)
        cell.contents = EmitterParticlesTests.square()?.cgImage
        emitter.emitterCells = [cell]
        window.layer.addSublayer(emitter)
        window.makeKeyAndVisible()
        let slow = CABasicAnimation(keyPath: "emitterCells.spark.birthRate")
        (slow.fromValue, slow.toValue, slow.duration) = (4, 2, 2)
        slow.beginTime = CACurrentMediaTime() + 1
        if fillsForwards {
            slow.fillMode = .forwards
            slow.isRemovedOnCompletion = false
        }
        emitter.add(slow, forKey: "slow")
        return (window, emitter)
    }

    private func births(_ emitter: CAEmitterLayer) -> [Double] {
        EmitterParticles.alive(in: emitter, at: CACurrentMediaTime()).particles.map(\.birth).sorted()
    }

    @Test("4 → 2 over 2 s from 1 s: births at the ramp's roots, 10 by 3 s; then 2 a second filled forwards, or 4 again")
    func ramp() throws {
        for fills in [true, false] {
            let session = AnimationSession(clock: ManualClock())
            session.engine.beginCheckpointMembership()
            session.begin()
            defer { session.end() }
            let (window, emitter) = scene(fillsForwards: fills)
            let playback = try ScenePlayback(adopting: window, engine: session.engine)
            try playback.seek(to: 4.2)
            let found = births(emitter)
            // 4 a second to 1 s: particles 0…4 at k/4. In the ramp, 4u − u²/2 = k − 4 (u = t − 1): u = 4 − √(16 − 2(k − 4)).
            let ramp: [Double] = (5...9).map { (k: Int) -> Double in 5 - (16 - 2 * Double(k - 4)).squareRoot() }
            // After 3 s (10 due): 2 a second when the last value fills forwards, else the model's 4 again.
            let after: [Double] = fills ? [3.5, 4.0] : [3.25, 3.5, 3.75, 4.0]
            let start: [Double] = (0...4).map { Double($0) / 4 }
            let expected: [Double] = start + ramp + [3.0] + after
            #expect(found.count == expected.count, "fills \(fills): \(found)")
            // Within a 1/120 s stretch of one rate, a birth is off by at most r′·h²/(8r) = 1·(1/120)²/(8·2) < 5 µs.
            for (birth, exact) in zip(found, expected) { #expect(abs(birth - exact) < 5e-6, "fills \(fills): \(birth) vs \(exact)") }
            // A seek back and forth lands on the same births.
            try playback.seek(to: 1.6)
            #expect(births(emitter).count == 7)
            try playback.seek(to: 4.2)
            #expect(births(emitter) == found)
        }
    }

    @Test("the emitter's own birthRate from 1 to 0 over 1 s: 2 births by its end, the second at 1 − 1/√2; other cell keys are refused")
    func emitterRateAndRefusals() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.name = "spark"
        (cell.birthRate, cell.lifetime) = (4, 10)
        cell.contents = EmitterParticlesTests.square()?.cgImage
        emitter.emitterCells = [cell]
        window.layer.addSublayer(emitter)
        window.makeKeyAndVisible()
        let fade = CABasicAnimation(keyPath: "birthRate")
        (fade.fromValue, fade.toValue, fade.duration, fade.fillMode, fade.isRemovedOnCompletion) = (1, 0, 1, .forwards, false)
        emitter.add(fade, forKey: "fade")
        let speed = CABasicAnimation(keyPath: "emitterCells.spark.velocity")
        emitter.add(speed, forKey: "speed")
        emitter.add(CABasicAnimation(keyPath: "emitterCells.comet.birthRate"), forKey: "comet")
        #expect(emitter.animationKeys() == ["fade"])
        fixture.run(seconds: 1.5)
        let found = births(emitter)
        // The cell's 4 a second times 1 − t: 4t − 2t² = 1 at t = 1 − 1/√2, within r′·h²/(8r) = 4·(1/120)²/(8·2.8) < 13 µs.
        #expect(found.count == 2 && abs(found[0]) < 1e-9 && abs(found[1] - (1 - 1 / 2.0.squareRoot())) < 1.3e-5, "\(found)")
        // The rate is 0 from 1 s for ever: the emitter falls quiet when the last particle dies.
        #expect(emitter.quietTime.map { abs($0 - 11) < 1e-6 } == true, "\(String(describing: emitter.quietTime))")
    }
}
