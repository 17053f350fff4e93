import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// An emitter's cells reached by key path, as iOS code starts and stops them
/// (`emitter.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")`): a change takes effect from that moment,
/// those alive live on, and a seek lands on straight play's particles with the cell as it was then.
@MainActor
@Suite("CAEmitterLayer: cells by key path")
struct EmitterCellKeyPathTests {
    /// A window with an emitter at (100, 100), one cell named "spark" of 4 a second living 2 s; a 1.5 s animation whose
    /// completion stops the spark's births through the emitter's key path.
    private func scene() -> (UIWindow, CAEmitterLayer, CAEmitterCell) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        let cell = CAEmitterCell()
        cell.name = "spark"
        (cell.birthRate, cell.lifetime, cell.velocity) = (4, 2, 30)
        cell.contents = EmitterParticlesTests.square()?.cgImage
        emitter.emitterCells = [cell]
        window.layer.addSublayer(emitter)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(marker)
        UIView.animate(withDuration: 1.5, animations: { marker.alpha = 0 }) { _ in
            emitter.setValue(0, forKeyPath: "emitterCells.spark.birthRate")
        }
        window.makeKeyAndVisible()
        return (window, emitter, cell)
    }

    private func births(_ emitter: CAEmitterLayer) -> [Double] {
        EmitterParticles.alive(in: emitter, at: CACurrentMediaTime()).particles.map(\.birth)
    }

    @Test("the spark's births stop at 1.5 s, those alive live on; seeking back finds the cell emitting, and on its stop again")
    func stopsAndSeeks() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let (window, emitter, cell) = scene()
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        var straight: [Double: [Double]] = [:]
        for time in [1.0, 2.0, 3.0] {
            try playback.seek(to: time)
            straight[time] = births(emitter)
        }
        #expect(straight[1] == [0, 0.25, 0.5, 0.75, 1.0])
        #expect(straight[2] == [0.25, 0.5, 0.75, 1.0, 1.25, 1.5])
        #expect(straight[3] == [1.25, 1.5])
        #expect(cell.birthRate == 0 && emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? Float == 0)
        try playback.seek(to: 1)
        #expect(births(emitter) == straight[1])
        // Back before the stop, the cell is as it was then: emitting, its stop not yet in its history.
        #expect(cell.birthRate == 4 && cell.rateChanges.count == 1)
        try playback.seek(to: 2)
        #expect(births(emitter) == straight[2])
    }

    @Test("nested cells by name, every kind of value, and a path naming no cell or no property is reported and changes nothing")
    func keyPaths() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let emitter = CAEmitterLayer()
        let rocket = CAEmitterCell(), spark = CAEmitterCell()
        (rocket.name, spark.name) = ("rocket", "spark")
        rocket.emitterCells = [spark]
        emitter.emitterCells = [rocket]
        emitter.setValue(120, forKeyPath: "emitterCells.rocket.emitterCells.spark.velocity")
        emitter.setValue(Double.pi, forKeyPath: "emitterCells.rocket.emissionRange")
        emitter.setValue(false, forKeyPath: "emitterCells.rocket.enabled")
        emitter.setValue(UIColor.red.cgColor, forKeyPath: "emitterCells.rocket.emitterCells.spark.color")
        #expect(spark.velocity == 120 && rocket.emissionRange == .pi && !rocket.isEnabled && spark.color == UIColor.red.cgColor)
        #expect(emitter.value(forKeyPath: "emitterCells.rocket.emitterCells.spark.velocity") as? CGFloat == 120)
        spark.setValue(0.5, forKey: "scale")
        #expect(spark.scale == 0.5 && spark.value(forKey: "scale") as? CGFloat == 0.5)
        emitter.setValue(3, forKeyPath: "emitterCells.comet.birthRate")
        emitter.setValue("fast", forKeyPath: "emitterCells.rocket.velocity")
        emitter.setValue(3, forKeyPath: "emitterCells.rocket.wobble")
        #expect(fixture.errors.count == 3 && rocket.velocity == 0 && emitter.value(forKeyPath: "emitterCells.comet.birthRate") == nil)
    }
}
