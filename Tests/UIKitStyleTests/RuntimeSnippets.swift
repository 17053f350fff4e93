import AnimKit
import AnimKitTestSupport
import Testing

/// Keys as iOS libraries declare them: the address of a static is the key.
private enum Keys {
    nonisolated(unsafe) static var badge = 0
    nonisolated(unsafe) static var owner = 0
}

private final class Token {}

// What iOS code reaches through Objective-C's runtime and UIKit's class methods: associated objects, boxed geometry,
// animations switched off.
@MainActor
@Suite("Associated objects, NSValue's geometry, UIView.setAnimationsEnabled, layers' drawing hints")
struct RuntimeSnippets {
    @Test("an associated value is kept by object and key, replaced, removed by nil or removeAll; ASSIGN does not keep it")
    func associatedObjects() {
        let view = UIView()
        let other = UIView()
        objc_setAssociatedObject(view, &Keys.badge, NSNumber(value: 3), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect((objc_getAssociatedObject(view, &Keys.badge) as? NSNumber)?.intValue == 3)
        #expect(objc_getAssociatedObject(other, &Keys.badge) == nil && objc_getAssociatedObject(view, &Keys.owner) == nil)
        objc_setAssociatedObject(view, &Keys.badge, "four", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Keys.badge) as? String == "four")
        objc_setAssociatedObject(view, &Keys.badge, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Keys.badge) == nil)
        // Retained: the token lives as long as the association.
        var token: Token? = Token()
        weak let kept = token
        objc_setAssociatedObject(view, &Keys.owner, token as Any, .OBJC_ASSOCIATION_RETAIN)
        token = nil
        #expect(kept != nil)
        objc_removeAssociatedObjects(view)
        #expect(kept == nil && objc_getAssociatedObject(view, &Keys.owner) == nil)
        // Assigned: not kept, and nil once gone.
        var assigned: Token? = Token()
        objc_setAssociatedObject(view, &Keys.owner, assigned as Any, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &Keys.owner) as? Token === assigned)
        assigned = nil
        #expect(objc_getAssociatedObject(view, &Keys.owner) == nil)
    }

    @Test("NSValue boxes UIKit's geometry and gives it back")
    func boxedGeometry() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: -2)).cgPointValue == CGPoint(x: 1, y: -2))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    }

    @Test("with animations disabled a block's changes apply at once and its completion runs with true on the next frame")
    func animationsDisabled() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        var finished: [Bool] = []
        UIView.animate(withDuration: 2, animations: { view.alpha = 0.25 }, completion: { finished.append($0) })
        UIView.setAnimationsEnabled(true)
        #expect(view.presentation.alpha == 0.25 && fixture.engine.liveAnimators.isEmpty)
        fixture.run(frames: 1)
        #expect(finished == [true])
        // On again: the next block animates.
        UIView.animate(withDuration: 2) { view.alpha = 1 }
        fixture.run(seconds: 1)
        #expect(view.presentation.alpha > 0.25 && view.presentation.alpha < 1)
    }

    // Apple: a nested block "inherits the remaining duration of the in-flight animation" unless it passes
    // `.overrideInheritedDuration`; a property animator runs its blocks when it starts.
    @Test("inheritedAnimationDuration: the running block's (a nested block's the outer's unless it overrides), else 0")
    func inheritedDuration() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var seen: [TimeInterval] = [UIView.inheritedAnimationDuration]
        UIView.animate(withDuration: 0.4) {
            seen.append(UIView.inheritedAnimationDuration)
            UIView.performWithoutAnimation { seen.append(UIView.inheritedAnimationDuration) }
            UIView.animate(withDuration: 1.5) { seen.append(UIView.inheritedAnimationDuration) }
            UIView.animate(withDuration: 1.5, delay: 0, options: [.overrideInheritedDuration]) {
                seen.append(UIView.inheritedAnimationDuration)
            }
        }
        let animator = UIViewPropertyAnimator(duration: 0.75, curve: .easeOut) { seen.append(UIView.inheritedAnimationDuration) }
        animator.startAnimation()
        UIView.animateKeyframes(withDuration: 2, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { seen.append(UIView.inheritedAnimationDuration) }
        }
        #expect(seen == [0, 0.4, 0, 0.4, 1.5, 0.75, 2] && UIView.inheritedAnimationDuration == 0)
        animator.stopAnimation(true)
    }

    @Test("a layer's drawing hints are kept as set, with Core Animation's defaults")
    func drawingHints() {
        let layer = CAGradientLayer()
        #expect(!layer.drawsAsynchronously && !layer.shouldRasterize && layer.rasterizationScale == 1 && layer.contentsScale == 1)
        layer.drawsAsynchronously = true
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
        layer.contentsScale = 2
        layer.isOpaque = true
        #expect(layer.drawsAsynchronously && layer.shouldRasterize && layer.isOpaque)
        #expect(layer.rasterizationScale == 1 && layer.contentsScale == 2)
    }
}
