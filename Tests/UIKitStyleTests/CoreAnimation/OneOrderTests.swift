import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A view's block animations and its layer's Core Animation animations of one property are one stack: Core Animation
// applies a layer's animations in the order they were added, a non-additive one in place of what lies under it, an
// additive one on top of it (`CABasicAnimation.isAdditive`); a `UIView.animate` change of a view's position is an
// additive animation from `old − new` to zero under the key `position` (UIKit's additive animations, iOS 8). So the
// view's presentation and its layer's are one answer, whichever came first.

@MainActor
@Suite("One stack per property: block and Core Animation animations of a view's layer, in the order added")
struct OneOrderTests {
    /// A 20-point card centred at (100, 100).
    private func card() -> UIView {
        UIView(frame: CGRect(x: 90, y: 90, width: 20, height: 20))
    }

    /// A non-additive position animation held at (50, 50) for 2 s.
    private func held() -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position")
        (animation.fromValue, animation.toValue, animation.duration) = (CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 50), 2)
        return animation
    }

    private func moveRight(_ view: UIView) {
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.center = CGPoint(x: 200, y: 100) }
    }

    @Test("added after a block, a non-additive animation shows in its place: (50, 50), in the view's presentation too")
    func explicitAfterBlock() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = card()
        moveRight(view)
        view.layer.add(held(), forKey: "held")
        fixture.run(seconds: 0.5)
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        #expect(view.presentation.center == CGPoint(x: 50, y: 50))
        #expect(view.center == CGPoint(x: 200, y: 100))
        #expect(view.layer.animationKeys() == ["position", "held"])
    }

    @Test("added before a block, it is what the block's additive animation adds to: (50, 50) + (−50, 0) = (0, 50)")
    func explicitBeforeBlock() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = card()
        view.layer.add(held(), forKey: "held")
        moveRight(view)
        fixture.run(seconds: 0.5)
        // Half way along a linear curve, the block still adds half of old − new = (100 − 200, 0).
        #expect(view.layer.presentation()?.position == CGPoint(x: 0, y: 50))
        #expect(view.presentation.center == CGPoint(x: 0, y: 50))
        // Once the block is over, the held animation alone: (50, 50); once it is over too, the model.
        fixture.run(seconds: 1)
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        fixture.run(seconds: 1)
        #expect(view.layer.presentation()?.position == CGPoint(x: 200, y: 100))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("a layer of its own: position.x and an additive position.y move one point's two numbers")
    func partsOfOneProperty() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 10, y: 20)
        let across = CABasicAnimation(keyPath: "position.x")
        (across.fromValue, across.toValue, across.duration) = (0, 100, 1)
        let down = CABasicAnimation(keyPath: "position.y")
        (down.fromValue, down.toValue, down.duration, down.isAdditive) = (0, 40, 1, true)
        (across.timingFunction, down.timingFunction) = (CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .linear))
        layer.add(across, forKey: "across")
        layer.add(down, forKey: "down")
        // Begun now: shown at their start before any tick — x from 0, y the model's 20 plus 0.
        #expect(layer.presentation()?.position == CGPoint(x: 0, y: 20))
        fixture.run(seconds: 0.25)
        #expect(layer.presentation()?.position == CGPoint(x: 25, y: 30))
        layer.removeAnimation(forKey: "across")
        #expect(layer.presentation()?.position == CGPoint(x: 10, y: 30))
        #expect(layer.position == CGPoint(x: 10, y: 20))
    }

    @Test("isCumulative adds (to − from) a cycle: from 10 to 20, three cycles of 1 s, at 2.5 s: 15 + 2 × 10 = 35")
    func cumulative() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 8)
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        (grow.fromValue, grow.toValue, grow.duration, grow.repeatCount, grow.isCumulative) = (10, 20, 1, 3, true)
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(grow, forKey: nil)
        fixture.run(seconds: 2.5)
        #expect(layer.presentation()?.bounds == CGRect(x: 0, y: 0, width: 35, height: 8))
    }

    @Test("a keyframe animation of the same property keeps the order: what is added later shows over what came before")
    func keyframeAmongBasics() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        func layer(keyframeFirst: Bool) -> CALayer {
            let layer = CALayer()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 5, y: 5)
            let basic = CABasicAnimation(keyPath: "position.x")
            (basic.fromValue, basic.toValue, basic.duration) = (0, 100, 1)
            basic.timingFunction = CAMediaTimingFunction(name: .linear)
            let keyframes = CAKeyframeAnimation(keyPath: "position.x")
            (keyframes.values, keyframes.duration) = ([10, 30], 1)
            for animation in keyframeFirst ? [keyframes, basic] : [basic, keyframes] { layer.add(animation, forKey: nil) }
            return layer
        }
        let (basicLast, keyframesLast) = (layer(keyframeFirst: true), layer(keyframeFirst: false))
        fixture.run(seconds: 0.5)
        #expect(basicLast.presentation()?.position.x == 50)
        #expect(keyframesLast.presentation()?.position.x == 20)
    }
}
