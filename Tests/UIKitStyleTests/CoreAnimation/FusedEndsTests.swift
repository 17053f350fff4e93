import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A group's basic animations timed alike share one run and, each the first of its key, blend in one loop over their
// numbers; a basic animation of a whole transform leaves its moment in place of the matrix until it is read. Neither may
// change a number. The expectations are CABasicAnimation's table of ends — `fromValue` and `toValue`; `toValue` alone
// from the current value; `fromValue` alone to it; `byValue` alone from it to it plus the step; an additive animation's
// values added to what lies under it — at the progress a linear curve gives (the fraction of the duration), and a
// transform interpolated by its parts (scale, then the turn along the shorter arc), as Core Animation blends transforms.

@MainActor
@Suite("A group's basic animations fuse into one loop; a transform is composed when it is read")
struct FusedEndsTests {
    private func linear(_ keyPath: String, from: Any?, to: Any?, duration: CFTimeInterval = 2) -> CABasicAnimation {
        .linear(keyPath, from: from, to: to, duration: duration)
    }

    private func group(_ animations: [CAAnimation], duration: CFTimeInterval = 2) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        (group.animations, group.duration) = (animations, duration)
        return group
    }

    private func layer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        (layer.opacity, layer.cornerRadius, layer.borderWidth) = (0.5, 4, 1)
        return layer
    }

    @Test("each way of giving ends, in one group over 2 s, at 0.5 s (progress 0.25) and 1.5 s (0.75)")
    func everySource() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = layer()
        let size = linear("bounds.size", from: nil, to: CGSize(width: 200, height: 100))
        let opacity = linear("opacity", from: 0, to: nil)
        let corner = CABasicAnimation.linear("cornerRadius", from: nil, to: nil, duration: 2)
        corner.byValue = 8
        let border = linear("borderWidth", from: 0, to: 4)
        border.isAdditive = true
        let color = linear("backgroundColor", from: Color(red: 1, green: 0, blue: 0), to: Color(red: 0, green: 0, blue: 1))
        layer.add(
            group([linear("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 200)), size, opacity, corner, border, color]),
            forKey: "all")
        fixture.run(seconds: 0.5)
        let early = layer.presentation()
        #expect(early?.position == CGPoint(x: 25, y: 50))
        #expect(early?.bounds == CGRect(x: 0, y: 0, width: 125, height: 62.5))
        #expect(early?.opacity == 0.125)
        #expect(early?.cornerRadius == 6)
        #expect(early?.borderWidth == 2)
        let shown = early?.backgroundColor
        #expect(shown?.red == 0.75 && shown?.green == 0 && shown?.blue == 0.25 && shown?.alpha == 1)
        fixture.run(seconds: 1)
        let late = layer.presentation()
        #expect(late?.position == CGPoint(x: 75, y: 150))
        #expect(late?.bounds.size == CGSize(width: 175, height: 87.5))
        #expect(late?.opacity == 0.375)
        #expect(late?.cornerRadius == 10)
        #expect(late?.borderWidth == 4)
    }

    @Test("an end read from the model follows it: cornerRadius 4 by 8 is 6 at 0.5 s; set to 10, it is 14 at 1 s")
    func followsTheModel() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = layer()
        let corner = CABasicAnimation.linear("cornerRadius", from: nil, to: nil, duration: 2)
        corner.byValue = 8
        layer.add(group([corner, linear("opacity", from: nil, to: 1)]), forKey: "grow")
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.cornerRadius == 6)
        layer.cornerRadius = 10
        layer.opacity = 0
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.cornerRadius == 14)
        #expect(layer.presentation()?.opacity == 0.5)
    }

    @Test("position.x 0 → 40 moves x alone: 10 at 0.5 s, y the model's 25")
    func partOfAKey() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = layer()
        layer.add(group([linear("position.x", from: 0, to: 40), linear("opacity", from: 0, to: 1)]), forKey: "slide")
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.position == CGPoint(x: 10, y: 25))
    }

    @Test("a colour past its ends stays in gamut: red → blue at progress 1.625 (a curve that overshoots) is blue")
    func colorOvershoot() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = layer()
        let color = linear("backgroundColor", from: Color(red: 1, green: 0, blue: 0), to: Color(red: 0, green: 0, blue: 1))
        // x(t) = 1.5 t (1 − t) + t³ and y(t) = 6 t (1 − t) + t³: at t = 0.5, the fraction 0.5 gives the progress 1.625.
        color.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 2, 0.5, 2)
        layer.add(group([color, linear("opacity", from: 0, to: 1)]), forKey: "flash")
        fixture.run(seconds: 1)
        let shown = layer.presentation()?.backgroundColor
        #expect(shown?.red == 0 && shown?.green == 0 && shown?.blue == 1 && shown?.alpha == 1)
    }

    @Test("a colour from no colour does not blend: none until the end")
    func colorFromNone() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = layer()
        layer.backgroundColor = nil
        layer.add(
            group([linear("backgroundColor", from: nil, to: Color(red: 0, green: 0, blue: 1)), linear("opacity", from: 0, to: 1)]),
            forKey: "in")
        fixture.run(seconds: 1)
        #expect((layer.presentation()?.backgroundColor?.alpha ?? 0) == 0)
    }

    @Test("not begun, without a backwards fill, the group shows the model")
    func notBegun() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = layer()
        let later = group([linear("opacity", from: 0, to: 1), linear("cornerRadius", from: 0, to: 20)])
        later.beginTime = CACurrentMediaTime() + 1
        layer.add(later, forKey: "later")
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.opacity == 0.5 && layer.presentation()?.cornerRadius == 4)
        fixture.run(seconds: 1)
        #expect(layer.presentation()?.opacity == 0.25 && layer.presentation()?.cornerRadius == 5)
    }

    private func expect(_ transform: CATransform3D?, scale: Double, angle: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = CATransform3DRotate(CATransform3DMakeScale(scale, scale, 1), angle, 0, 0, 1)
        guard let transform else {
            Issue.record("no presentation", sourceLocation: sourceLocation)
            return
        }
        func entries(_ t: CATransform3D) -> [CGFloat] {
            [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        }
        for (shown, wanted) in zip(entries(transform), entries(expected)) {
            #expect(abs(Double(shown) - Double(wanted)) < 1e-12, "\(transform) is not \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test("a transform from the model's scale 2 to a quarter turn: scale 1.5 turned π/4 half way; the model set to none, 3π/8")
    func transformFromTheModel() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = layer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.add(linear("transform", from: nil, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), duration: 1), forKey: "turn")
        fixture.run(seconds: 0.5)
        expect(layer.presentation()?.transform, scale: 1.5, angle: .pi / 4)
        layer.transform = CATransform3DIdentity
        fixture.run(seconds: 0.25)
        expect(layer.presentation()?.transform, scale: 1, angle: 3 * .pi / 8)
    }

    @Test("an additive rotation.z over it turns further: scale 1.5 turned π/4 + π/4")
    func partOverTheTransform() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = layer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.add(linear("transform", from: nil, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), duration: 1), forKey: "turn")
        let spin = linear("transform.rotation.z", from: 0, to: Double.pi / 2, duration: 1)
        spin.isAdditive = true
        layer.add(spin, forKey: "spin")
        fixture.run(seconds: 0.5)
        expect(layer.presentation()?.transform, scale: 1.5, angle: .pi / 2)
    }
}
