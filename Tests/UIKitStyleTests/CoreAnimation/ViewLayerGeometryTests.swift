import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A view is its layer's: `center` is `layer.position`, `alpha` is `layer.opacity`, `bounds` are the layer's. The
// layer's anchor point is the point of the bounds that sits at the position and that transforms turn about (Apple's
// "Core Animation Programming Guide", "Anchor Points Affect Geometric Manipulations"): with no transform the frame's
// origin is position − anchorPoint × bounds.size, and moving the anchor point keeps the position and moves the frame.
//
// The door of these tests: bounds 100 × 50, position (200, 100). With the anchor point at (0, 0.5) — the middle of its
// left edge — its frame is (200, 75, 100, 50). Turned by π/2 (CGAffineTransform(rotationAngle:) maps (x, y) to
// (−y, x)), its bounds, measured from the anchor (x in 0…100, y in −25…25), cover x in −25…25 and y in 0…100 about the
// position: the frame (175, 100, 50, 100), and the far edge's middle, (100, 25) in the bounds, lands at (200, 200).
// About its centre it would have covered (175, 50, 50, 100).

@MainActor
@Suite("A view's geometry is its layer's: position, anchor point, frame")
struct ViewLayerGeometryTests {
    func door(in root: UIView? = nil) -> UIView {
        let door = UIView(frame: CGRect(x: 150, y: 75, width: 100, height: 50))
        door.backgroundColor = .red
        root?.addSubview(door)
        return door
    }

    func expectClose(_ got: CGRect, _ want: CGRect, _ comment: Comment? = nil) {
        let close = [got.minX - want.minX, got.minY - want.minY, got.width - want.width, got.height - want.height].allSatisfy {
            abs($0) < 1e-9
        }
        #expect(close, "\(got) ≠ \(want)")
    }

    @Test("center is the layer's position, alpha its opacity, bounds and colour its own — both ways")
    func oneStorage() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = door()
        #expect(view.layer.position == CGPoint(x: 200, y: 100) && view.layer.bounds == view.bounds)
        view.layer.position = CGPoint(x: 10, y: 20)
        #expect(view.center == CGPoint(x: 10, y: 20))
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == .blue)
        view.layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
        #expect(view.bounds.size == CGSize(width: 30, height: 40))
        #expect(fixture.errors.isEmpty)
    }

    @Test("moving the anchor point keeps the position and moves the frame")
    func anchorPointMovesFrame() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = door()
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        #expect(view.center == CGPoint(x: 200, y: 100) && view.layer.position == CGPoint(x: 200, y: 100))
        #expect(view.frame == CGRect(x: 200, y: 75, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
        view.layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(view.frame == CGRect(x: 100, y: 50, width: 100, height: 50))
    }

    @Test("a rotation turns the view about its anchor point: a door on its hinge")
    func rotationAboutAnchor() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = door(in: root)
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        expectClose(view.frame, CGRect(x: 175, y: 100, width: 50, height: 100))
        let farEdge = view.convert(CGPoint(x: 100, y: 25), to: root)
        #expect(abs(farEdge.x - 200) < 1e-9 && abs(farEdge.y - 200) < 1e-9, "\(farEdge)")
        // Drawn there, and hit there: below the hinge, not about the centre.
        let fill = DisplayList(root: root).items.last
        expectClose(fill?.canvasBounds ?? .null, CGRect(x: 175, y: 100, width: 50, height: 100))
        #expect(root.hitTest(CGPoint(x: 200, y: 190)) === view)
        #expect(root.hitTest(CGPoint(x: 200, y: 60)) === root)
    }

    @Test("setting the frame puts the anchor point where it sits in the new rectangle")
    func frameWithAnchor() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = door()
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 10, y: 45) && view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        view.layer.anchorPoint = CGPoint(x: 1, y: 1)
        view.layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.center == CGPoint(x: 40, y: 40) && view.bounds.size == CGSize(width: 40, height: 40))
    }

    @Test("Auto Layout gives a view with a moved anchor point the frame its constraints say")
    func autoLayoutWithAnchor() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 50) && view.center == CGPoint(x: 20, y: 30))
    }

    @Test("a rotation animated in a block turns about the anchor point at every moment")
    func animatedRotationAboutAnchor() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = door(in: root)
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.transform = CGAffineTransform(rotationAngle: .pi / 2) }
        fixture.run(seconds: 0.5)
        // Halfway, π/4: the far edge's middle is 100 from the hinge at 45°, (200 + 100 cos 45°, 100 + 100 sin 45°).
        let far = CGPoint(x: 100, y: 25).applying(view.presentation.transformToSuperview)
        #expect(abs(far.x - (200 + 100 * cos(Double.pi / 4))) < 1e-9 && abs(far.y - (100 + 100 * sin(Double.pi / 4))) < 1e-9)
        #expect(view.layer.presentation()?.anchorPoint == CGPoint(x: 0, y: 0.5))
    }

    @Test("sibling views are drawn by their layers' zPosition, then in order")
    func zPositionOrdersViews() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
            back = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        front.backgroundColor = .red
        back.backgroundColor = .blue
        root.addSubview(front)
        root.addSubview(back)
        front.layer.zPosition = 1
        let fills = DisplayList(root: root).items.compactMap { item -> UIColor? in
            if case .fill(let color) = item.content { return color }
            return nil
        }
        #expect(fills == [.blue, .red])
        #expect(root.subviews.map(ObjectIdentifier.init) == [front, back].map(ObjectIdentifier.init))
    }

    @Test("a view's layer changes at once outside a block; inside one its corner radius moves with the block's timing")
    func viewLayerActions() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = door(in: UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)))
        fixture.run(seconds: 0.1)
        view.layer.cornerRadius = 10
        view.layer.position = CGPoint(x: 50, y: 50)
        fixture.run(seconds: 0.1)
        #expect(view.layer.presentation()?.cornerRadius == 10 && view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.layer.cornerRadius = 30 }
        fixture.run(seconds: 0.25)
        // Linear over 1 s: a quarter of the way from 10 to 30.
        #expect(abs((view.layer.presentation()?.cornerRadius ?? 0) - 15) < 1e-9)
        #expect(view.layer.animationKeys() == ["cornerRadius"] && view.layer.cornerRadius == 30)
        view.layer.removeAllAnimations()
        #expect(view.layer.presentation()?.cornerRadius == 30 && view.layer.animationKeys() == nil)
    }

    @Test("a view's layer's presentation() is the view's presentation at every tick of a spring, a fade and a turn")
    func layerPresentationIsViewPresentation() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = door(in: UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: []) {
            view.center = CGPoint(x: 300, y: 250)
            view.bounds.size = CGSize(width: 60, height: 20)
            view.alpha = 0.3
            view.transform = CGAffineTransform(rotationAngle: 1)
        }
        for _ in 0..<60 {
            fixture.run(seconds: 1.0 / 60)
            let shown = view.presentation, layer = try #require(view.layer.presentation())
            #expect(layer.position == shown.center && layer.bounds == shown.bounds && layer.anchorPoint == shown.anchorPoint)
            #expect(CGFloat(layer.opacity) == CGFloat(Float(shown.alpha)) && layer.affineTransform() == shown.transform)
        }
    }

    @Test("a layer kept after its view is gone is a layer of its own: it keeps its geometry and reaches no freed view")
    func layerOutlivesItsView() throws {
        var view: UIView? = door()
        weak let gone = view
        let layer = try #require(view?.layer)
        view = nil
        #expect(gone == nil)
        layer.position = CGPoint(x: 10, y: 20)
        layer.opacity = 0.5
        #expect(layer.position == CGPoint(x: 10, y: 20) && layer.opacity == 0.5)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}
