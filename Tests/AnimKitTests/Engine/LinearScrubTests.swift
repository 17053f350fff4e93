import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// `scrubsLinearly` on every curve: Apple's documentation — "the default value of this property is true, which causes
/// the animator to use a linear timing function during scrubbing". A linear scrub needs no inverse of the curve, so
/// springs and curves that overshoot or dip scrub by distance too, and `fractionComplete` reads back what was set.
@MainActor
@Suite("Linear scrubbing on springs, overshooting and vertical curves")
struct LinearScrubTests {
    @Test("a paused spring scrubbed to 0.5 shows the card half-way (the pan-driven drawer)")
    func springScrubsByDistance() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.transform = CGAffineTransform(translationX: 0, y: 600)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 1))
        animator.addAnimations { card.transform = .identity }
        animator.startAnimation()
        animator.pauseAnimation()

        animator.fractionComplete = 0.5

        // Linear timing: 600 + 0.5 × (0 − 600).
        #expect(card.presentation.transform.ty == 300)
        #expect(animator.fractionComplete == 0.5)
    }

    @Test("a curve that overshoots (control point y 1.6) scrubs by distance, not along the curve")
    func overshootingCurveScrubsByDistance() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0.3, y: 1.6), controlPoint2: CGPoint(x: 0.7, y: 1)
        ) { box.center.x = 1050 }
        animator.pauseAnimation()

        animator.fractionComplete = 0.25

        // From center.x 50 to 1050: 50 + 0.25 × 1000.
        #expect(box.presentation.center.x == 300)
        #expect(animator.fractionComplete == 0.25)
    }

    @Test(
        "fractionComplete reads back what was set on curves that stand vertical at an end",
        arguments: [
            (CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0), 0.99998),
            (CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 1), 0.00002),
            (CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0), 0.5),
        ])
    func verticalEndsReadBack(first: CGPoint, second: CGPoint, fraction: Double) {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: first, controlPoint2: second) {
            box.center.x = 1050
        }
        animator.pauseAnimation()

        animator.fractionComplete = fraction

        #expect(animator.fractionComplete == CGFloat(fraction))
        #expect(isApproximatelyEqual(box.presentation.center.x, 50 + CGFloat(fraction) * 1000, tolerance: 1e-9))
    }

    @Test("a reversed paused spring scrubs by distance in its own direction")
    func reversedSpringScrub() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { card.center.y = 650 }
        animator.pauseAnimation()
        animator.isReversed = true

        animator.fractionComplete = 0.25

        // Reversed: a quarter of the way back from the end, 650 − 0.25 × 600.
        #expect(card.presentation.center.y == 500)
        #expect(animator.fractionComplete == 0.25)
    }

    @Test("after a linear scrub a spring resumes on its curve from where the view is, without a jump")
    func springResumesWithoutJump() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 1))
        animator.addAnimations { card.center.y = 650 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(card.presentation.center.y == 350)

        animator.startAnimation()
        fixture.run(frames: 1)

        // A critically damped spring from rest: progress(t) = 1 − (1 + ωt)·e^(−ωt). The run resumes at the time t
        // where that is 0.5 (found by bisection here), and one frame later shows 50 + 600 × progress(t + 1/60).
        let ω = SpringCurve(dampingRatio: 1, duration: 1).angularFrequency
        func progress(_ t: Double) -> Double { 1 - (1 + ω * t) * exp(-ω * t) }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if progress(middle) < 0.5 { low = middle } else { high = middle }
        }
        let expected = 50 + 600 * progress(high + 1.0 / 60)
        #expect(isApproximatelyEqual(card.presentation.center.y, CGFloat(expected), tolerance: 1e-6))
        #expect(card.presentation.center.y > 350)
    }
}
