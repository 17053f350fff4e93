import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// One test per bug a random soak of the animator API found: nothing jumps, nothing goes NaN, no animator gets stuck.
@MainActor
@Suite("The engine keeps its promises")
struct EnginePromisesTests {
    func card() -> View { View(frame: CGRect(x: 0, y: 0, width: 60, height: 40)) }

    @Test("non-finite control points are refused as invalid timing; the animator runs on the default curve, nothing goes NaN")
    func nanControlPoints() {
        let fixture = EngineFixture()
        let view = card()
        let animator = PropertyAnimator(duration: 1, controlPoint1: CGPoint(x: .nan, y: 0.5), controlPoint2: CGPoint(x: 0.5, y: .nan)) {
            view.center = CGPoint(x: 200, y: 200)
        }
        animator.startAnimation()
        fixture.run(seconds: 0.5)
        animator.pauseAnimation()
        animator.fractionComplete = 0.3

        guard case .invalidTiming = fixture.errorReasons.first else {
            Issue.record("no invalidTiming reported")
            return
        }
        #expect(view.presentation.center.x.isFinite && view.presentation.center.y.isFinite)
        #expect(isApproximatelyEqual(animator.fractionComplete, 0.3, tolerance: 1e-9))
        #expect((animator.timingParameters as? CubicTimingParameters)?.bezier == .systemDefault)
    }

    @Test(
        "springs with NaN or impossible numbers are refused the same way",
        arguments: [
            SpringTimingParameters(dampingRatio: .nan),
            SpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: .infinity, dy: 0)),
            SpringTimingParameters(mass: 0, stiffness: 100, damping: 10, initialVelocity: .zero),
            SpringTimingParameters(mass: 1, stiffness: -.infinity, damping: 10, initialVelocity: .zero),
        ])
    func invalidSprings(parameters: SpringTimingParameters) {
        let fixture = EngineFixture()
        let view = card()
        let animator = PropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations { view.alpha = 0 }
        animator.startAnimation()
        fixture.run(seconds: 0.5)

        guard case .invalidTiming = fixture.errorReasons.first else {
            Issue.record("no invalidTiming reported")
            return
        }
        #expect(view.presentation.alpha.isFinite)
        fixture.run(seconds: 0.6)
        #expect(animator.state == .inactive && view.presentation.alpha == 0)
    }

    @Test("continueAnimation with NaN timing is refused and changes nothing")
    func nanContinue() {
        let fixture = EngineFixture()
        let view = card()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.center.x = 130 }
        animator.startAnimation()
        fixture.run(seconds: 0.5)
        animator.pauseAnimation()

        animator.continueAnimation(
            withTimingParameters: CubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: .nan), controlPoint2: .zero), durationFactor: 1)

        guard case .invalidTiming = fixture.errorReasons.first else {
            Issue.record("no invalidTiming reported")
            return
        }
        #expect(animator.state == .active && !animator.isRunning)
    }

    @Test("a curve that dips below 0 and overshoots past 1 keeps fractionComplete within 0…1 when paused")
    func fractionStaysInRange() {
        let fixture = EngineFixture()
        let view = card()
        let animator = PropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.6, y: -1), controlPoint2: CGPoint(x: 0.77, y: 2.2)) {
            view.center.x = 130
        }
        animator.startAnimation()
        fixture.run(frames: 18)
        animator.pauseAnimation()

        // Paused, it reads the distance covered, which this curve has below 0 at time 0.3: clamped to 0.
        let curve = CubicBezier(0.6, -1, 0.77, 2.2)
        #expect(curve.progress(atFraction: 0.3) < 0)
        #expect(animator.fractionComplete == 0)
        #expect(view.presentation.center.x < 30)
        animator.fractionComplete = 0.8
        #expect(animator.fractionComplete == 0.8)
        #expect(isApproximatelyEqual(view.presentation.center.x, 30 + 0.8 * 100, tolerance: 1e-12))
        #expect(!CubicBezier(0.6, -1, 0.77, 2.2).isMonotone)
        #expect(CubicBezier(0.42, 0, 0.58, 1).isMonotone)
    }

    @Test(
        "a NaN delay is reported and never leaves an animation stuck: UIView.animate and runningPropertyAnimator start at once, startAnimation(afterDelay:) refuses"
    )
    func nanDelay() {
        let fixture = EngineFixture()
        let view = card()
        var done = false

        View.animate(withDuration: 0.5, delay: .nan, options: [], animations: { view.alpha = 0 }, completion: { _ in done = true })
        let running = PropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: .infinity, options: [], animations: { view.center.x = 90 })
        let manual = PropertyAnimator(duration: 0.5, curve: .linear) { view.layer.cornerRadius = 8 }
        manual.startAnimation(afterDelay: .nan)
        fixture.run(seconds: 0.25)
        let delays = fixture.errorReasons.filter { if case .invalidDelay = $0 { true } else { false } }

        #expect(delays.count == 3)
        #expect(view.presentation.alpha > 0 && view.presentation.alpha < 1)
        #expect(running.isRunning && running.delay == 0)
        #expect(manual.state == .inactive)
        fixture.run(seconds: 0.3)
        #expect(done && view.presentation.alpha == 0 && view.presentation.center.x == 90)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("pausesOnCompletion and isInterruptible = false are refused together, in either order")
    func neverEndingAnimator() {
        let fixture = EngineFixture()
        let first = PropertyAnimator(duration: 1, curve: .linear) { View().alpha = 0 }
        first.pausesOnCompletion = true
        first.isInterruptible = false
        let second = PropertyAnimator(duration: 1, curve: .linear) { View().alpha = 0 }
        second.isInterruptible = false
        second.pausesOnCompletion = true

        #expect(fixture.errorReasons == [.pausesWithoutInterruption, .pausesWithoutInterruption])
        #expect(first.isInterruptible && first.pausesOnCompletion)
        #expect(!second.isInterruptible && !second.pausesOnCompletion)
        first.startAnimation()
        fixture.run(seconds: 1.1)
        first.pausesOnCompletion = false
        first.startAnimation()
        fixture.run(frames: 1)
        #expect(first.state == .inactive)
    }

    @Test("stopping one of two animators on a colour leaves the colour where it was on screen")
    func stopSharedColour() {
        let fixture = EngineFixture()
        let view = card()
        view.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        let a = PropertyAnimator(duration: 2, curve: .linear) { view.backgroundColor = Color(red: 0.2, green: 0.9, blue: 0.2, alpha: 0) }
        let b = PropertyAnimator(duration: 0.5, curve: .linear) { view.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9, alpha: 1) }
        a.startAnimation()
        b.startAnimation()
        fixture.run(seconds: 0.25)
        let before = view.presentation.backgroundColor

        a.stopAnimation(true)

        let after = view.presentation.backgroundColor
        #expect(isApproximatelyEqual(after.alpha, before.alpha, tolerance: 1e-12))
        #expect(isApproximatelyEqual(after.green, before.green, tolerance: 1e-12))
        fixture.run(frames: 1)
        #expect(abs(view.presentation.backgroundColor.green - after.green) < 0.1)
    }

    @Test("stopping one of two animators on a transform leaves the scale where it was on screen")
    func stopSharedTransform() {
        let fixture = EngineFixture()
        let view = card()
        let a = PropertyAnimator(duration: 2, curve: .linear) { view.transform = CGAffineTransform(scaleX: 3, y: 3) }
        let b = PropertyAnimator(duration: 0.5, curve: .linear) { view.transform = CGAffineTransform(scaleX: 0.2, y: 0.2) }
        a.startAnimation()
        b.startAnimation()
        fixture.run(seconds: 0.25)
        let before = view.presentation.transform

        a.stopAnimation(true)

        #expect(isApproximatelyEqual(view.presentation.transform.a, before.a, tolerance: 1e-9))
        #expect(isApproximatelyEqual(view.presentation.transform.d, before.d, tolerance: 1e-9))
        fixture.run(seconds: 0.3)
        #expect(b.state == .inactive)
        #expect(view.presentation.transform == view.transform)
    }

    @Test("a block added to a started, scrubbed animator starts from where the view is and runs over what remains", arguments: [0.0, 0.25])
    func addAnimationsAfterScrub(delayFactor: Double) {
        let fixture = EngineFixture()
        let view = card()
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        animator.fractionComplete = 0.5

        animator.addAnimations({ view.center.x = 130 }, delayFactor: delayFactor)

        #expect(view.presentation.center.x == 30)
        fixture.run(seconds: 0.25)
        let local = max(0, (0.75 - (0.5 + delayFactor)) / (1 - (0.5 + delayFactor)))
        #expect(isApproximatelyEqual(view.presentation.center.x, 30 + 100 * local, tolerance: 1e-9))
        fixture.run(seconds: 0.25)
        #expect(view.presentation.center.x == 130 && animator.state == .inactive)
    }

    @Test("continueAnimation onto another curve moves no view, delayed blocks included, forwards and reversed", arguments: [false, true])
    func continueKeepsDelayedBlocks(reversed: Bool) {
        let fixture = EngineFixture()
        let view = card()
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 130 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.4)
        var final: AnimatingPosition?
        animator.addCompletion { final = $0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.7
        animator.isReversed = reversed
        let before = view.presentation

        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .easeOut), durationFactor: 0)
        fixture.engine.tick()

        #expect(isApproximatelyEqual(view.presentation.alpha, before.alpha, tolerance: 1e-12))
        #expect(isApproximatelyEqual(view.presentation.center.x, before.center.x, tolerance: 1e-12))
        fixture.run(seconds: 1)
        #expect(final == (reversed ? .start : .end))
        #expect(view.presentation.alpha == (reversed ? 1 : 0) && view.presentation.center.x == (reversed ? 30 : 130))
    }

    @Test("a colour with a NaN channel prints instead of trapping")
    func nanColourDescription() {
        var colour = Color(red: 0, green: 0, blue: 1, alpha: 1)
        colour.red = .nan
        #expect(colour.description == "#??00FFFF")
    }
}
