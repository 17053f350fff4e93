import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Property animator: pausing, scrubbing, stopping, retiming")
struct AnimatorInteractionTests {
    /// A view at x = 0 and a 1 s animator moving it to x = 100 on `curve`.
    func movingView(curve: AnimationCurve = .easeIn) -> (View, PropertyAnimator) {
        let view = View(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        let animator = PropertyAnimator(duration: 1, curve: curve) { view.center.x = 100 }
        return (view, animator)
    }

    @Test("pausing stops the views where they are; resuming continues from there")
    func pauseAndResume() {
        let fixture = EngineFixture()
        let (view, animator) = movingView(curve: .linear)
        animator.startAnimation()
        fixture.run(frames: 15)

        animator.pauseAnimation()
        fixture.run(frames: 30)

        #expect(isApproximatelyEqual(view.presentation.center.x, 25))
        #expect(animator.state == .active && !animator.isRunning)
        animator.startAnimation()
        fixture.run(frames: 15)
        #expect(isApproximatelyEqual(view.presentation.center.x, 50))
    }

    @Test("scrubbing linearly (the default) moves views by distance; fractionComplete reads distance while paused")
    func linearScrub() {
        let fixture = EngineFixture()
        let (view, animator) = movingView(curve: .easeIn)
        animator.startAnimation()
        fixture.run(frames: 30)
        animator.pauseAnimation()

        let shown = view.presentation.center.x
        #expect(isApproximatelyEqual(animator.fractionComplete, Double(shown) / 100))
        animator.fractionComplete = 0.3

        #expect(isApproximatelyEqual(view.presentation.center.x, 30, tolerance: 1e-7))
        #expect(isApproximatelyEqual(animator.fractionComplete, 0.3, tolerance: 1e-9))
    }

    @Test("scrubbing along the curve (scrubsLinearly = false) maps the fraction through the timing curve")
    func curveScrub() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (view, animator) = movingView(curve: .easeIn)
        animator.scrubsLinearly = false
        animator.pauseAnimation()

        animator.fractionComplete = 0.5

        let expected = 100 * AnimationCurve.easeIn.bezier.progress(atFraction: 0.5)
        #expect(isApproximatelyEqual(view.presentation.center.x, CGFloat(expected)))
        #expect(animator.fractionComplete == 0.5)
    }

    @Test("after a linear scrub the animation resumes on its curve without a jump")
    func resumeAfterScrub() {
        let fixture = EngineFixture()
        let (view, animator) = movingView(curve: .easeIn)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let timeFraction = AnimationCurve.easeIn.bezier.fraction(forProgress: 0.5)

        animator.startAnimation()
        fixture.run(frames: 6)

        let expected = 100 * AnimationCurve.easeIn.bezier.progress(atFraction: timeFraction + 0.1)
        #expect(isApproximatelyEqual(view.presentation.center.x, CGFloat(expected), tolerance: 1e-6))
    }

    @Test("setting fractionComplete on an inactive animator with blocks starts it paused there")
    func scrubFromInactive() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (view, animator) = movingView(curve: .linear)

        animator.fractionComplete = 0.4

        #expect(animator.state == .active && !animator.isRunning)
        #expect(isApproximatelyEqual(view.presentation.center.x, 40))
        #expect(view.center.x == 100)
    }

    @Test("fractionComplete is measured in the current direction while paused and reversed")
    func reversedScrub() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (view, animator) = movingView(curve: .linear)
        animator.pauseAnimation()
        animator.fractionComplete = 0.25

        animator.isReversed = true

        #expect(isApproximatelyEqual(animator.fractionComplete, 0.75))
        animator.fractionComplete = 0.9
        #expect(isApproximatelyEqual(view.presentation.center.x, 10))
    }

    nonisolated static let stopPositions: [(AnimatingPosition, CGFloat)] = [(.end, 100), (.start, 0), (.current, 25)]

    @Test(
        "stopAnimation(false) then finishAnimation(at:) sets the chosen values and completes with that position", arguments: stopPositions)
    func stopThenFinish(position: AnimatingPosition, expectedX: CGFloat) {
        let fixture = EngineFixture()
        let (view, animator) = movingView(curve: .linear)
        var final: AnimatingPosition?
        animator.addCompletion { final = $0 }
        animator.startAnimation()
        fixture.run(frames: 15)

        animator.stopAnimation(false)

        #expect(animator.state == .stopped)
        #expect(isApproximatelyEqual(view.center.x, 25))
        #expect(isApproximatelyEqual(view.presentation.center.x, 25))
        #expect(final == nil)
        animator.finishAnimation(at: position)
        #expect(final == position)
        #expect(isApproximatelyEqual(view.center.x, expectedX))
        #expect(isApproximatelyEqual(view.presentation.center.x, expectedX))
        #expect(animator.state == .inactive)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("stopAnimation(true) leaves the views where they are and never calls the completions")
    func stopWithoutFinishing() {
        let fixture = EngineFixture()
        let (view, animator) = movingView(curve: .linear)
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        fixture.run(frames: 30)

        animator.stopAnimation(true)
        fixture.run(seconds: 2)

        #expect(animator.state == .inactive)
        #expect(isApproximatelyEqual(view.center.x, 50))
        #expect(isApproximatelyEqual(view.presentation.center.x, 50))
        #expect(!called)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("continueAnimation: the durationFactor is the time the remaining part takes, in units of the duration")
    func continueWithDurationFactor() {
        let fixture = EngineFixture()
        let (view, animator) = movingView(curve: .linear)
        var done = false
        animator.addCompletion { _ in done = true }
        animator.startAnimation()
        fixture.run(frames: 30)
        animator.pauseAnimation()

        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)

        fixture.run(frames: 60)
        #expect(isApproximatelyEqual(view.presentation.center.x, 75))
        fixture.run(frames: 59)
        #expect(!done)
        fixture.run(frames: 1)
        #expect(done)
    }

    @Test("continueAnimation with factor 0 keeps the pace; new timing carries on from where the view is, over what remains")
    func continueWithNewCurve() {
        let fixture = EngineFixture()
        let (view, animator) = movingView(curve: .linear)
        animator.startAnimation()
        fixture.run(frames: 30)
        animator.pauseAnimation()
        let before = view.presentation.center.x

        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .easeIn), durationFactor: 0)

        #expect(isApproximatelyEqual(view.presentation.center.x, before, tolerance: 1e-6))
        // Half-way through a 1 s run: the rest (50 → 100) now takes the remaining 0.5 s on ease-in.
        fixture.run(frames: 6)
        let local = 0.1 / 0.5
        #expect(
            isApproximatelyEqual(
                view.presentation.center.x, CGFloat(50 + 50 * AnimationCurve.easeIn.bezier.progress(atFraction: local)), tolerance: 1e-6))
        fixture.run(frames: 24)
        #expect(view.presentation.center.x == 100)
    }

    @Test("the typical reverse: pause, isReversed = true, continueAnimation(nil, 0) runs back at the same pace")
    func pauseReverseContinue() {
        let fixture = EngineFixture()
        let (view, animator) = movingView(curve: .linear)
        var final: AnimatingPosition?
        animator.addCompletion { final = $0 }
        animator.startAnimation()
        fixture.run(frames: 45)

        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)

        fixture.run(frames: 44)
        #expect(final == nil)
        fixture.run(frames: 1)
        #expect(final == .start)
        #expect(view.center.x == 0)
    }
}
