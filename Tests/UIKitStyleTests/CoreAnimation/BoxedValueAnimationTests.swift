import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Core Animation code boxes its values in NSValue, as Objective-C needed and as most published Swift still does:
// `NSValue(cgPoint:)` in a position animation, `NSValue(caTransform3D:)` in a flip, an array of them as keyframes.
// The boxed value animates exactly as the bare one: a linear animation half-way shows the middle of its ends.
@MainActor
@Suite("NSValue-boxed geometry and transforms in Core Animation")
struct BoxedValueAnimationTests {
    @Test("transforms, insets and vectors box and unbox as UIKit's NSValue additions do; equal boxes are equal")
    func boxes() {
        let turn = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        #expect(CATransform3DEqualToTransform(NSValue(caTransform3D: turn).caTransform3DValue, turn))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(cgVector: CGVector(dx: 7, dy: -8)).cgVectorValue == CGVector(dx: 7, dy: -8))
        #expect(NSValue(caTransform3D: turn) == NSValue(caTransform3D: turn))
        #expect(NSValue(caTransform3D: turn) != NSValue(caTransform3D: CATransform3DIdentity))
    }

    @Test("a linear position animation between two boxed points is at their middle half-way")
    func boxedPoints() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 100))
        move.toValue = NSValue(cgPoint: CGPoint(x: 200, y: 300))
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.position == CGPoint(x: 100, y: 200) && fixture.errors.isEmpty)
    }

    @Test("a flip from a boxed identity to a boxed half turn about y shows a quarter turn half-way")
    func boxedTransforms() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        let flip = CABasicAnimation(keyPath: "transform")
        flip.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        flip.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi * 0.9, 0, 1, 0))
        flip.duration = 1
        flip.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(flip, forKey: "flip")
        fixture.run(seconds: 0.5)
        let shown = try #require(layer.presentation()?.transform)
        // Half of 0.9 π about y: m11 = cos, m13 = −sin.
        #expect(abs(shown.m11 - cos(.pi * 0.45)) < 1e-9 && abs(shown.m13 + sin(.pi * 0.45)) < 1e-9)
    }

    @Test("boxed keyframes and a boxed point in a group child animate; setValue(_:forKeyPath:) takes a box")
    func keyframesGroupsAndKeyValue() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let dot = CALayer()
        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)].map { NSValue(cgPoint: $0) }
        path.keyTimes = [0, 0.5, 1]
        path.duration = 2
        path.calculationMode = .linear
        dot.add(path, forKey: "path")
        let spark = CALayer()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 10))
        move.toValue = NSValue(cgPoint: CGPoint(x: 60, y: 10))
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue) = (1, 0)
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 1
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        spark.add(group, forKey: "spark")
        fixture.run(seconds: 0.7)
        #expect(spark.presentation()?.position == CGPoint(x: 45, y: 10) && fixture.errors.isEmpty)
        fixture.run(seconds: 0.8)
        // 1.5 s of 2: half-way along the second leg (keyframe pacing is linear in time here).
        #expect(dot.presentation()?.position == CGPoint(x: 100, y: 50))
        let plain = CALayer()
        plain.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKeyPath: "position")
        plain.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKeyPath: "transform")
        #expect(plain.position == CGPoint(x: 3, y: 4) && plain.transform.m11 == 2)
        #expect((plain.value(forKeyPath: "position") as? CGPoint) == CGPoint(x: 3, y: 4))
        // A number reads back as any number type, as the NSNumber Objective-C returns does: the angle a spinner stopped at.
        plain.setValue(0.5, forKeyPath: "transform.rotation.z")
        #expect(abs((plain.value(forKeyPath: "transform.rotation.z") as? Double ?? 0) - 0.5) < 1e-12)
        #expect(abs((plain.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - 0.5) < 1e-12)
        #expect((plain.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.floatValue == 0.5)
        #expect(plain.value(forKeyPath: "position.x") as? Int == 3)
    }

    /// A flip written as iOS code writes it: `isFlipped ? CGFloat.pi : 0` stored in `fromValue` keeps the `0` an `Int`
    /// (the two sides are each made `Any`), which Objective-C boxes as an `NSNumber`; reading it back as a `CGFloat`
    /// stopped the program here.
    @Test("numbers in fromValue, toValue, byValue and values read back as any number type, as NSNumbers do on iOS")
    func numbersReadBackAsAnyType() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        func flip(_ turn: CABasicAnimation, isFlipped: Bool) {
            turn.fromValue = isFlipped ? CGFloat.pi : 0
            turn.toValue = isFlipped ? 0 : CGFloat.pi
        }
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        flip(turn, isFlipped: false)
        turn.byValue = Float(0.5)
        #expect(turn.fromValue as? CGFloat == 0 && turn.fromValue as? Int == 0 && turn.fromValue as? Double == 0)
        #expect(turn.toValue as? CGFloat == .pi && turn.toValue as? Double == .pi && turn.toValue as? Int == nil)
        #expect(turn.byValue as? CGFloat == 0.5)
        let copy = try #require(turn.copy() as? CABasicAnimation)
        #expect((copy.fromValue as! CGFloat) + .pi == .pi)
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10.5, CGFloat(-10), Float(5)]
        #expect(shake.values as? [CGFloat] == [0, 10.5, -10, 5] && shake.values?[0] as? Int == 0)
        // Still animated by value: the half turn from 0 to π, linear, is π/2 half-way.
        let layer = CALayer()
        turn.byValue = nil
        turn.duration = 1
        turn.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(turn, forKey: "flip")
        fixture.run(seconds: 0.5)
        let shown = try #require(layer.presentation()?.transform)
        #expect(abs(shown.m11 - cos(.pi / 2)) < 1e-9 && fixture.errors.isEmpty)
    }
}
