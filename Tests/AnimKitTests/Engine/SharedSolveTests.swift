import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Runs on one curve at one position share a solve within a frame; these are the runs that must not.
@MainActor
@Suite("Runs started together share a curve's solve only when curve and position agree")
struct SharedSolveTests {
    @Test("animators started in one frame on different curves, or at different positions on one curve, each follow their own")
    func eachRunItsOwnCurve() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let easeIn = CubicBezier(0.42, 0, 1, 1), easeOut = CubicBezier(0, 0, 0.58, 1)
        let cases: [(curve: CubicBezier, duration: TimeInterval)] = [(easeIn, 1), (easeOut, 1), (easeIn, 1), (easeIn, 2), (easeOut, 1)]
        let views = cases.map { _ in View(frame: CGRect(x: 0, y: 0, width: 40, height: 20)) }
        for (view, timing) in zip(views, cases) {
            let parameters = CubicTimingParameters(controlPoint1: timing.curve.controlPoint1, controlPoint2: timing.curve.controlPoint2)
            let animator = PropertyAnimator(duration: timing.duration, timingParameters: parameters)
            animator.addAnimations { view.center.x = 120 }
            animator.startAnimation()
        }

        fixture.run(frames: 15)
        for (view, timing) in zip(views, cases) {
            let progress = timing.curve.progress(atFraction: 0.25 / timing.duration)
            #expect(abs(view.presentation.center.x - (20 + 100 * progress)) < 1e-12, "\(timing)")
        }
        // The curves differ by far more than the tolerance where the runs are.
        #expect(abs(easeIn.progress(atFraction: 0.25) - easeOut.progress(atFraction: 0.25)) > 0.1)
        #expect(abs(easeIn.progress(atFraction: 0.25) - easeIn.progress(atFraction: 0.125)) > 0.01)
    }
}
