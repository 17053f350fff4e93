import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Core Animation tells an animation's delegate when its active time begins and when it ends
/// (`animationDidStart(_:)`, `animationDidStop(_:finished:)`). A timeline that seeks back puts the scene as it was, so
/// an animation that had ended and gone is on its layer again, not yet begun: played forward, its delegate hears both
/// again at the same moments. Ticks look only at layers with something left to begin or end (a spinner turning for
/// ever has nothing once begun); a seek must not leave a put-back animation unwatched.
@MainActor
@Suite("A layer animation's delegate after a seek back")
struct LayerEventsAfterSeekTests {
    /// Writes what it hears, with the clock's time.
    final class Listener: CAAnimationDelegate {
        let clock: any AnimationClock
        var heard: [String] = []
        init(clock: any AnimationClock) { self.clock = clock }
        func animationDidStart(_ anim: CAAnimation) { heard.append(String(format: "start %.4f", clock.now)) }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            heard.append(String(format: "stop %.4f %@", clock.now, flag ? "finished" : "removed"))
        }
    }

    @Test("a fade begun at 1 s for 1 s beside a spinner: heard at 1 s and 2 s, and again after seeking back to 0.5 s")
    func eventsAgainAfterSeekBack() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let spinner = CALayer(), dot = CALayer()
        window.layer.addSublayer(spinner)
        window.layer.addSublayer(dot)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        (turn.toValue, turn.duration, turn.repeatCount) = (2 * Double.pi, 1, .infinity)
        spinner.add(turn, forKey: "spin")
        let listener = Listener(clock: session.engine.clock)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 1)
        fade.beginTime = CACurrentMediaTime() + 1
        fade.delegate = listener
        dot.add(fade, forKey: "fade")
        window.makeKeyAndVisible()
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        _ = try playback.measure(cap: 5)
        let begun = session.engine.clock.now - playback.time
        func heardSince(_ count: Int) -> [String] {
            // Times from the scene's start.
            listener.heard.dropFirst(count).map { line in
                let parts = line.split(separator: " ")
                let time = (Double(parts[1]) ?? .nan) - begun
                return ([String(parts[0]), String(format: "%.4f", time)] + parts.dropFirst(2).map(String.init)).joined(separator: " ")
            }
        }
        try playback.seek(to: 0)
        var count = listener.heard.count
        try playback.seek(to: 2.5)
        #expect(heardSince(count) == ["start 1.0000", "stop 2.0000 finished"])
        #expect(dot.animation(forKey: "fade") == nil)
        try playback.seek(to: 0.5)
        #expect(dot.animation(forKey: "fade") != nil)
        count = listener.heard.count
        try playback.seek(to: 1.5)
        #expect(heardSince(count) == ["start 1.0000"])
        count = listener.heard.count
        try playback.seek(to: 2.5)
        #expect(heardSince(count) == ["stop 2.0000 finished"])
        #expect(dot.animation(forKey: "fade") == nil && spinner.animation(forKey: "spin") != nil)
    }
}
