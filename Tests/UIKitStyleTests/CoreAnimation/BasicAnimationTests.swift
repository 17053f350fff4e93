import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// CABasicAnimation's value combinations, key paths into structures, curves, implicit animations and bad input,
// each against the numbers Core Animation's documentation gives.

@MainActor
@Suite("CABasicAnimation: from/to/by, key paths, curves, implicit animations and refusals")
struct BasicAnimationTests {
    private func layer() -> CAShapeLayer {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 50, y: 50)
        layer.lineWidth = 4
        host.layer.addSublayer(layer)
        return layer
    }

    private func half(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, on layer: Layer, _ fixture: EngineFixture)
        -> Layer?
    {
        let animation = CABasicAnimation(keyPath: keyPath)
        (animation.fromValue, animation.toValue, animation.byValue, animation.duration) = (from, to, by, 1)
        layer.add(animation, forKey: keyPath)
        fixture.run(seconds: 0.5)
        defer { layer.removeAllAnimations() }
        return layer.presentation()
    }

    @Test("every documented combination of fromValue, toValue and byValue, half-way (lineWidth's model value is 4)")
    func combinations() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let shape = layer()
        func width(from: Any? = nil, to: Any? = nil, by: Any? = nil) -> CGFloat? {
            (half("lineWidth", from: from, to: to, by: by, on: shape, fixture) as? CAShapeLayer)?.lineWidth
        }
        #expect(width(from: 10, to: 20) == 15)
        #expect(width(from: 10, by: 5) == 12.5)
        #expect(width(to: 20, by: 5) == 17.5)
        #expect(width(from: 10) == 7)
        #expect(width(to: 8) == 6)
        #expect(width(by: 2) == 5)
        #expect(width() == 4)
    }

    @Test("key paths into structures: position.x, bounds.size.width, transform.rotation.z, transform.scale")
    func keyPaths() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let shape = layer()
        #expect(half("position.x", from: 0, to: 100, on: shape, fixture)?.position == CGPoint(x: 50, y: 50))
        #expect(half("bounds.size.width", to: 80, on: shape, fixture)?.bounds.size == CGSize(width: 60, height: 20))
        let turned = try #require(half("transform.rotation.z", from: 0, to: CGFloat.pi, on: shape, fixture)?.transform)
        // Half of a half turn: a quarter turn, cos = 0 and sin = 1 on the diagonal's neighbours.
        #expect(abs(turned.m11) < 1e-12 && abs(turned.m12 - 1) < 1e-12 && abs(turned.m21 + 1) < 1e-12)
        let scaled = try #require(half("transform.scale", from: 1, to: 3, on: shape, fixture)?.transform)
        #expect(abs(scaled.m11 - 2) < 1e-12 && abs(scaled.m22 - 2) < 1e-12 && abs(scaled.m33 - 2) < 1e-12)
    }

    @Test("a view's layer animated by Core Animation moves the view on screen, not its model")
    func viewLayer() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let spin = CABasicAnimation(keyPath: "position.x")
        (spin.fromValue, spin.toValue, spin.duration) = (10, 110, 1)
        card.layer.add(spin, forKey: "slide")
        fixture.run(seconds: 0.25)
        #expect(card.layer.presentation()?.position == CGPoint(x: 35, y: 10))
        #expect(card.center == CGPoint(x: 10, y: 10))
        #expect(card.layer.animationKeys() == ["slide"])
    }

    @Test(
        "easeInEaseOut is symmetric: half the time, half the way (to Float's precision, as its control points are Float); additive and cumulative add as documented"
    )
    func curvesAndAdding() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let shape = layer()
        let eased = CABasicAnimation(keyPath: "strokeEnd")
        (eased.fromValue, eased.toValue, eased.duration) = (0, 1, 1)
        eased.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        shape.add(eased, forKey: "eased")
        fixture.run(seconds: 0.5)
        #expect(abs((shape.presentation()?.strokeEnd ?? 0) - 0.5) < 1e-6)
        shape.removeAllAnimations()
        let nudge = CABasicAnimation(keyPath: "position.y")
        (nudge.fromValue, nudge.toValue, nudge.duration, nudge.isAdditive) = (0, 10, 1, true)
        let step = CABasicAnimation(keyPath: "lineWidth")
        (step.fromValue, step.toValue, step.duration, step.repeatCount, step.isCumulative) = (0, 10, 1, 3, true)
        shape.add(nudge, forKey: "nudge")
        shape.add(step, forKey: "step")
        fixture.run(seconds: 1.5)
        // Additive: 50 + the animation's own 5 … now at 1.5 s it has ended; the cumulative one is in its second cycle.
        #expect(shape.presentation()?.position.y == 50)
        #expect((shape.presentation() as CAShapeLayer?)?.lineWidth == 15)
    }

    @Test("a layer made by code animates a change implicitly over 0.25 s; disabled actions, NSNull and a view's layer do not")
    func implicitAnimations() {
        // 120 frames a second, so that half of 0.25 s is a whole number of frames.
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let shape = layer()
        fixture.run(frames: 1)
        shape.opacity = 0
        fixture.run(frames: 15)
        let expected = 1 - CGFloat(CubicBezier(0.25, 0.1, 0.25, 1).progress(atFraction: 0.5))
        #expect(abs(CGFloat(shape.presentation()?.opacity ?? -1) - expected) < 1e-6)
        fixture.run(seconds: 0.25)
        #expect(shape.presentation()?.opacity == 0 && shape.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.opacity = 1
        CATransaction.commit()
        shape.actions = ["lineWidth": NSNull()]
        shape.lineWidth = 9
        #expect(shape.animationKeys() == nil)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        fixture.run(frames: 1)
        card.layer.borderWidth = 3
        #expect(card.layer.animationKeys() == nil)
    }

    @Test("bad input is reported and ignored: a misspelt key path, a value of the wrong kind, a layer inside itself")
    func badInput() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let shape = layer()
        let typo = CABasicAnimation(keyPath: "transfrom.scale")
        shape.add(typo, forKey: "typo")
        let wrong = CABasicAnimation(keyPath: "strokeEnd")
        wrong.fromValue = "half"
        shape.add(wrong, forKey: "wrong")
        #expect(shape.animationKeys() == nil)
        let child = CALayer()
        shape.addSublayer(child)
        child.addSublayer(shape)
        child.addSublayer(child)
        shape.mask = shape
        #expect(shape.mask == nil && child.sublayers == nil)
        let messages = fixture.errors.map(\.description)
        #expect(messages.count == 5)
        #expect(messages[0].contains("\"transfrom.scale\" is not an animatable key path"))
        #expect(messages[1].contains("fromValue of the \"strokeEnd\" animation is String, not a number"))
    }
}
