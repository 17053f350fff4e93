import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Curried builder: UIView.animate(withDuration:) step by step")
struct BuilderTests {
    @Test("nothing moves until the completion is given; then it runs with the configured delay and options")
    func completionStarts() {
        let fixture = EngineFixture()
        let view = UIView()
        var finished: Bool?

        let builder = UIView.animate(withDuration: 1).delay(0.5).options(.curveLinear).animations { view.alpha = 0 }
        #expect(view.alpha == 1)
        #expect(fixture.engine.liveAnimators.isEmpty)
        builder.completion { finished = $0 }

        #expect(view.alpha == 0)
        fixture.run(frames: 60)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
        fixture.run(frames: 30)
        #expect(finished == true)
    }

    @Test("start() runs it without a completion")
    func explicitStart() {
        let fixture = EngineFixture()
        let view = UIView()

        UIView.animate(withDuration: 1).options(.curveLinear).animations { view.alpha = 0 }.start()

        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
    }

    @Test("with a spring")
    func spring() {
        let fixture = EngineFixture()
        let view = UIView()

        UIView.animate(withDuration: 1).spring(damping: 0.5, initialVelocity: 1).animations { view.center.x = 100 }.start()

        fixture.run(frames: 12)
        #expect(
            isApproximatelyEqual(
                view.presentation.center.x, CGFloat(100 * SpringCurve(dampingRatio: 0.5, duration: 1, initialVelocity: 1).value(at: 0.2))))
    }

    @Test("with keyframes")
    func keyframes() {
        let fixture = EngineFixture()
        let view = UIView()

        UIView.animate(withDuration: 2).keyframes(.calculationModeDiscrete).animations {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }.start()

        fixture.run(frames: 59)
        #expect(view.presentation.alpha == 1)
        fixture.run(frames: 1)
        #expect(view.presentation.alpha == 0)
    }

    @Test("a builder with animations dropped before it started is reported as a warning")
    func droppedWarning() {
        let fixture = EngineFixture()
        let view = UIView()

        do {
            _ = UIView.animate(withDuration: 1).animations { view.alpha = 0 }
        }

        #expect(fixture.errorReasons == [.neverStarted])
        #expect(view.alpha == 1)
    }

    @Test("starting twice runs once")
    func startsOnce() {
        let fixture = EngineFixture()
        let view = UIView()
        let builder = UIView.animate(withDuration: 1).animations { view.alpha = 0 }

        builder.start()
        builder.start()

        #expect(fixture.engine.liveAnimators.count == 1)
    }
}
