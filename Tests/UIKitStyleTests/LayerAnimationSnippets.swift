import AnimKit
import AnimKitTestSupport
import Testing

// Core Animation's view of a UIView animation, as UIKit code reaches it through view.layer.

@MainActor
@Suite("layer.presentation(), animationKeys() and removeAllAnimations()")
struct LayerAnimationSnippets {
    @Test("mid-flight the presentation layer is where the view is drawn, and the keys name what moves")
    func presentation() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            card.center.x = 110
            card.alpha = 0
        }
        fixture.run(seconds: 0.5)
        #expect(card.layer.position.x == 110)
        #expect(card.layer.presentation()?.position == CGPoint(x: 60, y: 10))
        #expect(card.layer.presentation()?.opacity == 0.5)
        #expect(card.layer.presentation()?.frame == CGRect(x: 50, y: 0, width: 20, height: 20))
        #expect(card.layer.animationKeys() == ["position", "opacity"])
        fixture.run(seconds: 0.6)
        #expect(card.layer.animationKeys() == nil)
        #expect(card.layer.presentation()?.position.x == 110)
    }

    @Test("removeAllAnimations: the view jumps to its model values and the block completes unfinished")
    func removeAll() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let other = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            card.center.x = 110
        } completion: {
            finished.append($0)
        }
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            card.alpha = 0.5
            other.alpha = 0
        } completion: {
            finished.append($0)
        }
        fixture.run(seconds: 0.5)
        card.layer.removeAllAnimations()
        #expect(card.layer.presentation()?.position.x == 110)
        #expect(card.layer.presentation()?.opacity == 0.5)
        #expect(card.layer.animationKeys() == nil)
        // The first block moved only the card: it completes, unfinished. The second still moves the other view.
        fixture.run(seconds: 1 / 60)
        #expect(finished == [false])
        #expect(other.layer.animationKeys() == ["opacity"])
        fixture.run(seconds: 0.6)
        #expect(finished == [false, true])
    }

    @Test("animationKeys() lists a view's block animations and its layer's own in the order they were added")
    func keysInOrderAdded() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        (spin.toValue, spin.duration) = (Double.pi, 2)
        card.layer.add(spin, forKey: "spin")
        // Set in this order inside the block: UIKit adds each animation as its property changes.
        UIView.animate(withDuration: 1) {
            card.alpha = 0.5
            card.frame = CGRect(x: 40, y: 0, width: 30, height: 20)
        }
        let pulse = CABasicAnimation(keyPath: "cornerRadius")
        (pulse.toValue, pulse.duration) = (8, 2)
        card.layer.add(pulse, forKey: "pulse")
        #expect(card.layer.animationKeys() == ["spin", "opacity", "position", "bounds.origin", "bounds.size", "pulse"])
        // A property animator's block animations come when it starts, not when it is made.
        let other = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { other.alpha = 0 }
        other.layer.add(pulse, forKey: "pulse")
        animator.startAnimation()
        #expect(other.layer.animationKeys() == ["pulse", "opacity"])
    }
}
