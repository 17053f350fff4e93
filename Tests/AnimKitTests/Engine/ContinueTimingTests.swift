import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// continueAnimation with new timing parameters and a duration factor of 0 keeps the original pace measured from
// fractionComplete as it reads while paused — the value's progress, when the animator scrubs linearly (UIKit's pause
// swaps the curve for a linear one at the same visible value): the rest takes (1 − fractionComplete) of the duration,
// as if the animation started again from where it is (UIViewPropertyAnimator's header). So animators paused at one
// fraction carry on together, whatever curves brought them there — a sheet's spring and its dimming view's linear fade,
// released together on one spring.
@MainActor
@Suite("continueAnimation with new timing: the rest measured from fractionComplete")
struct ContinueTimingTests {
    @Test("paused 0.2 s into 1 s of ease-in-out (fractionComplete = the curve's progress there), continued linear: the rest takes 1 − that")
    func restFromProgress() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        var done: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        animator.addCompletion { done = $0 }
        animator.startAnimation()
        fixture.run(frames: 12)
        animator.pauseAnimation()
        let f = AnimationCurve.easeInOut.bezier.progress(atFraction: 0.2)
        #expect(isApproximatelyEqual(Double(animator.fractionComplete), f, tolerance: 1e-9))
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0)
        // Linear from 100·f to 100 over 1 − f seconds.
        fixture.run(frames: 30)
        let expected = 100 * f + (100 - 100 * f) * (0.5 / (1 - f))
        #expect(isApproximatelyEqual(Double(view.layer.presentation()?.position.x ?? 0), expected, tolerance: 1e-6))
        // 1 − f ≈ 0.918 s: over after 56 frames, not 55.
        fixture.run(frames: 25)
        #expect(done == nil)
        fixture.run(frames: 1)
        #expect(done == .end && view.layer.presentation()?.position.x == 100)
    }

    @Test("a spring animator and a linear one paused at 0.3 and continued on one spring move in step and end together (0.42 s)")
    func inStep() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), dim = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ends: [String] = []
        let slide = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 1) { sheet.center.y = 105 }
        let fade = UIViewPropertyAnimator(duration: 0.6, curve: .linear) { dim.alpha = 0 }
        slide.addCompletion { _ in ends.append("slide") }
        fade.addCompletion { _ in ends.append("fade") }
        for animator in [slide, fade] {
            animator.startAnimation()
            animator.pauseAnimation()
            animator.fractionComplete = 0.3
        }
        let spring = UISpringTimingParameters(dampingRatio: 1)
        for animator in [slide, fade] { animator.continueAnimation(withTimingParameters: spring, durationFactor: 0) }
        // Both from 0.3 of the way: the sheet's progress (y from 5 to 105) is the fade's (alpha from 1 to 0).
        for _ in 0..<25 {
            fixture.run(frames: 1)
            let moved = (Double(sheet.layer.presentation()?.position.y ?? 0) - 5) / 100
            let faded = 1 - Double(dim.layer.presentation()?.opacity ?? 0)
            #expect(isApproximatelyEqual(moved, faded, tolerance: 1e-6) && moved > 0.3 && ends.isEmpty)
        }
        // 0.7 × 0.6 s = 0.42 s: 25.2 frames.
        fixture.run(frames: 1)
        #expect(ends.sorted() == ["fade", "slide"])
    }
}
