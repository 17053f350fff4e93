import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A slider in a scrolling form, as settings screens write it. UIKit: a drag along an axis the content scrolls is the
// scroll view's; along one it does not, a control keeps its touch (`touchesShouldCancel(in:)` is false for a control);
// with `canCancelContentTouches` false, a control that follows the touch keeps it whichever way it goes.
@MainActor
@Suite("UISlider in a UIScrollView")
struct ControlsInScrollViewsSnippets {
    final class Taking: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    /// A window with `scroll` filling it, holding a 300-point slider at (16, 400); `tall` content scrolls up and down.
    private func form(_ scroll: UIScrollView, tall: Bool) -> (UIWindow, UISlider, PointerDispatcher) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scroll.frame = window.bounds
        scroll.contentSize = CGSize(width: 393, height: tall ? 2000 : 500)
        let slider = UISlider(frame: CGRect(x: 16, y: 400, width: 300, height: 31))
        scroll.addSubview(slider)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, slider, PointerDispatcher(root: window))
    }

    /// Drags from the thumb (at value 0: x = 30) by (`dx`, `dy`) in 15 steps 30 ms apart.
    private func drag(_ pointer: PointerDispatcher, dx: CGFloat, dy: CGFloat, at time: TimeInterval) {
        pointer.pointerDown(at: CGPoint(x: 30, y: 415), time: time)
        for step in 1...15 {
            let k = CGFloat(step) / 15
            pointer.pointerMoved(to: CGPoint(x: 30 + dx * k, y: 415 + dy * k), time: time + 0.03 * Double(step))
        }
        pointer.pointerUp(at: CGPoint(x: 30 + dx, y: 415 + dy), time: time + 0.6)
    }

    @Test("sideways in a form that does not scroll sideways: the slider follows; up and down in a long one: the form scrolls")
    func sharedByAxis() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let scroll = UIScrollView()
        let (_, slider, pointer) = form(scroll, tall: true)
        drag(pointer, dx: 150, dy: 0, at: 1)
        #expect(slider.value > 0.5 && scroll.contentOffset == .zero)
        slider.value = 0
        drag(pointer, dx: 0, dy: -150, at: 3)
        #expect(slider.value == 0 && scroll.contentOffset.y > 100)
    }

    @Test(
        "in content that does not scroll, the slider follows a sideways drag; a subclass that takes every touch takes it only where it may drag"
    )
    func shortContent() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, slider, pointer) = form(UIScrollView(), tall: false)
        drag(pointer, dx: 150, dy: 0, at: 1)
        #expect(slider.value > 0.5)
        // Content that fits does not drag ("if this property is set to true and bounces is true, horizontal dragging is
        // allowed even if the content is smaller than the bounds"): nothing to take the touch for, the slider follows.
        let (_, kept, next) = form(Taking(), tall: false)
        drag(next, dx: 150, dy: 0, at: 3)
        #expect(kept.value > 0.5)
        let bouncing = Taking()
        bouncing.alwaysBounceHorizontal = true
        let (_, taken, other) = form(bouncing, tall: false)
        drag(other, dx: 150, dy: 0, at: 5)
        #expect(taken.value == 0)
        // Once it has sprung back (a touch on moving content only stops it).
        fixture.run(seconds: 1)
        bouncing.bounces = false
        taken.value = 0
        drag(other, dx: 150, dy: 0, at: 7)
        #expect(taken.value > 0.5, "no bounce: alwaysBounceHorizontal allows no drag")
    }

    @Test("canCancelContentTouches false: the slider keeps a drag that goes up and down, and the form does not scroll")
    func neverCancels() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let scroll = UIScrollView()
        scroll.canCancelContentTouches = false
        let (_, slider, pointer) = form(scroll, tall: true)
        drag(pointer, dx: 40, dy: -150, at: 1)
        #expect(scroll.contentOffset == .zero && slider.value > 0)
    }
}
