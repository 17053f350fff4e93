import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Keyframe animations in each calculation mode")
struct KeyframeTests {
    /// A ball at x = 0 with keyframes: to 100 over [0, 0.25], hold, to 300 over [0.5, 1] (4 s in all).
    func animate(_ options: KeyframeAnimationOptions) -> UIView {
        let ball = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        UIView.animateKeyframes(
            withDuration: 4, delay: 0, options: options,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { ball.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { ball.center.x = 300 }
            })
        return ball
    }

    /// The ball's x after `seconds`.
    func x(after seconds: Double, _ fixture: EngineFixture, _ ball: UIView) -> CGFloat {
        fixture.run(seconds: seconds)
        return ball.presentation.center.x
    }

    @Test("linear: straight within each keyframe's window, holding between")
    func linear() {
        let fixture = EngineFixture()
        let ball = animate([])

        #expect(ball.center.x == 300)
        #expect(isApproximatelyEqual(x(after: 0.5, fixture, ball), 50))
        #expect(isApproximatelyEqual(x(after: 1, fixture, ball), 100))
        #expect(isApproximatelyEqual(x(after: 0.5, fixture, ball), 100))
        #expect(isApproximatelyEqual(x(after: 1.5, fixture, ball), 250))
        #expect(x(after: 1, fixture, ball) == 300)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("discrete: jumps to each value at its keyframe's start")
    func discrete() {
        let fixture = EngineFixture()
        let ball = animate(.calculationModeDiscrete)

        #expect(isApproximatelyEqual(x(after: 0.5, fixture, ball), 100))
        #expect(isApproximatelyEqual(x(after: 1.4, fixture, ball), 100))
        #expect(isApproximatelyEqual(x(after: 0.1, fixture, ball), 300))
    }

    @Test("paced: even speed over the whole path, key times ignored")
    func paced() {
        let fixture = EngineFixture()
        let ball = animate(.calculationModePaced)

        // Path length 300: 100 then 200; at an even pace x = 300·t.
        #expect(isApproximatelyEqual(x(after: 1, fixture, ball), 75))
        #expect(isApproximatelyEqual(x(after: 1, fixture, ball), 150))
        #expect(isApproximatelyEqual(x(after: 1, fixture, ball), 225))
    }

    @Test("cubic: a Catmull-Rom spline through the values at the keyframes' end times")
    func cubic() {
        let fixture = EngineFixture()
        let ball = animate(.calculationModeCubic)

        // Knots t = 0, 0.25, 1 with values 0, 100, 300; end tangents from the neighbours.
        func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ s: Double) -> Double {
            let m1 = (p2 - p0) / 2, m2 = (p3 - p1) / 2
            return (2 * s * s * s - 3 * s * s + 1) * p1 + (s * s * s - 2 * s * s + s) * m1 + (-2 * s * s * s + 3 * s * s) * p2
                + (s * s * s - s * s) * m2
        }
        #expect(isApproximatelyEqual(x(after: 0.5, fixture, ball), CGFloat(catmullRom(0, 0, 100, 300, 0.5)), tolerance: 1e-9))
        #expect(isApproximatelyEqual(x(after: 0.5, fixture, ball), 100))
        #expect(isApproximatelyEqual(x(after: 1.5, fixture, ball), CGFloat(catmullRom(0, 100, 300, 300, 0.5)), tolerance: 1e-9))
    }

    @Test("cubicPaced: the spline through the values at an even pace")
    func cubicPaced() {
        let fixture = EngineFixture()
        let ball = animate(.calculationModeCubicPaced)

        // Knots by distance: 0, 1/3, 1.
        #expect(isApproximatelyEqual(x(after: 4.0 / 3, fixture, ball), 100, tolerance: 1e-9))
        #expect(x(after: 3, fixture, ball) == 300)
    }

    @Test("a keyframe with relative duration 0 makes the property jump at its start time")
    func instantKeyframe() {
        let fixture = EngineFixture()
        let view = UIView()

        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { view.alpha = 0 }
            })

        fixture.run(frames: 29)
        #expect(view.presentation.alpha == 1)
        fixture.run(frames: 1)
        #expect(view.presentation.alpha == 0)
    }

    @Test("with no keyframes added it behaves like a plain (linear) animation block")
    func noKeyframes() {
        let fixture = EngineFixture()
        let view = UIView()

        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: { view.alpha = 0 })

        fixture.run(frames: 15)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.75))
    }

    @Test("keyframe rotations unwrap: three thirds of a turn go all the way round")
    func fullTurn() {
        let fixture = EngineFixture()
        let view = UIView()

        UIView.animateKeyframes(
            withDuration: 3, delay: 0,
            animations: {
                for step in 0..<3 {
                    UIView.addKeyframe(withRelativeStartTime: Double(step) / 3, relativeDuration: 1.0 / 3) {
                        view.transform = CGAffineTransform(rotationAngle: CGFloat(step + 1) * 2 * .pi / 3)
                    }
                }
            })

        fixture.run(seconds: 1.5)
        #expect(
            isApproximatelyEqual(AffineComponents(view.presentation.transform).rotation, .pi - 2 * .pi, tolerance: 1e-9)
                || isApproximatelyEqual(AffineComponents(view.presentation.transform).rotation, .pi, tolerance: 1e-9))
        fixture.run(seconds: 0.5)
        #expect(isApproximatelyEqual(AffineComponents(view.presentation.transform).rotation, -2 * .pi / 3, tolerance: 1e-9))
    }

    @Test("keyframes nested in a property animator's block (duration 0) become its tracks: interruptible and scrubbable")
    func nestedInAnimator() {
        let fixture = EngineFixture()
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {
            UIView.animateKeyframes(
                withDuration: 0, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 0 }
                })
        }
        animator.startAnimation()

        fixture.run(frames: 60)
        #expect(isApproximatelyEqual(view.presentation.center.x, 100))
        animator.pauseAnimation()
        animator.fractionComplete = 0.75
        #expect(isApproximatelyEqual(view.presentation.center.x, 50))
        #expect(fixture.engine.liveAnimators.count == 1)
    }
}
