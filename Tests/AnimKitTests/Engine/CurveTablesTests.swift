import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// The frame loop solves Bézier curves from tables its kernel makes and owns; these check which curves get one and
/// that a curve with a table and one without show the full solve's answer alike.
@MainActor
@Suite("Curve tables belong to the kernel")
struct CurveTablesTests {
    private func start(_ view: View, on curve: CubicBezier, duration: TimeInterval = 1) -> PropertyAnimator {
        let parameters = CubicTimingParameters(controlPoint1: curve.controlPoint1, controlPoint2: curve.controlPoint2)
        let animator = PropertyAnimator(duration: duration, timingParameters: parameters)
        animator.addAnimations { view.center.x = 120 }
        animator.startAnimation()
        return animator
    }

    @Test("one table per set of control points; none for springs or the identity; a new curve from continueAnimation gets its own")
    func oneTablePerCurve() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        #expect(fixture.engine.curveTableCount == 0)
        _ = start(View(frame: CGRect(x: 0, y: 0, width: 40, height: 20)), on: CubicBezier(0.42, 0, 0.58, 1))
        _ = start(View(frame: CGRect(x: 0, y: 0, width: 40, height: 20)), on: CubicBezier(0.42, 0, 0.58, 1), duration: 2)
        _ = start(View(frame: CGRect(x: 0, y: 0, width: 40, height: 20)), on: CubicBezier(0.25, 0.25, 0.75, 0.75))
        let spring = PropertyAnimator(duration: 1, dampingRatio: 0.5)
        spring.addAnimations { View().alpha = 0 }
        spring.startAnimation()
        #expect(fixture.engine.curveTableCount == 1)

        let paused = start(View(frame: CGRect(x: 0, y: 0, width: 40, height: 20)), on: CubicBezier(0.42, 0, 1, 1))
        paused.pauseAnimation()
        #expect(fixture.engine.curveTableCount == 2)
        paused.continueAnimation(
            withTimingParameters: CubicTimingParameters(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)),
            durationFactor: 1)
        #expect(fixture.engine.curveTableCount == 3)
    }

    @Test("past 256 curves the rest are solved in full, and every run shows the full solve's progress")
    func pastCapacity() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let curves = (0..<300).map { CubicBezier(0.1 + 0.8 * Double($0) / 300, 0.05, 0.6, 1) }
        let views = curves.map { curve -> View in
            let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            _ = start(view, on: curve)
            return view
        }
        #expect(fixture.engine.curveTableCount == 256)

        fixture.run(frames: 21)
        for (view, curve) in zip(views, curves) {
            // From center.x 20 to 120 over one second; 21 frames at 60 per second is 0.35 s.
            let expected = 20 + 100 * curve.progress(atFraction: 0.35)
            #expect(abs(view.presentation.center.x - expected) < 1e-11, "\(curve)")
        }
    }

    @Test("each engine makes its own tables: a second engine starts with none")
    func perEngine() {
        let first = EngineFixture()
        _ = start(View(frame: CGRect(x: 0, y: 0, width: 40, height: 20)), on: CubicBezier(0.42, 0, 0.58, 1))
        #expect(first.engine.curveTableCount == 1)
        first.end()
        let second = EngineFixture()
        defer { second.end() }
        #expect(second.engine.curveTableCount == 0)
    }
}
