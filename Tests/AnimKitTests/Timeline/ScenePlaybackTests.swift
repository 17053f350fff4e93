import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Scene playback: time, seeks and length")
struct ScenePlaybackTests {
    /// A square that moves for 1 s and then, from its completion, fades for 0.5 s after a 0.25 s delay.
    static func chain() -> ScenePlayback.Built {
        let canvas = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let square = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        canvas.addSubview(square)
        return ScenePlayback.Built(canvas: canvas) {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                square.center.x = 110
            } completion: { _ in
                UIView.animate(withDuration: 0.5, delay: 0.25, options: [.curveLinear]) { square.alpha = 0 }
            }
        }
    }

    @Test("a completion chain's length is where its last animator ends; an empty scene's is 0; a repeating one reaches the cap")
    func lengths() throws {
        let chain = try ScenePlayback { Self.chain() }
        defer { chain.end() }
        #expect(abs(try chain.measure().length - 1.75) < 1e-9)
        #expect(chain.time == 0)

        let empty = try ScenePlayback { ScenePlayback.Built(canvas: View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) {} }
        defer { empty.end() }
        #expect(try empty.measure().length == 0)

        let forever = try ScenePlayback {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            return ScenePlayback.Built(canvas: view) {
                UIView.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse]) { view.alpha = 0 }
            }
        }
        defer { forever.end() }
        #expect(try forever.measure(cap: 5).length == 5)
    }

    @Test("the timeline has a span per animator: start, delay, end, and the completion that started it; rows nest children under parents")
    func spans() throws {
        let chain = try ScenePlayback { Self.chain() }
        defer { chain.end() }
        let timeline = try chain.measure()
        try #require(timeline.spans.count == 2)
        let (move, fade) = (timeline.spans[0], timeline.spans[1])
        #expect(move.start == 0 && move.delay == 0 && move.duration == 1 && move.parent == nil)
        #expect(abs((move.end ?? 0) - 1) < 1e-9)
        #expect(fade.parent == move.serial)
        #expect(abs(fade.start - 1) < 1e-9 && fade.delay == 0.25 && fade.duration == 0.5)
        #expect(abs((fade.end ?? 0) - 1.75) < 1e-9)
        #expect(timeline.rows.map(\.depth) == [0, 1])
        // A view with no name leaves the label to the API that made the animator.
        #expect(move.label == "UIView.animate" && fade.label == "UIView.animate")
        #expect(timeline.rows.map(\.span.serial) == [move.serial, fade.serial])
    }

    @Test("keyframe starts are marked on their animator's span, in scene time")
    func keyframeTicks() throws {
        let playback = try ScenePlayback {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.accessibilityIdentifier = "dot"
            return ScenePlayback.Built(canvas: view) {
                UIView.animateKeyframes(withDuration: 2, delay: 0.5, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
                }
            }
        }
        defer { playback.end() }
        let timeline = try playback.measure()
        #expect(timeline.spans.first?.keyframes == [0.5, 1.5])
        #expect(timeline.spans.first?.label == "dot · UIView.animateKeyframes")
        #expect(abs(timeline.length - 2.5) < 1e-9)
    }

    @Test("a seek shows the scene as it is at that time: mid-move, between the two animations, mid-fade, after the end")
    func seekValues() throws {
        let playback = try ScenePlayback { Self.chain() }
        defer { playback.end() }
        let square = { playback.built.canvas.subviews[0] }

        try playback.seek(to: 0.5)
        #expect(abs(square().presentation.center.x - 57.5) < 1e-9)
        try playback.seek(to: 1.1)
        #expect(square().presentation.center.x == 110)
        #expect(square().presentation.alpha == 1)
        try playback.seek(to: 1.5)
        #expect(abs(square().presentation.alpha - 0.5) < 1e-9)
        try playback.seek(to: 3600)
        #expect(square().presentation.alpha == 0)
        #expect(playback.engine.liveAnimators.isEmpty)

        // Backwards: the scene starts again and lands on the same values.
        try playback.seek(to: 0.5)
        #expect(abs(square().presentation.center.x - 57.5) < 1e-9)
        #expect(playback.time == 0.5)
    }

    @Test("seeks forward from between two frames land on their targets, as a window's playback makes them")
    func offGridSeeks() throws {
        let playback = try ScenePlayback { Self.chain() }
        defer { playback.end() }
        for target in [0.0083, 0.2083, 0.25, 0.2517, 0.9999, 1.0, 1.3, 1.75, 2.0] {
            try playback.seek(to: target)
            #expect(playback.time == target)
        }
        #expect(abs(playback.built.canvas.subviews[0].presentation.center.x - 110) < 1e-9)
        #expect(playback.built.canvas.subviews[0].presentation.alpha == 0)
    }

    @Test("a seek backwards throws the old scene away whole: its canvas, views and animators are freed")
    func restartFreesTheOldScene() throws {
        let playback = try ScenePlayback { Self.chain() }
        defer { playback.end() }
        try playback.seek(to: 0.5)
        weak let oldCanvas = playback.built.canvas
        weak let oldAnimator = playback.engine.liveAnimators.first
        weak let oldEngine = playback.engine
        #expect(oldAnimator != nil)
        try playback.seek(to: 0.25)
        #expect(oldCanvas == nil)
        #expect(oldAnimator == nil)
        #expect(oldEngine == nil)
    }

    @Test("the playback's session is current while it plays and ends with it")
    func sessionLifetime() throws {
        let before = AnimationEngine.shared
        let playback = try ScenePlayback { Self.chain() }
        #expect(AnimationEngine.shared === playback.engine)
        playback.end()
        #expect(AnimationEngine.shared === before)
        #expect(playback.engine.liveAnimators.isEmpty)
    }
}
