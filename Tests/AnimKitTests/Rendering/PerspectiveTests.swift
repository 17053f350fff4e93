import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A 200 × 100 layer centred at (200, 150), turned 60° about y with m34 = −1/500. By CATransform3D's definitions (row
// vectors; MakeRotation about y puts sin θ in m31 and −sin θ in m13; Rotate applies the rotation first), a point
// (x, y) of the layer, measured from its anchor, goes to (x cos θ, y, −x sin θ) and then gets the weight
// w = 1 − z/500 = 1 + x sin θ / 500. So the right edge (x = 100) has w = 1.173205 and lands at
// (50, ±50) / w = (42.6183, ±42.6183); the left edge (x = −100) has w = 0.826795 and lands at (−60.4745, ±60.4745).

@MainActor
@Suite("Perspective: 3-D transforms drawn as Core Animation projects them")
struct PerspectiveTests {
    static let turned: CATransform3D = {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return CATransform3DRotate(t, .pi / 3, 0, 1, 0)
    }()

    /// Where the corners of the layer's bounds (top left, top right, bottom right, bottom left) land.
    static let expectedCorners = [
        CGPoint(x: 200 - 60.4745, y: 150 - 60.4745), CGPoint(x: 200 + 42.6183, y: 150 - 42.6183),
        CGPoint(x: 200 + 42.6183, y: 150 + 42.6183), CGPoint(x: 200 - 60.4745, y: 150 + 60.4745),
    ]

    func root() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.backgroundColor = .white
        return root
    }

    func card(_ transform: CATransform3D) -> CALayer {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        card.position = CGPoint(x: 200, y: 150)
        card.backgroundColor = .red
        card.transform = transform
        return card
    }

    func corners(of item: DisplayItem) -> [CGPoint] {
        let r = item.rect
        return [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ].map { item.transform.apply($0) }
    }

    func expectCorners(_ item: DisplayItem?, _ comment: Comment? = nil) {
        guard let item else {
            Issue.record("no item")
            return
        }
        for (got, want) in zip(corners(of: item), Self.expectedCorners) {
            #expect(abs(got.x - want.x) < 2e-4 && abs(got.y - want.y) < 2e-4, "\(got) ≠ \(want)")
        }
    }

    @Test("a layer's own m34 and rotation: the near edge grows, the far edge shrinks, about the anchor point")
    func ownPerspective() {
        let root = root()
        root.layer.addSublayer(card(Self.turned))
        let list = DisplayList(root: root)
        expectCorners(list.items.last)
        let box = list.items.last?.canvasBounds ?? .null
        #expect(abs(box.minX - 139.5255) < 2e-4 && abs(box.width - 103.0928) < 2e-4 && abs(box.height - 120.9490) < 2e-4)
    }

    @Test("a sublayerTransform's m34 applies about the container's anchor: the same card, turned without its own m34")
    func sharedPerspective() {
        let root = root()
        let stage = CALayer()
        stage.frame = root.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        stage.sublayerTransform = perspective
        stage.addSublayer(card(CATransform3DMakeRotation(.pi / 3, 0, 1, 0)))
        root.layer.addSublayer(stage)
        expectCorners(DisplayList(root: root).items.last)
    }

    @Test("a view's layer with a 3-D transform draws the view, and its subviews, in perspective")
    func viewLayer() {
        let root = root()
        let view = View(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        view.backgroundColor = .red
        let inner = View(frame: view.bounds)
        inner.backgroundColor = .blue
        view.addSubview(inner)
        root.addSubview(view)
        view.layer.transform = Self.turned
        let list = DisplayList(root: root)
        #expect(list.items.count == 3)
        expectCorners(list.items[1])
        expectCorners(list.items[2])
    }

    @Test("turned half round, a layer shows its back mirrored; with isDoubleSided false it is not drawn, nor its sublayers")
    func doubleSided() {
        let root = root()
        let back = card(CATransform3DMakeRotation(.pi, 0, 1, 0))
        let badge = CALayer()
        badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        badge.backgroundColor = .blue
        back.addSublayer(badge)
        root.layer.addSublayer(back)
        let shown = DisplayList(root: root).items
        #expect(shown.count == 3)
        // Mirrored: the badge at the layer's top left is on the right on screen.
        #expect(abs((shown.last?.canvasBounds.maxX ?? 0) - 300) < 1e-9)
        #expect(shown.last?.transform.facesViewer == false)
        back.isDoubleSided = false
        #expect(DisplayList(root: root).items.count == 1)
        back.transform = CATransform3DMakeRotation(.pi / 2 - 0.01, 0, 1, 0)
        #expect(DisplayList(root: root).items.count == 3)
    }

    @Test("a layer with any corner at or behind the eye is left out, not drawn inside out")
    func behindTheEye() {
        let root = root()
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 50
        root.layer.addSublayer(card(CATransform3DRotate(t, .pi / 3, 0, 1, 0)))
        // The left edge's weight is 1 − 100 × sin 60° / 50 < 0.
        #expect(DisplayList(root: root).items.count == 1)
    }

    @Test("a shape in perspective reaches the backend as lines through the projected points, its stroke scaled")
    func projectedShape() throws {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil)
        shape.strokeColor = .black
        shape.fillColor = nil
        shape.lineWidth = 4
        let drawing = try #require(ShapeDrawing(shape))
        let root = root()
        let card = card(Self.turned)
        card.backgroundColor = nil
        shape.frame = card.bounds
        card.addSublayer(shape)
        root.layer.addSublayer(card)
        let item = try #require(DisplayList(root: root).items.last)
        let projected = drawing.projected(through: item.transform)
        let points = projected.strokePath.flatMap(\.points)
        for corner in Self.expectedCorners {
            #expect(points.contains { abs($0.x - corner.x) < 1e-3 && abs($0.y - corner.y) < 1e-3 }, "\(corner)")
        }
        // The width scales by √|det J| at the middle of the path (the anchor): there w = 1 and det J = cos 60° = 0.5.
        #expect(abs(projected.lineWidth - 4 * 0.5.squareRoot()) < 1e-9)
    }
}
