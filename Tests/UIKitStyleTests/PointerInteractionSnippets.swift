import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// An iPad toolbar as screens write it: a `UIPointerInteraction` whose delegate cuts the view into two regions and fades
// a label in as the pointer enters one (`animator.addAnimations`), and a button with `isPointerInteractionEnabled` and
// a `pointerStyleProvider` that lifts it.
@MainActor
@Suite("UIPointerInteraction: regions, animators and effects")
struct PointerInteractionSnippets {
    final class Toolbar: UIView, UIPointerInteractionDelegate {
        var heard: [String] = []
        let hint = UILabel()
        var finished: [Bool] = []

        func pointerInteraction(
            _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
        ) -> UIPointerRegion? {
            // Two halves; the bottom 20 points are no region at all.
            guard request.location.y < 80 else { return nil }
            let left = request.location.x < 100
            return UIPointerRegion(rect: CGRect(x: left ? 0 : 100, y: 0, width: 100, height: 80), identifier: left ? "left" : "right")
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            UIPointerStyle(effect: .lift(UITargetedPreview(view: self)))
        }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating
        ) {
            heard.append("enter " + ((region.identifier?.base as? String) ?? "none"))
            animator.addAnimations { self.hint.alpha = 1 }
            animator.addCompletion { self.finished.append($0) }
        }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating
        ) {
            heard.append("exit " + ((region.identifier?.base as? String) ?? "none"))
            animator.addAnimations { self.hint.alpha = 0 }
        }
    }

    @Test("entering and leaving regions: each region once, the bottom strip none, outside none; the request in view coordinates")
    func regions() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let toolbar = Toolbar(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        root.addSubview(toolbar)
        let interaction = UIPointerInteraction(delegate: toolbar)
        toolbar.addInteraction(interaction)
        #expect(interaction.delegate === toolbar && interaction.view === toolbar && interaction.isEnabled)
        let pointer = PointerDispatcher(root: root)
        #expect(pointer.pointerHovered(at: CGPoint(x: 150, y: 150), time: 0))
        #expect(!pointer.pointerHovered(at: CGPoint(x: 160, y: 150), time: 0))
        pointer.pointerHovered(at: CGPoint(x: 250, y: 150), time: 0)
        pointer.pointerHovered(at: CGPoint(x: 250, y: 190), time: 0)
        pointer.pointerHovered(at: CGPoint(x: 150, y: 150), time: 0)
        pointer.pointerHovered(at: CGPoint(x: 350, y: 350), time: 0)
        #expect(toolbar.heard == ["enter left", "exit left", "enter right", "exit right", "enter left", "exit left"])
        // Turned off, it leaves the region it is in and follows nothing.
        pointer.pointerHovered(at: CGPoint(x: 150, y: 150), time: 0)
        interaction.isEnabled = false
        #expect(!pointer.pointerHovered(at: CGPoint(x: 250, y: 150), time: 0))
        #expect(toolbar.heard.suffix(2) == ["enter left", "exit left"])
    }

    @Test("the animator's animations run over 0.25 s on ease in-out: alpha 0.668 at 0.15 s, 1 and the completion at 0.25 s")
    func animator() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let toolbar = Toolbar(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        toolbar.hint.alpha = 0
        toolbar.addSubview(toolbar.hint)
        root.addSubview(toolbar)
        toolbar.addInteraction(UIPointerInteraction(delegate: toolbar))
        PointerDispatcher(root: root).pointerHovered(at: CGPoint(x: 150, y: 150), time: 0)
        #expect(toolbar.hint.alpha == 1)
        fixture.run(frames: 9)
        // 0.15 s of 0.25 is 0.6 of the time; ease in-out's Bézier (0.42, 0, 0.58, 1) at x 0.6 gives y 0.6681161.
        #expect(abs(Double(toolbar.hint.layer.presentation()?.opacity ?? 0) - 0.6681161) < 1e-6)
        #expect(toolbar.finished.isEmpty)
        fixture.run(frames: 6)
        #expect(toolbar.hint.layer.presentation()?.opacity == 1 && toolbar.finished == [true])
        // The lift leaves the view's own values alone.
        #expect(toolbar.transform == .identity && toolbar.layer.shadowOpacity == 0)
    }

    @Test("a button's pointer interaction: added when enabled, taken off when not; its provider's lift styles it")
    func button() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let button = UIButton(type: .system)
        #expect(button.interactions.isEmpty)
        var asked: [CGRect] = []
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        button.pointerStyleProvider = { button, effect, shape in
            if case .roundedRect(let rect, _) = shape { asked.append(rect) }
            return UIPointerStyle(effect: .lift(effect.preview), shape: shape)
        }
        button.isPointerInteractionEnabled = true
        #expect(button.interactions.count == 1 && button.interactions.first is UIPointerInteraction)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(button)
        #expect(PointerDispatcher(root: root).pointerHovered(at: CGPoint(x: 40, y: 20), time: 0))
        #expect(asked == [CGRect(x: 0, y: 0, width: 80, height: 40)])
        button.isPointerInteractionEnabled = false
        #expect(button.interactions.isEmpty)
    }
}
