import AnimKit
import AnimKitTestSupport
import Testing

// From "Designing Fluid Interfaces" style code: a spring described by damping and response, added to
// UIKit's timing-parameter classes with a convenience init in an extension.

extension UISpringTimingParameters {
    convenience init(damping: CGFloat, response: CGFloat, initialVelocity: CGVector = .zero) {
        let stiffness = pow(2 * .pi / response, 2)
        let damp = 4 * .pi * damping / response
        self.init(mass: 1, stiffness: stiffness, damping: damp, initialVelocity: initialVelocity)
    }
}

extension UICubicTimingParameters {
    convenience init(snappy: Bool) {
        self.init(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
    }
}

@MainActor
@Suite("UISpringTimingParameters and UICubicTimingParameters are classes: extensions add convenience inits")
struct TimingParameterExtensionSnippets {
    @Test("a damping-and-response spring drives an animator to its target and settles")
    func dampingResponseSpring() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let spring = UISpringTimingParameters(damping: 1, response: 0.4)
        #expect(abs(spring.dampingRatio - 1) < 1e-9)
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
        animator.addAnimations { view.center.x = 200 }
        animator.startAnimation()
        fixture.run(seconds: 3)
        #expect(fixture.engine.liveAnimators.isEmpty)
        #expect(view.presentation.center.x == 200)
        #expect(UICubicTimingParameters(snappy: true) == UICubicTimingParameters(snappy: true))
        #expect(UICubicTimingParameters(snappy: true).timingCurveType == .cubic)
    }
}
