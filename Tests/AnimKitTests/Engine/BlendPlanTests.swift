import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// The blend cuts its rows into segments (a view's first tracks on one run fused into one loop); these are the cases where the cut matters.
@MainActor
@Suite("The blend's plan: fused and single rows give the same presentation")
struct BlendPlanTests {
    @Test("five properties in one block, in an order unlike the packed one, each follow the curve exactly")
    func fusedOutOfOrder() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        PropertyAnimator(duration: 1, curve: .linear) {
            view.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: 3, y: 3)
            view.bounds.size = CGSize(width: 80, height: 60)
            view.center = CGPoint(x: 120, y: 210)
        }.startAnimation()

        fixture.run(frames: 15)
        let presentation = view.presentation
        #expect(isApproximatelyEqual(presentation.center.x, 20 + 100 * 0.25))
        #expect(isApproximatelyEqual(presentation.center.y, 10 + 200 * 0.25))
        #expect(isApproximatelyEqual(presentation.bounds.width, 40 + 40 * 0.25))
        #expect(isApproximatelyEqual(presentation.bounds.height, 20 + 40 * 0.25))
        #expect(isApproximatelyEqual(presentation.alpha, 0.75))
        #expect(isApproximatelyEqual(presentation.transform.a, 1.5))
        #expect(isApproximatelyEqual(presentation.backgroundColor.red, 0.75))
        #expect(isApproximatelyEqual(presentation.backgroundColor.blue, 0.25))
    }

    @Test("a repeating, autoreversing block's tracks are one segment on their shared leg, beside a plain block on the same view")
    func repeatingFused() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
            view.center.x = 120
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: 3, y: 3)
        }
        PropertyAnimator(duration: 4, curve: .linear) { view.bounds.size.width = 80 }.startAnimation()

        fixture.run(frames: 15)
        // A quarter into the first leg, forwards: the repeat's legs are a second each.
        #expect(isApproximatelyEqual(view.presentation.center.x, 20 + 100 * 0.25))
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.75))
        #expect(isApproximatelyEqual(view.presentation.transform.a, 1.5))
        #expect(isApproximatelyEqual(view.presentation.bounds.width, 40 + 40 * 0.0625))
        fixture.run(frames: 60)
        // A quarter into the second leg, coming back.
        #expect(isApproximatelyEqual(view.presentation.center.x, 20 + 100 * 0.75))
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.25))
        #expect(isApproximatelyEqual(view.presentation.transform.a, 2.5))
        #expect(isApproximatelyEqual(view.presentation.bounds.width, 40 + 40 * 0.3125))
    }

    @Test("a second animation of a moving property adds to the first as a row of its own; the first's other properties stay fused")
    func additiveAfterFused() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        PropertyAnimator(duration: 1, curve: .linear) {
            view.center.x = 105
            view.alpha = 0
        }.startAnimation()
        fixture.run(frames: 30)
        // Model 105 → 205: the new track's offset is −100 over its own second.
        PropertyAnimator(duration: 1, curve: .linear) { view.center.x = 205 }.startAnimation()
        fixture.run(frames: 15)

        // First: 105 − 100 × (1 − 0.75) → its offset −100 × 0.25; second: −100 × (1 − 0.25).
        #expect(isApproximatelyEqual(view.presentation.center.x, 205 - 25 - 75))
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.25))
        fixture.run(frames: 15)
        #expect(isApproximatelyEqual(view.presentation.center.x, 205 - 50))
        #expect(isApproximatelyEqual(view.presentation.alpha, 0))
        fixture.run(frames: 30)
        #expect(view.presentation.center.x == 205)
    }

    @Test("two animators on one view, on different runs, are two segments; when one ends the other goes on, re-planned")
    func twoRunsOneView() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        PropertyAnimator(duration: 0.5, curve: .linear) {
            view.center.x = 105
            view.bounds.size.width = 30
        }.startAnimation()
        PropertyAnimator(duration: 1, curve: .linear) {
            view.alpha = 0
            view.transform = CGAffineTransform(rotationAngle: 1)
        }.startAnimation()

        fixture.run(frames: 15)
        #expect(isApproximatelyEqual(view.presentation.center.x, 55))
        #expect(isApproximatelyEqual(view.presentation.bounds.width, 20))
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.75))
        fixture.run(frames: 30)
        #expect(view.presentation.center.x == 105 && view.presentation.bounds.width == 30)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.25))
        #expect(isApproximatelyEqual(atan2(view.presentation.transform.b, view.presentation.transform.a), 0.75))
    }

    @Test("a scrub, a reversal and new timing re-plan the rows, and the presentation follows each")
    func replanOnChange() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            view.center.x = 105
            view.alpha = 0
        }
        animator.startAnimation()
        fixture.run(frames: 30)
        animator.pauseAnimation()
        animator.fractionComplete = 0.2
        #expect(isApproximatelyEqual(view.presentation.center.x, 25))
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.8))
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        // The remaining 0.2 now takes the whole duration (factor 1): 0.1 s moves it back by 0.02.
        fixture.run(frames: 6)
        #expect(isApproximatelyEqual(view.presentation.center.x, 23))
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.82))
    }
}
