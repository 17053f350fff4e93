import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Tagged chains: view.dance")
struct DanceTests {
    func circle(tag: Int = 7) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.tag = tag
        return view
    }

    @Test("the dance example: animate, add a completion, start after a delay")
    func chain() {
        let fixture = EngineFixture()
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = circle()
        var position: AnimatingPosition?

        view.dance.animate(duration: 2, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            $0.center = CGPoint(x: 200, y: 200)
            $0.backgroundColor = .blue
        }.addCompletion {
            position = $0
            canvas.backgroundColor = .green
        }.start(after: 5)

        #expect(view.dance.state == .active && view.dance.isRunning)
        #expect(fixture.engine.liveAnimators.map(\.tag) == [7])
        fixture.run(seconds: 6)
        #expect(
            isApproximatelyEqual(view.presentation.center.x, 20 + 180 * CGFloat(AnimationCurve.easeInOut.bezier.progress(atFraction: 0.5))))
        fixture.run(seconds: 1)
        #expect(position == .end)
        #expect(canvas.backgroundColor == .green)
        #expect(!view.dance.hasAnimation)
    }

    @Test("pause, setProgress, reverse and finish control the same animator by tag")
    func control() {
        let fixture = EngineFixture()
        let view = circle()
        var position: AnimatingPosition?
        view.dance.animate(duration: 1, curve: .linear) { $0.center.x = 120 }.addCompletion { position = $0 }.start()
        fixture.run(frames: 30)

        view.dance.pause()
        #expect(!view.dance.isRunning)
        view.dance.setProgress(to: 0.25)
        #expect(isApproximatelyEqual(view.presentation.center.x, 45))
        #expect(isApproximatelyEqual(view.dance.progress, 0.25))
        view.dance.reverse().start()
        #expect(view.dance.isReversed)
        fixture.run(frames: 6)
        #expect(isApproximatelyEqual(view.presentation.center.x, 35))
        view.dance.finish(at: .end)

        #expect(position == .end)
        #expect(view.presentation.center.x == 120)
        #expect(!view.dance.hasAnimation)
    }

    @Test("setProgress pauses a running animation before scrubbing")
    func setProgressPauses() {
        let fixture = EngineFixture()
        let view = circle()
        view.dance.animate(duration: 1, curve: .easeIn) { $0.alpha = 0 }.start()
        fixture.run(frames: 10)

        view.dance.setProgress(to: 0.5)

        #expect(!view.dance.isRunning)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
    }

    @Test("pause(after:) pauses on the engine's clock")
    func pauseAfter() {
        let fixture = EngineFixture()
        let view = circle()
        view.dance.animate(duration: 2, curve: .linear) { $0.center.x = 220 }.start().pause(after: 1)

        fixture.run(seconds: 1.5)

        #expect(!view.dance.isRunning)
        #expect(isApproximatelyEqual(view.presentation.center.x, 120))
    }

    @Test("animating a tag that still has an animation finishes the old one where it is first")
    func replacePrevious() {
        let fixture = EngineFixture()
        let view = circle()
        var firstEnded: AnimatingPosition?
        view.dance.animate(duration: 1, curve: .linear) { $0.center.x = 120 }.addCompletion { firstEnded = $0 }.start()
        fixture.run(frames: 30)

        view.dance.animate(duration: 1, curve: .linear) { $0.center.y = 120 }.start()

        #expect(firstEnded == .current)
        #expect(isApproximatelyEqual(view.center.x, 70))
        #expect(isApproximatelyEqual(view.presentation.center.x, 70))
        #expect(fixture.engine.liveAnimators.count == 1)
        fixture.run(frames: 60)
        #expect(view.presentation.center == CGPoint(x: 70, y: 120))
    }

    @Test("control of a tag with no animator is a reported error, not a crash")
    func noAnimator() {
        let fixture = EngineFixture()
        let view = circle(tag: 12)

        view.dance.pause().reverse().setProgress(to: 0.3).finish(at: .start)

        #expect(fixture.errorReasons == [.noAnimator, .noAnimator, .noAnimator, .noAnimator])
        #expect(fixture.errors.first?.description == "view.dance.pause() refused on tag 12: no live animator has this tag")
        #expect(view.dance.progress == 0 && !view.dance.hasAnimation)
    }

    @Test("a view without a tag gets a unique one, far above hand-made tags")
    func automaticTags() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let first = UIView(), second = UIView()

        _ = first.dance
        _ = second.dance

        #expect(first.tag >= UIView.firstAutomaticTag)
        #expect(second.tag != first.tag)
    }

    @Test("spring, Bézier and timing-parameter variants")
    func variants() {
        let fixture = EngineFixture()
        let a = circle(tag: 1), b = circle(tag: 2), c = circle(tag: 3)

        a.dance.animate(duration: 1, dampingRatio: 0.4) { $0.alpha = 0 }.start()
        b.dance.animate(duration: 1, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)) { $0.alpha = 0 }.start()
        c.dance.animate(duration: 1, timingParameters: SpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: .zero))
        { $0.alpha = 0 }.start()
        fixture.run(frames: 12)

        #expect(isApproximatelyEqual(a.presentation.alpha, CGFloat(1 - SpringCurve(dampingRatio: 0.4, duration: 1).value(at: 0.2))))
        #expect(
            isApproximatelyEqual(b.presentation.alpha, CGFloat(1 - CubicBezier(0.2, 0, 0.2, 1).progress(atFraction: 0.2)), tolerance: 1e-9))
        #expect(fixture.engine.liveAnimators.map(\.tag) == [1, 2, 3])
    }

    @Test("a dance stopped without finishing frees its tag and its view, as a completed one does")
    func stoppedDanceIsForgotten() {
        let fixture = EngineFixture()
        weak var released: View?
        do {
            let view = circle(tag: 5)
            released = view
            view.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
            fixture.run(frames: 6)
            view.dance.animator?.stopAnimation(true)

            #expect(!view.dance.hasAnimation)
        }

        #expect(released == nil)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }
}
