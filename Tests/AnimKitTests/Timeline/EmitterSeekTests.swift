import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// An emitter in a scene: its particles are a function of the scene's time, so a seek back lands on what straight play
/// shows — a rate change made by the scene's own code included — and a scene whose particles fly runs to its cap.
@MainActor
@Suite("CAEmitterLayer on the timeline")
struct EmitterSeekTests {
    /// A window with an emitter at (100, 100), one cell of 4 a second living 2 s; a second's animation whose completion
    /// stops new births (the layer's birthRate to 0) at 1.5 s.
    private func scene() -> (UIWindow, CAEmitterLayer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        let cell = CAEmitterCell()
        (cell.birthRate, cell.lifetime, cell.velocity, cell.velocityRange) = (4, 2, 30, 10)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        cell.contents = UIGraphicsGetImageFromCurrentImageContext()?.cgImage
        UIGraphicsEndImageContext()
        emitter.emitterCells = [cell]
        window.layer.addSublayer(emitter)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(marker)
        UIView.animate(withDuration: 1.5, animations: { marker.alpha = 0 }, completion: { _ in emitter.birthRate = 0 })
        window.makeKeyAndVisible()
        return (window, emitter)
    }

    private func births(_ emitter: CAEmitterLayer) -> [Double] {
        EmitterParticles.alive(in: emitter, at: CACurrentMediaTime()).particles.map(\.birth)
    }

    @Test("seeking to 3 s, then back to 1 s and on to 2 s: each moment's particles are straight play's; none born after 1.5 s")
    func seekBack() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let (window, emitter) = scene()
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        var straight: [Double: [Double]] = [:]
        for time in [1.0, 2.0, 3.0] {
            try playback.seek(to: time)
            straight[time] = births(emitter)
        }
        // At 3 s those born at 1.25 and 1.5 are alive (the one born at 1.0 is 2 s old: its lifetime is over); none was
        // born after the stop at 1.5 s.
        #expect(straight[3] == [1.25, 1.5])
        #expect(straight[1] == [0, 0.25, 0.5, 0.75, 1.0])
        try playback.seek(to: 1)
        #expect(births(emitter) == straight[1])
        // Back before the stop, the emitter is as it was then: still emitting, its stop not yet in its history.
        #expect(emitter.birthRate == 1 && emitter.rateChanges.count == 1)
        try playback.seek(to: 2)
        #expect(births(emitter) == straight[2])
        #expect(straight[2] == [0.25, 0.5, 0.75, 1.0, 1.25, 1.5])
    }

    @Test("the scene runs while particles fly: a timeline to its cap; with the births stopped, until the last particle dies")
    func length() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let (window, _) = scene()
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        let length = try playback.measure(cap: 10).length
        // The last particle is born at 1.5 s and lives 2 s: nothing flies after 3.5 s (frame 210).
        #expect(length == 3.5, "\(length)")
    }
}

extension EmitterSeekTests {
    @Test("particles that live for ever after the births stop: the scene runs to its cap, no event at infinity")
    func endlessLives() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let (window, emitter) = scene()
        emitter.emitterCells?.first?.lifetime = .infinity
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        #expect(try playback.measure(cap: 4).length == 4)
    }
}
