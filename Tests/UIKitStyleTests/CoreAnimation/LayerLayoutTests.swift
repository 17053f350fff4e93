import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Apple's "CALayer" reference: `layoutSublayers()` — "Subclasses can override this method and use it to implement
// their own layout algorithm … The default implementation of this method calls the layoutSublayers(of:) method of the
// layer's delegate object"; `setNeedsLayout()` — "Invalidates the layer's layout and marks it as needing an update";
// `needsLayout()`; `layoutIfNeeded()` — "Recalculate the receiver's layout, if required". A view is its layer's
// delegate, and UIView's `layoutSublayers(of:)` lays the view out. `hitTest(_:)` takes a point "in the coordinate
// system of the receiver's superlayer" and returns "the farthest descendant … that contains the specified point";
// `contains(_:)` a point in the receiver's own coordinate system.

/// A layer that keeps its one sublayer inset by 10 points, and counts its layouts.
@MainActor
final class InsetLayer: CALayer {
    let inner = CALayer()
    var layouts = 0

    required init() {
        super.init()
        addSublayer(inner)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    required init(layer: Any) { super.init(layer: layer) }

    override func layoutSublayers() {
        super.layoutSublayers()
        layouts += 1
        inner.frame = bounds.insetBy(dx: 10, dy: 10)
    }
}

/// A view that keeps a gradient over its bounds from `layoutSublayers(of:)`, as real code writes it.
@MainActor
final class GradientCardView: UIView {
    let gradient = CAGradientLayer()
    var layoutSubviewsCalls = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(gradient)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        gradient.frame = bounds
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutSubviewsCalls += 1
    }
}

/// A delegate that places a layer's sublayers side by side.
@MainActor
final class RowLayout: CALayerDelegate {
    var calls = 0
    func layoutSublayers(of layer: CALayer) {
        calls += 1
        let parts = layer.sublayers ?? []
        let width = layer.bounds.width / CGFloat(max(parts.count, 1))
        for (index, part) in parts.enumerated() {
            part.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: layer.bounds.height)
        }
    }
}

@MainActor
@Suite("CALayer layout: layoutSublayers, setNeedsLayout, the delegate, hit-testing")
struct LayerLayoutTests {
    // A frame lays its tree out before drawing it (`layoutIfNeeded()` on the root view, as a host does).

    @Test("a layer subclass places its sublayer before the next frame, and again at a new size")
    func subclassLayout() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let layer = InsetLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        root.layer.addSublayer(layer)
        #expect(layer.needsLayout())
        root.layoutIfNeeded()
        #expect(!layer.needsLayout() && layer.layouts == 1)
        #expect(layer.inner.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
        layer.bounds.size = CGSize(width: 200, height: 100)
        root.layoutIfNeeded()
        #expect(layer.layouts == 2 && layer.inner.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        // Moving it is no new size: no layout.
        layer.position = CGPoint(x: 150, y: 150)
        root.layoutIfNeeded()
        #expect(layer.layouts == 2)
    }

    @Test("setNeedsLayout marks, layoutIfNeeded lays out at once, once; unmarked, it does nothing")
    func explicitLayout() {
        let layer = InsetLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.layoutIfNeeded()
        let first = layer.layouts
        layer.layoutIfNeeded()
        #expect(layer.layouts == first)
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.layouts == first + 1 && !layer.needsLayout())
        #expect(layer.inner.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
    }

    @Test("a layer's delegate places its sublayers (layoutSublayers(of:)); a view is its layer's delegate, for good")
    func delegate() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let row = CALayer(), layout = RowLayout()
        row.delegate = layout
        row.frame = CGRect(x: 0, y: 0, width: 90, height: 30)
        for _ in 0..<3 { row.addSublayer(CALayer()) }
        root.layer.addSublayer(row)
        root.layoutIfNeeded()
        #expect(layout.calls == 1)
        #expect(row.sublayers?.map(\.frame.minX) == [0, 30, 60] && row.sublayers?.last?.frame.width == 30)
        #expect(root.layer.delegate === root)
        root.layer.delegate = layout
        #expect(root.layer.delegate === root && fixture.errors.count == 1)
    }

    @Test("a view that sizes a gradient in layoutSublayers(of:) keeps it over its bounds, and still lays out its subviews")
    func viewOverride() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = GradientCardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.addSubview(card)
        root.layoutIfNeeded()
        #expect(card.gradient.frame == CGRect(x: 0, y: 0, width: 120, height: 80) && card.layoutSubviewsCalls >= 1)
        let calls = card.layoutSubviewsCalls
        card.frame.size = CGSize(width: 200, height: 50)
        card.layoutIfNeeded()
        #expect(card.gradient.frame == CGRect(x: 0, y: 0, width: 200, height: 50) && card.layoutSubviewsCalls == calls + 1)
    }

    @Test("hitTest finds the farthest layer under a point given in the superlayer's space; contains is the bounds")
    func hitTesting() {
        let root = CALayer(), box = CALayer(), dot = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        box.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(box)
        box.addSublayer(dot)
        #expect(root.hitTest(CGPoint(x: 115, y: 115)) === dot)
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === box)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 50)) == nil)
        #expect(box.contains(CGPoint(x: 99, y: 99)) && !box.contains(CGPoint(x: 101, y: 50)))
        // Hidden layers are passed over; in a layer that masks to its bounds, what lies outside them is not hit.
        dot.isHidden = true
        #expect(root.hitTest(CGPoint(x: 115, y: 115)) === box)
        dot.isHidden = false
        dot.frame = CGRect(x: 90, y: 90, width: 40, height: 40)
        #expect(root.hitTest(CGPoint(x: 220, y: 220)) === dot)
        box.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 220, y: 220)) === root)
    }

    @Test("convert(_:from:) and convert(_:to:) go through positions, anchor points and transforms")
    func converting() {
        let root = CALayer(), box = CALayer(), dot = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        box.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
        dot.frame = CGRect(x: 10, y: 20, width: 20, height: 20)
        root.addSublayer(box)
        box.addSublayer(dot)
        #expect(dot.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 110, y: 70))
        #expect(root.convert(CGPoint(x: 110, y: 70), to: dot) == CGPoint(x: 0, y: 0))
        #expect(dot.convert(CGPoint(x: 110, y: 70), from: nil) == .zero)
        // Turned a half turn about its centre (150, 100): the box's origin lands at (200, 150).
        box.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        let turned = box.convert(CGPoint.zero, to: root)
        #expect(abs(turned.x - 200) < 1e-9 && abs(turned.y - 150) < 1e-9)
        let turnedSize = box.preferredFrameSize()
        #expect(abs(turnedSize.width - 100) < 1e-9 && abs(turnedSize.height - 100) < 1e-9)
        box.transform = CATransform3DMakeScale(2, 0.5, 1)
        #expect(box.preferredFrameSize() == CGSize(width: 200, height: 50))
        #expect(box.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: root) == CGRect(x: 50, y: 75, width: 200, height: 50))
    }
}
