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
