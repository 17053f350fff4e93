import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Property animator: running, completing, reversing")
struct AnimatorLifecycleTests {
    @Test("a 2 s animation completes on frame 120 exactly, with .end")
    func completesOnTime() {
        let fixture = EngineFixture()
        let view = View()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 2, curve: .easeIn) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()

        fixture.run(frames: 119)
        #expect(positions.isEmpty)
        #expect(animator.state == .active && animator.isRunning)
        fixture.run(frames: 1)

        #expect(positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.presentation.alpha == 0)
    }

    @Test("an animation started mid-way through a frame grid still ends on the frame `duration` later")
    func completesOnTimeFromOddStart() {
        let fixture = EngineFixture()
        fixture.run(frames: 7)
        var done = 0
        let animator = PropertyAnimator(duration: 2, curve: .linear) { View().alpha = 0 }
        animator.addCompletion { _ in done += 1 }
        animator.startAnimation()

        fixture.run(frames: 119)
        #expect(done == 0)
        fixture.run(frames: 1)
        #expect(done == 1)
    }

    @Test("completions run once each, in the order added")
    func completionOrder() {
        let fixture = EngineFixture()
        var calls: [String] = []
        let animator = PropertyAnimator(duration: 0.5, curve: .linear) { View().alpha = 0 }
        for name in ["first", "second", "third"] { animator.addCompletion { _ in calls.append(name) } }
        animator.startAnimation()

        fixture.run(seconds: 2)

        #expect(calls == ["first", "second", "third"])
    }

    @Test("reversing in flight turns around where the view is and completes at .start with the start values")
    func reverseInFlight() {
        let fixture = EngineFixture()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var final: AnimatingPosition?
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { final = $0 }
        animator.startAnimation()
        fixture.run(frames: 15)
        #expect(isApproximatelyEqual(animator.fractionComplete, 0.25))

        animator.isReversed = true

        #expect(isApproximatelyEqual(animator.fractionComplete, 0.75))
        #expect(animator.isRunning)
        fixture.run(frames: 5)
        #expect(isApproximatelyEqual(view.presentation.center.x, 5 + 100 * (10.0 / 60)))
        fixture.run(frames: 10)
        #expect(final == .start)
        #expect(view.center.x == 5)
        #expect(view.presentation.center.x == 5)
        #expect(!animator.isReversed)
    }

    @Test("an inactive animator set to reversed runs from the end values back to the start")
    func reversedBeforeStart() {
        let fixture = EngineFixture()
        let view = View()
        var final: AnimatingPosition?
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { final = $0 }
        animator.isReversed = true
        animator.startAnimation()

        #expect(view.presentation.alpha == 0)
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
        fixture.run(frames: 30)
        #expect(final == .start)
        #expect(view.alpha == 1)
    }

    @Test("with pausesOnCompletion the animator stays active and paused at the end, without completing, and can run back")
    func pausesOnCompletion() {
        let fixture = EngineFixture()
        let view = View()
        var completed: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { completed.append($0) }
        animator.startAnimation()

        fixture.run(seconds: 1.5)

        #expect(completed.isEmpty)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(fixture.engine.liveAnimators.count == 1)
        animator.isReversed = true
        animator.startAnimation()
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.alpha, CGFloat(1 - AnimationCurve.easeOut.bezier.progress(atFraction: 0.5))))
        fixture.run(frames: 30)
        #expect(animator.fractionComplete == 1 && !animator.isRunning)
        #expect(view.presentation.alpha == 1)
        #expect(completed.isEmpty)
    }

    @Test("startAnimation(afterDelay:) keeps the views still for the delay, then runs the full duration")
    func startAfterDelay() {
        let fixture = EngineFixture()
        let view = View()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation(afterDelay: 0.5)

        #expect(animator.state == .active && animator.isRunning)
        #expect(animator.delay == 0.5)
        fixture.run(frames: 30)
        #expect(view.presentation.alpha == 1)
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
        fixture.run(frames: 30)
        #expect(animator.state == .inactive)
        #expect(animator.delay == 0)
    }

    @Test("a duration of 0 becomes 0.2 s, as UIKit does")
    func zeroDuration() {
        let fixture = EngineFixture()
        let animator = PropertyAnimator(duration: 0, curve: .linear) { View().alpha = 0 }

        animator.startAnimation()

        #expect(animator.duration == 0.2)
        fixture.run(frames: 11)
        #expect(animator.state == .active)
        fixture.run(frames: 1)
        #expect(animator.state == .inactive)
    }

    @Test("a negative or NaN duration is reported and replaced by 0.2 s")
    func invalidDuration() {
        let fixture = EngineFixture()

        let animator = PropertyAnimator(duration: -1, curve: .linear)

        #expect(animator.duration == 0.2)
        #expect(fixture.errorReasons == [.invalidDuration(-1)])
    }

    @Test("a physical spring ignores the animator's duration and runs until it settles")
    func physicalSpringDuration() {
        let fixture = EngineFixture()
        let parameters = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let settle = SpringCurve(mass: 1, stiffness: 100, damping: 10).settlingDuration
        let view = View()
        let animator = PropertyAnimator(duration: 5, timingParameters: parameters)
        animator.addAnimations { view.center.x = 100 }
        animator.startAnimation()

        #expect(animator.duration == settle)
        fixture.run(frames: Int((settle * 60).rounded(.down)))
        #expect(animator.state == .active)
        fixture.run(frames: 1)
        #expect(animator.state == .inactive)
    }

    @Test("a damping-ratio spring overshoots and lands exactly on the target at its duration")
    func dampingSpring() {
        let fixture = EngineFixture()
        let view = View()
        let spring = SpringCurve(dampingRatio: 0.3, duration: 1)
        PropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 100 }.startAnimation()

        var peak: CGFloat = 0
        for frame in 1...60 {
            fixture.run(frames: 1)
            if frame < 60 {
                #expect(
                    isApproximatelyEqual(view.presentation.center.x, CGFloat(100 * spring.value(at: Double(frame) / 60)), tolerance: 1e-9))
            }
            peak = max(peak, view.presentation.center.x)
        }

        #expect(peak > 100)
        #expect(view.presentation.center.x == 100)
    }

    @Test("runningPropertyAnimator starts at once with the curve from the options and calls its completion")
    func runningAnimator() {
        let fixture = EngineFixture()
        let view = View()
        var final: AnimatingPosition?

        let animator = PropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [.curveEaseIn, .repeat], animations: { view.alpha = 0 }, completion: { final = $0 })

        #expect(animator.isRunning)
        #expect(animator.curveDescription == "easeIn")
        fixture.run(frames: 60)
        #expect(final == .end)
    }
}
