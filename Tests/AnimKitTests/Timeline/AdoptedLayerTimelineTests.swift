import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A scene built before the playback takes it (a playground's live view) can have added Core Animation animations
/// already: they began at its start, and the timeline gives each its row — a spinner that turns for ever included.
@MainActor
@Suite("Timeline rows of an adopted scene's layer animations")
struct AdoptedLayerTimelineTests {
    @Test("a spinner turning for ever and a 1 s fade, added before adoption: two rows from 0 s, the spinner's to the cap")
    func rowsOfAnimationsAddedBefore() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let spinner = CALayer(), dot = CALayer()
        (spinner.name, dot.name) = ("spinner", "dot")
        window.layer.addSublayer(spinner)
        window.layer.addSublayer(dot)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        (turn.toValue, turn.duration, turn.repeatCount) = (2 * Double.pi, 1, .infinity)
        spinner.add(turn, forKey: "spin")
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 1)
        dot.add(fade, forKey: "fade")
        window.makeKeyAndVisible()
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        let timeline = try playback.measure(cap: 5)
        let labels = timeline.rows.map(\.span.label)
        #expect(labels.count == 2 && labels[0].hasPrefix("spinner · ") && labels[1].hasPrefix("dot · "))
        #expect(timeline.length == 5)
        let spin = try #require(timeline.rows.first?.span)
        #expect(spin.start == 0 && spin.delay == 0 && spin.end == nil)
        let fadeSpan = try #require(timeline.rows.last?.span)
        #expect(fadeSpan.start == 0 && fadeSpan.end.map { abs($0 - 1) < 1e-9 } == true)
    }
}

extension AdoptedLayerTimelineTests {
    @Test("a layer's transform animated by a UIView block after a delay, before adoption: the scene ends where the block ends")
    func delayedLayerBlockEnds() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(label)
        window.makeKeyAndVisible()
        var flip = CATransform3DIdentity
        flip.m34 = -1 / 500
        flip = CATransform3DRotate(flip, .pi / 4, 0, 1, 0)
        UIView.animate(withDuration: 0.6, delay: 0.9) { label.layer.transform = flip }
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        // 0.9 + 0.6 = 1.5 s: frame 90 of the grid.
        let length = try playback.measure(cap: 60).length
        #expect(length == 1.5, "\(length)")
    }
}

extension AdoptedLayerTimelineTests {
    /// iOS code often writes "for ever" as `repeatCount = .greatestFiniteMagnitude` (or a very long duration): finite, so
    /// its end is an event, but one no frame of the grid can hold. It must read as an animation that never ends.
    @Test("a pulse repeating .greatestFiniteMagnitude times and a 1e300 s wait: the scene measures to the cap and seeks past 2 s")
    func endsBeyondEveryFrame() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let dot = CALayer()
        window.layer.addSublayer(dot)
        let pulse = CABasicAnimation(keyPath: "opacity")
        (pulse.fromValue, pulse.toValue, pulse.duration, pulse.autoreverses) = (0.4, 1.0, 0.6, true)
        pulse.repeatCount = .greatestFiniteMagnitude
        dot.add(pulse, forKey: "pulse")
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(card)
        UIView.animate(withDuration: 1e300) { card.alpha = 0 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1e300) { print("never") }
        window.makeKeyAndVisible()
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        #expect(try playback.measure(cap: 3).length == 3)
        try playback.seek(to: 2.5)
        // 2.5 s is two cycles there and back (1.2 s each) and 0.1 s into the third's forward leg: 0.4 + 0.6 × 0.1 / 0.6 = 0.5.
        let opacity = try #require(dot.presentation()?.opacity)
        #expect(abs(Double(opacity) - 0.5) < 1e-6)
    }
}
