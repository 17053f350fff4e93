import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A layer's transforms are animated by the one track table too, as the "Core Animation Programming Guide" describes
// them: a whole `transform` blended between its ends, a key path into it (`"transform.rotation.z"`) setting that part
// of the transform and keeping the rest (so a spinner turns a view that a block scales at the same time), a keyframe
// animation along a path with `rotationMode` turning the layer to the path's direction, and `sublayerTransform`.

@MainActor
@Suite("A layer's transforms are rows of the one track table")
struct TransformRowsTests {
    private func linear(_ keyPath: String, from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
        .linear(keyPath, from: from, to: to, duration: duration)
    }

    private func rows(on layer: CALayer, in fixture: EngineFixture) -> [String] {
        fixture.engine.layerFlightDescriptions.filter { $0.layer === layer }.compactMap(\.animation.keyPath)
    }

    private func expectClose(_ a: CATransform3D?, _ b: CATransform3D, _ comment: Comment? = nil) {
        let pairs = [
            (a?.m11, b.m11), (a?.m12, b.m12), (a?.m21, b.m21), (a?.m22, b.m22), (a?.m33, b.m33), (a?.m41, b.m41), (a?.m42, b.m42),
            (a?.m34, b.m34),
        ]
        for (x, y) in pairs { #expect(abs((x ?? .nan) - y) < 1e-12, comment) }
    }

    @Test("transform.rotation.z 0 → π over 1 s on a layer of its own: a quarter turn's half, π/4, at 0.25 s")
    func rotationKeyPath() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        layer.add(linear("transform.rotation.z", from: 0, to: CGFloat.pi), forKey: "spin")
        #expect(rows(on: layer, in: fixture) == ["transform.rotation.z"])
        fixture.run(seconds: 0.25)
        expectClose(layer.presentation()?.transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
    }

    @Test("a spinner on a view's layer keeps the scale a block animates: 0.75 × a turn of π/2 at 0.5 s")
    func spinnerOverBlockScale() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.add(linear("transform.rotation.z", from: 0, to: CGFloat.pi), forKey: "spin")
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
        fixture.run(seconds: 0.5)
        // The block half way: scale 1 + (0.5 − 1) × 0.5 = 0.75; the spinner sets the turn to π/2 and keeps it.
        let expected = CATransform3DScale(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 0.75, 0.75, 1)
        expectClose(view.layer.presentation()?.transform, expected)
        #expect(view.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    }

    @Test(
        "an additive transform.rotation.y turns a tilted layer further about its own y axis and keeps the tilt: a spin of 2π over 2 s shows Ry(π/2)·Rx(−0.5) at 0.5 s"
    )
    func additiveTurnKeepsOtherTurns() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let cube = CATransformLayer()
        cube.transform = CATransform3DMakeRotation(-0.5, 1, 0, 0)
        let spin = linear("transform.rotation.y", from: nil, to: nil, duration: 2)
        spin.byValue = CGFloat.pi * 2
        spin.isAdditive = true
        cube.add(spin, forKey: "spin")
        fixture.run(seconds: 0.5)
        // Additive: the animation's value, a turn about y by 2π × 0.25, is concatenated before the model's tilt.
        let expected = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeRotation(-0.5, 1, 0, 0))
        let shown = cube.presentation()?.transform
        let entries: [(CGFloat?, CGFloat)] = [
            (shown?.m11, expected.m11), (shown?.m12, expected.m12), (shown?.m13, expected.m13), (shown?.m21, expected.m21),
            (shown?.m22, expected.m22), (shown?.m23, expected.m23), (shown?.m31, expected.m31), (shown?.m32, expected.m32),
            (shown?.m33, expected.m33),
        ]
        for (a, b) in entries { #expect(abs((a ?? .nan) - b) < 1e-12, "\(String(describing: shown))") }
        #expect(cube.transform == CATransform3DMakeRotation(-0.5, 1, 0, 0))
    }

    @Test("along a straight path down and right with rotationMode auto: half way at (50, 50), turned π/4")
    func turnAlongPath() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 100))
        let travel = CAKeyframeAnimation(keyPath: "position")
        (travel.path, travel.rotationMode, travel.duration) = (path.cgPath, .rotateAuto, 1)
        layer.add(travel, forKey: "travel")
        #expect(rows(on: layer, in: fixture) == ["position", "position"])
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.position == CGPoint(x: 50, y: 50))
        expectClose(layer.presentation()?.transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
    }

    @Test("sublayerTransform to a perspective of −1/500 over 1 s: m34 = −1/1000 half way")
    func sublayerPerspective() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.add(linear("sublayerTransform", from: CATransform3DIdentity, to: perspective), forKey: "depth")
        #expect(rows(on: layer, in: fixture) == ["sublayerTransform"])
        fixture.run(seconds: 0.5)
        var half = CATransform3DIdentity
        half.m34 = -1 / 1000
        expectClose(layer.presentation()?.sublayerTransform, half)
    }

    @Test("bounds animated to a rectangle of negative height shows it as written, field by field, not standardised")
    func negativeHeight() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        let flipped = CGRect(x: 2, y: 15, width: 75, height: -21)
        layer.add(linear("bounds", from: flipped, to: flipped), forKey: "flip")
        fixture.run(seconds: 0.1)
        #expect(layer.presentation()?.bounds.origin == CGPoint(x: 2, y: 15))
        #expect(layer.presentation()?.bounds.size == CGSize(width: 75, height: -21))
    }
}
