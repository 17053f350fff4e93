import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Adding animations, delay factors and interruption")
struct AddAnimationsTests {
    @Test("UIKit's example: duration 2, delayFactor 0.25, added at fractionComplete 0.25 → the block runs for 1.0 s")
    func delayFactorDocumentedExample() {
        let fixture = EngineFixture()
        let mover = View(), fader = View()
        let animator = PropertyAnimator(duration: 2, curve: .linear) { mover.center.x = 100 }
        animator.startAnimation()
        fixture.run(frames: 30)

        animator.addAnimations({ fader.alpha = 0 }, delayFactor: 0.25)

        fixture.run(frames: 30)
        #expect(fader.presentation.alpha == 1)
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(fader.presentation.alpha, 0.5))
        fixture.run(frames: 30)
        #expect(fader.presentation.alpha == 0)
        #expect(animator.state == .inactive)
    }

    @Test("a delayFactor on an inactive animator delays the block by that share of the duration; it ends with the animator")
    func delayFactorBeforeStart() {
        let fixture = EngineFixture()
        let view = View()
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()

        fixture.run(frames: 30)
        #expect(view.presentation.alpha == 1)
        fixture.run(frames: 15)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
    }

    @Test("delay factors outside (0, 1) mean no delay")
    func delayFactorOutOfRange() {
        let fixture = EngineFixture()
        let view = View()
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 1.5)
        animator.startAnimation()

        fixture.run(frames: 30)

        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
    }

    @Test("blocks added while running take the remaining (1 − fractionComplete)·duration")
    func addWhileRunning() {
        let fixture = EngineFixture()
        let view = View()
        let animator = PropertyAnimator(duration: 2, curve: .linear) { View().alpha = 0 }
        animator.startAnimation()
        fixture.run(frames: 60)

        animator.addAnimations { view.alpha = 0 }

        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
        fixture.run(frames: 30)
        #expect(view.presentation.alpha == 0)
    }

    @Test("an animator started with no blocks waits, transient-paused, and the first block starts it")
    func startWithoutBlocks() {
        let fixture = EngineFixture()
        let view = View()
        let animator = PropertyAnimator(duration: 1, curve: .linear)

        animator.startAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        fixture.run(frames: 30)
        animator.addAnimations { view.alpha = 0 }

        #expect(animator.isRunning)
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
    }

    @Test("retargeting a moving property starts from the presentation value and keeps position and velocity continuous")
    func additiveInterruption() {
        let fixture = EngineFixture()
        let ball = View(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        PropertyAnimator(duration: 1, curve: .easeInOut) { ball.center.x = 100 }.startAnimation()
        fixture.run(frames: 29)
        let before2 = ball.presentation.center.x
        fixture.run(frames: 1)
        let before1 = ball.presentation.center.x

        PropertyAnimator(duration: 1, curve: .easeInOut) { ball.center.x = 0 }.startAnimation()

        #expect(ball.center.x == 0)
        #expect(ball.presentation.center.x == before1)
        fixture.run(frames: 1)
        let after = ball.presentation.center.x
        let velocityBefore = before1 - before2
        let velocityAfter = after - before1
        #expect(abs(velocityAfter - velocityBefore) < 0.1 * abs(velocityBefore))
        fixture.run(seconds: 1)
        #expect(ball.presentation.center.x == 0)
    }

    @Test(
        "with two animators on one property, stopping one freezes its share: nothing jumps, and the other ends offset by what the first had left"
    )
    func stopOneOfTwo() {
        let fixture = EngineFixture()
        let view = View()
        let first = PropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        first.startAnimation()
        fixture.run(frames: 30)
        let second = PropertyAnimator(duration: 1, curve: .linear) { view.center.x = 200 }
        second.startAnimation()
        fixture.run(frames: 15)
        let shown = view.presentation.center.x

        first.stopAnimation(true)

        #expect(isApproximatelyEqual(view.presentation.center.x, shown))
        fixture.run(seconds: 2)
        #expect(isApproximatelyEqual(view.presentation.center.x, 175))
        #expect(isApproximatelyEqual(view.center.x, 175))
    }
}
