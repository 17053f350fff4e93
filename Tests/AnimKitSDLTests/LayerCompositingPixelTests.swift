import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A view is drawn as its layer, one way for every layer (Apple's `CALayer` reference): the border "is composited
/// above the receiver's contents and sublayers", a shadow is cast from a shape layer's path, a replicator copies its
/// sublayers — whether the layer is a view's or one of its own.
@MainActor
@Suite("One way to draw a layer, a view's or its own", .serialized)
struct LayerCompositingPixelTests {
    /// A white 100 × 100 canvas.
    private func canvas() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        return root
    }

    @Test("a view's border is drawn over the subview that fills it")
    func borderOverSubviews() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = canvas()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        card.layer.borderWidth = 10
        card.layer.borderColor = UIColor.red.cgColor
        let photo = UIView(frame: card.bounds)
        photo.backgroundColor = .blue
        card.addSubview(photo)
        root.addSubview(card)
        let host = try OffscreenHost(root: root)
        try host.render()
        // The band 10…20 is the border's, over the blue; inside it the subview shows.
        #expect(host.pixel(x: 12, y: 50) == Pixel(255, 0, 0) && host.pixel(x: 87, y: 50) == Pixel(255, 0, 0))
        #expect(host.pixel(x: 50, y: 12) == Pixel(255, 0, 0) && host.pixel(x: 50, y: 50) == Pixel(0, 0, 255))
    }

    @Test("a layer's border is drawn over its sublayers, as a view's is")
    func layerBorderOverSublayers() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = canvas()
        let frame = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frame.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        frame.borderWidth = 10
        frame.borderColor = UIColor.red.cgColor
        let fill = CALayer()
        fill.frame = frame.bounds
        fill.backgroundColor = UIColor.blue.cgColor
        frame.addSublayer(fill)
        root.layer.addSublayer(frame)
        CATransaction.commit()
        let host = try OffscreenHost(root: root)
        try host.render()
        #expect(host.pixel(x: 12, y: 50) == Pixel(255, 0, 0) && host.pixel(x: 50, y: 50) == Pixel(0, 0, 255))
    }

    /// A view whose layer is a shape layer: a 20-point square in its middle.
    private final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    @Test("a view whose layer is a shape layer casts its shadow from the shape, not from its bounds")
    func shapeViewShadow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = canvas()
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let shape = try #require(view.layer as? CAShapeLayer)
        shape.path = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 20, height: 20)).cgPath
        shape.fillColor = UIColor.blue.cgColor
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = CGSize(width: 30, height: 30)
        root.addSubview(view)
        let host = try OffscreenHost(root: root)
        try host.render()
        // The square at 20…40, its shadow at 50…70; the bounds' shadow would have covered 30…90.
        #expect(host.pixel(x: 30, y: 30) == Pixel(0, 0, 255) && host.pixel(x: 60, y: 60) == Pixel(0, 0, 0))
        #expect(host.pixel(x: 85, y: 85) == Pixel(255, 255, 255) && host.pixel(x: 45, y: 45) == Pixel(255, 255, 255))
    }

    /// A view whose layer is a replicator, as loading indicators are written.
    private final class ReplicatorView: UIView {
        override class var layerClass: AnyClass { CAReplicatorLayer.self }
    }

    @Test("a view whose layer is a replicator draws its sublayers once for each instance")
    func replicatorView() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = canvas()
        let view = ReplicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let replicator = try #require(view.layer as? CAReplicatorLayer)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let dot = CALayer()
        dot.frame = CGRect(x: 5, y: 40, width: 20, height: 20)
        dot.backgroundColor = UIColor.blue.cgColor
        view.layer.addSublayer(dot)
        CATransaction.commit()
        root.addSubview(view)
        let host = try OffscreenHost(root: root)
        try host.render()
        // Copies at 5, 35 and 65; none at 95.
        for x in [15, 45, 75] { #expect(host.pixel(x: x, y: 50) == Pixel(0, 0, 255), "copy at \(x)") }
        #expect(host.pixel(x: 30, y: 50) == Pixel(255, 255, 255) && host.pixel(x: 97, y: 50) == Pixel(255, 255, 255))
    }
}
