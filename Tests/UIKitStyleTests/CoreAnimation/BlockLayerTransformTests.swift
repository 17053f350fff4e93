import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A view's layer's 3-D transform set inside UIView.animate animates, as UIKit's view answers the layer's action with
// an animation of the block's duration, delay and curve: the card flip written the usual way.

@MainActor
@Suite("UIView.animate of a view's layer's 3-D transform")
struct BlockLayerTransformTests {
    static func turned(_ angle: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return CATransform3DRotate(t, angle, 0, 1, 0)
    }

    /// The turn about y a transform shows (rotation then perspective: m11 = cos, m13 = −sin).
    static func angle(_ t: CATransform3D?) -> CGFloat { t.map { atan2(-$0.m13, $0.m11) } ?? .nan }

    @Test("linear over 1 s after 0.5 s: the turn waits, is half-way at 1 s, done at 1.5 s, and the completion runs then")
    func linearWithDelay() {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear) {
            card.layer.transform = Self.turned(.pi / 2)
        } completion: {
            finished = $0
        }
        #expect(card.layer.transform == Self.turned(.pi / 2))
        fixture.run(seconds: 0.25)
        #expect(abs(Self.angle(card.layer.presentation()?.transform)) < 1e-9)
        fixture.run(seconds: 0.75)
        #expect(abs(Self.angle(card.layer.presentation()?.transform) - .pi / 4) < 1e-9)
        #expect(finished == nil)
        fixture.run(seconds: 0.5)
        #expect(finished == true)
        #expect(abs(Self.angle(card.layer.presentation()?.transform) - .pi / 2) < 1e-9)
    }

    @Test(
        "a door opened in one block and closed in the next from its completion — by the layer's transform or by the view's",
        arguments: [false, true])
    func closedFromCompletion(byViewTransform: Bool) {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let door = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            door.layer.transform = Self.turned(.pi / 2)
        } completion: { _ in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                // UIKit: a view's transform is its layer's, so setting it (even to the identity it read) replaces the turn.
                if byViewTransform { door.transform = .identity } else { door.layer.transform = CATransform3DIdentity }
            }
        }
        // The view's transform reads the affine part of the layer's (UIKit's `affineTransform`): cos 90° across.
        #expect(door.transform == CATransform3DGetAffineTransform(Self.turned(.pi / 2)) && door.transform != .identity)
        fixture.run(seconds: 1)
        #expect(abs(Self.angle(door.layer.presentation()?.transform) - .pi / 2) < 1e-9)
        #expect(door.layer.transform == CATransform3DIdentity && door.transform == .identity)
        fixture.run(seconds: 0.5)
        #expect(abs(Self.angle(door.layer.presentation()?.transform) - .pi / 4) < 1e-9)
        fixture.run(seconds: 0.5)
        #expect(abs(Self.angle(door.layer.presentation()?.transform)) < 1e-9)
    }

    /// A turn about y alone (no perspective): such turns compose by adding their angles, in any order.
    static func swung(_ angle: CGFloat) -> CATransform3D { CATransform3DMakeRotation(angle, 0, 1, 0) }

    @Test(
        "opened in one block and closed by another made in the same turn with a 1 s delay: the two add up, as iOS 8's additive animations do"
    )
    func openedAndClosedTogether() {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let door = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { door.layer.transform = Self.swung(.pi / 2) }
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear) { door.layer.transform = CATransform3DIdentity }
        // What UIKit adds for the second change: additive from old × new⁻¹ (the open turn) to the identity.
        let added = door.layer.animation(forKey: "transform") as? CABasicAnimation
        #expect(added?.isAdditive == true && added?.toValue as? CATransform3D == CATransform3DIdentity)
        #expect(abs(Self.angle(added?.fromValue as? CATransform3D) - .pi / 2) < 1e-12)
        #expect(door.layer.animationKeys() == ["transform"])
        // The first opens over its second (the second still adds its whole difference while it waits), the second
        // closes over the next: 45°, 90°, 45°, 0°. A second animation that replaced the first would hold it shut.
        for (seconds, expected) in [(0.5, CGFloat.pi / 4), (0.5, .pi / 2), (0.5, .pi / 4), (0.5, 0)] {
            fixture.run(seconds: seconds)
            #expect(abs(Self.angle(door.layer.presentation()?.transform) - expected) < 1e-9, "at \(fixture.engine.clock.now) s")
        }
        #expect(door.layer.animationKeys() == nil && door.layer.transform == CATransform3DIdentity)
    }

    @Test("removeAnimation(forKey: \"transform\") on the view's layer stops the block's turn: the model shows at once")
    func removed() {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { card.layer.transform = Self.swung(.pi / 2) }
        fixture.run(seconds: 0.5)
        #expect(abs(Self.angle(card.layer.presentation()?.transform) - .pi / 4) < 1e-9)
        card.layer.removeAnimation(forKey: "transform")
        #expect(card.layer.animationKeys() == nil)
        #expect(abs(Self.angle(card.layer.presentation()?.transform) - .pi / 2) < 1e-12)
    }

    @Test("a turn by an infinite angle set in a block is refused where it is set, and nothing animates from it (found by the soak)")
    func refusedInBlock() {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.layer.transform = Self.swung(0.5)
        UIView.animate(withDuration: 1, delay: 0.2, options: .curveLinear) { card.layer.transform = Self.swung(.infinity) }
        #expect(fixture.errors.count == 1)
        #expect(card.layer.transform == Self.swung(0.5) && card.layer.animationKeys() == nil)
        fixture.run(seconds: 0.5)
        #expect(card.layer.presentation()?.transform == Self.swung(0.5))
    }

    @Test("transform3D is the layer's transform; outside a block it changes at once")
    func transform3D() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.transform3D = Self.turned(0.3)
        #expect(card.layer.transform == Self.turned(0.3) && card.layer.animationKeys() == nil)
    }
}
