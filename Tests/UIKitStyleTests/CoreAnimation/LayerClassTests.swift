import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// UIKit makes each view's layer from the view's class's `layerClass` ("UIView" reference: "The class used to create
// the layer for instances of this class"): a view whose layer class is CAShapeLayer is a shape — its layer draws the
// path in the view's bounds — and still has its layer's geometry (center is the position).

@MainActor
final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var ring: CAShapeLayer? { layer as? CAShapeLayer }
}

@MainActor
final class SkyView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

@MainActor
final class NotALayerView: UIView {
    override class var layerClass: AnyClass { UIView.self }
}

@MainActor
@Suite("A view's layer class")
struct LayerClassTests {
    @Test("a view of a class whose layerClass is CAShapeLayer has a shape layer, which is the view's geometry and draws its path")
    func shapeView() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = RingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(view)
        let ring = try #require(view.ring)
        ring.path = UIBezierPath(ovalIn: view.bounds).cgPath
        ring.fillColor = UIColor.red.cgColor
        #expect(ring.position == CGPoint(x: 100, y: 100) && ring.bounds == view.bounds && ring.superlayer === root.layer)
        let shapes = DisplayList(root: root).items.filter {
            if case .shape = $0.content { return true }
            return false
        }
        #expect(shapes.count == 1)
        // The oval's coverage, in the view's bounds, placed on the canvas by the view: its frame.
        #expect(shapes.first?.filledCanvasRect == CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(UIView.layerClass == CALayer.self && type(of: UIView().layer) == CALayer.self)
    }

    @Test("a gradient view draws its layer's gradient; an image in a view's layer's contents is drawn too")
    func gradientAndContents() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sky = SkyView(frame: root.bounds)
        (sky.layer as? CAGradientLayer)?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        root.addSubview(sky)
        let picture = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        picture.layer.contents =
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }.cgImage
        root.addSubview(picture)
        let items = DisplayList(root: root).items
        #expect(items.count == 2)
        if case .gradient = items.first?.content {} else { Issue.record("the sky's gradient is not drawn first: \(items)") }
        // The image fills the view's bounds (the default gravity stretches it): on the canvas, the view's frame.
        #expect(items.last?.filledCanvasRect == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("a layerClass that is no layer is reported, and the view gets a plain layer")
    func notALayer() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = NotALayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(type(of: view.layer) == CALayer.self && view.layer.bounds.size == CGSize(width: 10, height: 10))
        #expect(fixture.errors.count == 1 && fixture.errors.first?.description.contains("not a CALayer subclass") == true)
    }
}
