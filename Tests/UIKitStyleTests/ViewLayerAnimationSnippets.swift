import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A view's block animations as iOS shows them on the view's layer, which code reads to run a Core Animation animation
/// in step (a `shadowPath` that follows `bounds.size`): since iOS 8 the frame's are additive `CABasicAnimation`s from
/// `old − new` to zero under `position`, `bounds.origin` and `bounds.size`, with the block's duration, curve and start.
@MainActor
@Suite("A view's block animations on its layer: animationKeys, animation(forKey:), removeAnimation(forKey:)")
struct ViewLayerAnimationSnippets {
    @Test("a frame and alpha change lists UIKit's keys, and bounds.size is additive from old − new to zero with the block's timing")
    func frameChange() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let start = card.layer.convertTime(CACurrentMediaTime(), from: nil)
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseIn]) {
            card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            card.alpha = 0.5
        }
        #expect(card.layer.animationKeys() == ["position", "bounds.origin", "bounds.size", "opacity"])
        let size = try #require(card.layer.animation(forKey: "bounds.size") as? CABasicAnimation)
        #expect(size.keyPath == "bounds.size" && size.isAdditive && size.fillMode == .both)
        #expect(size.fromValue as? CGSize == CGSize(width: 100, height: 100) && size.toValue as? CGSize == .zero)
        #expect(size.duration == 0.3 && size.beginTime == start + 0.1 && size.timingFunction == CAMediaTimingFunction(name: .easeIn))
        // The centre moved from (100, 100) to (50, 50); the origin did not move.
        let position = try #require(card.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(position.isAdditive && position.fromValue as? CGPoint == CGPoint(x: 50, y: 50))
        #expect((card.layer.animation(forKey: "bounds.origin") as? CABasicAnimation)?.fromValue as? CGPoint == .zero)
        let opacity = try #require(card.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(!opacity.isAdditive && opacity.fromValue as? Float == 1 && opacity.toValue as? Float == 0.5)
        // Over: nothing is listed.
        fixture.run(seconds: 0.5)
        #expect(card.layer.animationKeys() == nil && card.layer.animation(forKey: "position") == nil)
    }

    @Test("a spring block is a CASpringAnimation of mass 1 with the block's damping ratio and duration")
    func spring() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let ball = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) { ball.center.x += 100 }
        let spring = try #require(ball.layer.animation(forKey: "position") as? CASpringAnimation)
        #expect(spring.mass == 1 && spring.duration == 0.8)
        // ζ = damping / (2 √(stiffness · mass)).
        #expect(isApproximatelyEqual(spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot()), 0.5))
    }

    @Test("removeAnimation(forKey: \"opacity\") stops the block's fade at its model and leaves its move running")
    func removeOneKey() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            card.center.x = 250
            card.alpha = 0
        } completion: {
            finished = $0
        }
        fixture.run(seconds: 0.5)
        card.layer.removeAnimation(forKey: "opacity")
        #expect(card.presentation.alpha == 0 && isApproximatelyEqual(card.presentation.center.x, 150))
        #expect(card.layer.animationKeys() == ["position"])
        fixture.run(seconds: 0.6)
        #expect(finished == true && card.presentation.center.x == 250)
    }
}

extension ViewLayerAnimationSnippets {
    /// Measured on iOS (a behavioural test of a motion library): in a block, a corner radius change is additive, as the
    /// frame's are; opacity and colour are not.
    @Test("a corner radius change in a block is additive from old − new to zero under cornerRadius; a colour change is not")
    func cornerRadiusIsAdditive() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.layer.cornerRadius = 4
        UIView.animate(withDuration: 0.3) {
            card.layer.cornerRadius = 20
            card.backgroundColor = .red
        }
        let corner = try #require(card.layer.animation(forKey: "cornerRadius") as? CABasicAnimation)
        #expect(corner.isAdditive && corner.fromValue as? CGFloat == -16 && corner.toValue as? CGFloat == 0)
        let colour = try #require(card.layer.animation(forKey: "backgroundColor") as? CABasicAnimation)
        #expect(!colour.isAdditive)
    }

    @Test(
        "a transform change is additive under transform, from old × new⁻¹ to the identity (scale 2 → 4: a half scale), as iOS 8 adds it; a scale to 0 runs from old to new"
    )
    func transformIsAdditive() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        UIView.animate(withDuration: 0.3) { card.transform = CGAffineTransform(scaleX: 4, y: 4) }
        let scale = try #require(card.layer.animation(forKey: "transform") as? CABasicAnimation)
        #expect(scale.isAdditive && scale.toValue as? CATransform3D == CATransform3DIdentity)
        #expect(scale.fromValue as? CATransform3D == CATransform3DMakeScale(0.5, 0.5, 1))
        UIView.animate(withDuration: 0.3) { card.transform = CGAffineTransform(scaleX: 0, y: 0) }
        let collapse = try #require(card.layer.animation(forKey: "transform") as? CABasicAnimation)
        #expect(!collapse.isAdditive && collapse.toValue as? CATransform3D == CATransform3DMakeScale(0, 0, 1))
    }
}
