import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Core Animation's dynamic properties ("Core Animation Programming Guide", "Key-Value Coding Extensions"; an
// `@NSManaged` property of a CALayer subclass): kept by the layer under their name, so an animation of that key path
// moves the presentation's value; copied into the presentation; and, when the class's `needsDisplay(forKey:)` names the
// key, a change of it redraws the layer — the presentation too, each frame of an animation, with that frame's value.

/// A bar whose length is a managed property, drawn again as it changes: the classic custom animatable property.
@MainActor
final class SweepLayer: CALayer {
    @CAManaged var sweep: Double
    @CAManaged var label: String?

    override class func needsDisplay(forKey key: String) -> Bool { key == "sweep" || super.needsDisplay(forKey: key) }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: CGFloat(sweep), height: 10))
    }
}

@MainActor
@Suite("A layer's managed (@NSManaged) properties: by key, animated, copied, redrawn")
struct ManagedPropertyTests {
    func shapes(_ root: UIView) -> [CGRect] {
        DisplayList(root: root).items.map(\.filledCanvasRect).filter { !$0.isNull && $0.width > 0 }
    }

    func sweepLayer(in root: UIView) -> SweepLayer {
        let layer = SweepLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
        root.layer.addSublayer(layer)
        return layer
    }

    @Test("a managed property starts at zero (nil), keeps what is set, and a key the class names redraws the layer")
    func setAndRedrawn() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let layer = sweepLayer(in: root)
        #expect(layer.sweep == 0 && layer.label == nil && !layer.needsDisplay())
        layer.label = "ring"
        #expect(layer.label == "ring" && !layer.needsDisplay())
        layer.sweep = 40
        #expect(layer.sweep == 40 && layer.needsDisplay())
        #expect(shapes(root) == [CGRect(x: 0, y: 0, width: 40, height: 10)])
    }

    @Test("a basic animation of the key moves the presentation's value, drawn each frame; the model keeps its own")
    func animatedByKey() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let layer = sweepLayer(in: root)
        layer.sweep = 40
        layer.add(CABasicAnimation.linear("sweep", from: 0, to: 100), forKey: "grow")
        // Linear: 50 at half-way, 75 at three quarters.
        fixture.run(seconds: 0.5)
        #expect(try #require(layer.presentation()).sweep == 50 && layer.sweep == 40)
        #expect(shapes(root) == [CGRect(x: 0, y: 0, width: 50, height: 10)])
        fixture.run(seconds: 0.25)
        #expect(shapes(root) == [CGRect(x: 0, y: 0, width: 75, height: 10)])
        fixture.run(seconds: 0.5)
        #expect(layer.animationKeys() == nil && layer.presentation()?.sweep == 40)
        #expect(shapes(root) == [CGRect(x: 0, y: 0, width: 40, height: 10)])
    }

    @Test("a copy (init(layer:), as presentation() makes) has the managed values, without an init(layer:) of its own")
    func copied() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = SweepLayer()
        (layer.sweep, layer.label) = (70, "seventy")
        let copy = SweepLayer(layer: layer)
        #expect(copy.sweep == 70 && copy.label == "seventy")
        copy.sweep = 5
        #expect(layer.sweep == 70)
    }
}
