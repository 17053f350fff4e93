import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Apple's "CALayer" reference: `draw(in:)` "does not do any drawing itself" by default and is called by `display()`;
// `setNeedsDisplay()` "causes the layer to recache its content … The existing content in the layer's contents property
// is removed to make way for the new content"; `needsDisplay(forKey:)` says whether "changes to the specified key
// require the layer to be redisplayed" (false by default); `needsDisplayOnBoundsChange` (false by default) redraws
// when the bounds change. The context `draw(in:)` is given draws in the layer's bounds.

/// A layer that fills its bounds, inset, in red, and counts its drawings.
@MainActor
final class InsetBoxLayer: CALayer {
    nonisolated(unsafe) static var drawings = 0
    var inset: CGFloat = 0

    override func draw(in ctx: CGContext) {
        InsetBoxLayer.drawings += 1
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(bounds.insetBy(dx: inset, dy: inset))
    }

    override class func needsDisplay(forKey key: String) -> Bool { key == "cornerRadius" || super.needsDisplay(forKey: key) }
}

/// A layer drawn again whenever its bounds change, as a progress bar drawn by code is.
@MainActor
final class BarLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height))
    }

    override class func needsDisplay(forKey key: String) -> Bool { key == "bounds" || super.needsDisplay(forKey: key) }
}

/// A view that counts its drawings.
@MainActor
final class CountingDrawView: UIView {
    var drawings = 0
    override func draw(_ rect: CGRect) {
        drawings += 1
        UIColor.green.setFill()
        UIRectFill(rect)
    }
}

@MainActor
@Suite("A layer's content drawn by code: setNeedsDisplay, display, draw(in:), needsDisplay(forKey:)")
struct LayerDisplayTests {
    func shapes(_ root: UIView) -> [CGRect] {
        DisplayList(root: root).items.map(\.filledCanvasRect).filter { !$0.isNull }
    }

    @Test("nothing is drawn until setNeedsDisplay(); then draw(in:) runs once and what it drew is the contents, in the bounds")
    func drawsWhenAsked() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = InsetBoxLayer()
        box.frame = CGRect(x: 20, y: 20, width: 100, height: 50)
        root.layer.addSublayer(box)
        InsetBoxLayer.drawings = 0
        #expect(shapes(root).isEmpty && InsetBoxLayer.drawings == 0 && box.contents == nil && !box.needsDisplay())
        box.setNeedsDisplay()
        #expect(box.needsDisplay())
        #expect(shapes(root) == [CGRect(x: 20, y: 20, width: 100, height: 50)])
        #expect(InsetBoxLayer.drawings == 1 && !box.needsDisplay())
        let contents = try #require(box.contents as? CGImage)
        #expect(contents.size == CGSize(width: 100, height: 50))
        // Kept: drawn again only when asked.
        box.inset = 10
        #expect(shapes(root) == [CGRect(x: 20, y: 20, width: 100, height: 50)] && InsetBoxLayer.drawings == 1)
        box.setNeedsDisplay()
        #expect(shapes(root) == [CGRect(x: 30, y: 30, width: 80, height: 30)] && InsetBoxLayer.drawings == 2)
    }

    @Test("a key the class names in needsDisplay(forKey:) redraws; a new size stretches the drawing unless needsDisplayOnBoundsChange")
    func redrawsForKeysAndBounds() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = InsetBoxLayer()
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        box.inset = 10
        root.layer.addSublayer(box)
        box.setNeedsDisplay()
        _ = shapes(root)
        InsetBoxLayer.drawings = 0
        // Changed without implicit animations, so that the model is what is drawn.
        func quietly(_ change: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
        }
        quietly { box.cornerRadius = 4 }
        #expect(box.needsDisplay())
        _ = shapes(root)
        #expect(InsetBoxLayer.drawings == 1)
        #expect(!InsetBoxLayer.needsDisplay(forKey: "opacity") && !CALayer.needsDisplay(forKey: "cornerRadius"))
        // Twice as wide, not drawn again: the 80 × 30 fill at (10, 10) stretched over 200 × 50 covers (20, 10, 160, 30).
        quietly { box.frame = CGRect(x: 0, y: 0, width: 200, height: 50) }
        #expect(!box.needsDisplayOnBoundsChange)
        #expect(shapes(root) == [CGRect(x: 20, y: 10, width: 160, height: 30)] && InsetBoxLayer.drawings == 1)
        // Drawn again at 300 × 50 about the same position (100, 25): bounds at x −50, the inset fill from −40.
        box.needsDisplayOnBoundsChange = true
        quietly { box.bounds.size = CGSize(width: 300, height: 50) }
        #expect(shapes(root) == [CGRect(x: -40, y: 10, width: 280, height: 30)] && InsetBoxLayer.drawings == 2)
    }

    @Test("while an animation moves a key the class draws for, the presentation is drawn with that moment's values")
    func presentationDrawnPerFrame() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let bar = BarLayer()
        bar.frame = CGRect(x: 100, y: 50, width: 100, height: 20)
        root.layer.addSublayer(bar)
        bar.setNeedsDisplay()
        bar.add(CABasicAnimation.linear("bounds.size.width", from: 100, to: 200), forKey: "grow")
        // Linear (no timing function): half-way at 0.5 s, 150 wide about the unchanged position (150, 60).
        fixture.run(seconds: 0.5)
        #expect(shapes(root) == [CGRect(x: 75, y: 50, width: 150, height: 20)])
        fixture.run(seconds: 0.25)
        #expect(shapes(root) == [CGRect(x: 62.5, y: 50, width: 175, height: 20)])
        // Over: the model's own drawing again.
        fixture.run(seconds: 0.5)
        #expect(shapes(root) == [CGRect(x: 100, y: 50, width: 100, height: 20)])
    }

    @Test("a moving layer marked stale shows its new drawing in that frame, where the animation has it")
    func staleWhileMoving() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let box = InsetBoxLayer()
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        root.layer.addSublayer(box)
        box.add(CABasicAnimation.linear("position.x", from: 50, to: 150), forKey: "slide")
        fixture.run(seconds: 0.5)
        #expect(shapes(root).isEmpty)
        // Half-way: the position is (100, 25), so the 100 × 50 bounds sit at (50, 0).
        box.setNeedsDisplay()
        #expect(shapes(root) == [CGRect(x: 50, y: 0, width: 100, height: 50)])
    }

    @Test("setNeedsDisplay() on a layer that draws nothing removes its contents; on a view's layer it draws the view again")
    func contentsReplacedAndViewRedrawn() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        plain.contents = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.cgImage
        root.layer.addSublayer(plain)
        plain.setNeedsDisplay()
        _ = shapes(root)
        #expect(plain.contents == nil)
        let drawn = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(drawn)
        _ = shapes(root)
        #expect(drawn.drawings == 1)
        drawn.layer.setNeedsDisplay()
        _ = shapes(root)
        #expect(drawn.drawings == 2)
    }
}
