import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Members of UIView that real code overrides, as it writes them: `tintColor` observed, `setNeedsLayout()` and
// `layoutIfNeeded()` counted, `requiresConstraintBasedLayout`, `draw(_:in:)` drawing for the layer, and
// `action(for:forKey:)` giving an animation for a key of the layer's own, from what `super` gives inside a block.

/// A view that observes and counts what UIKit lets it override.
@MainActor
final class ObservingOverridesView: UIView {
    var tintChanges: [UIColor?] = []
    var layoutMarks = 0
    var layoutNows = 0
    var borderActions: [CAAction] = []
    var layerDrawings = 0

    override var tintColor: UIColor! { didSet { tintChanges.append(tintColor) } }
    override func setNeedsLayout() {
        layoutMarks += 1
        super.setNeedsLayout()
    }
    override func layoutIfNeeded() {
        layoutNows += 1
        super.layoutIfNeeded()
    }
    override class var requiresConstraintBasedLayout: Bool { true }
    override func draw(_ layer: CALayer, in ctx: CGContext) {
        layerDrawings += 1
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard event == "borderWidth", let base = super.action(for: layer, forKey: "backgroundColor") as? CABasicAnimation else {
            return super.action(for: layer, forKey: event)
        }
        let animation = CABasicAnimation(keyPath: event)
        (animation.duration, animation.timingFunction) = (base.duration, base.timingFunction)
        borderActions.append(animation)
        return animation
    }
}

@MainActor
@Suite("UIView members that subclasses override, overridden")
struct ViewOverrideSnippets {
    @Test("tintColor observed, setNeedsLayout and layoutIfNeeded counted, requiresConstraintBasedLayout read")
    func observed() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = ObservingOverridesView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.tintColor = .red
        #expect(view.tintChanges == [.red] && view.tintColor == .red)
        let marks = view.layoutMarks
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutMarks == marks + 1 && view.layoutNows == 1)
        #expect(ObservingOverridesView.requiresConstraintBasedLayout && !UIView.requiresConstraintBasedLayout)
    }

    @Test("draw(_:in:) overridden draws the view's content for its layer")
    func drawsForLayer() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = ObservingOverridesView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let items = DisplayList(root: view).items
        // The 4-point square it filled, drawn with a point of room round it for its edges' smoothing.
        let shapes = items.filter { if case .shape = $0.content { true } else { false } }
        #expect(view.layerDrawings == 1 && shapes.map(\.rect) == [CGRect(x: -1, y: -1, width: 6, height: 6)])
    }

    @Test("inside a block, super's action is the block's animation; the subclass's own action for its key runs")
    func actions() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = ObservingOverridesView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        fixture.run(frames: 1)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        view.layer.borderWidth = 2
        #expect(view.borderActions.isEmpty && view.layer.animationKeys() == nil)
        UIView.animate(withDuration: 0.8, delay: 0, options: [.curveEaseIn]) { view.layer.borderWidth = 6 }
        let action = view.borderActions.first as? CABasicAnimation
        #expect(view.borderActions.count == 1 && action?.duration == 0.8)
        var point: [Float] = [0, 0]
        action?.timingFunction?.getControlPoint(1, values: &point)
        #expect(point == [0.42, 0])
        #expect(view.layer.animationKeys() == ["borderWidth"])
        fixture.run(seconds: 0.4)
        let shown = view.layer.presentation()?.borderWidth ?? 0
        #expect(shown > 2 && shown < 6, "\(shown)")
    }
}
