import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A photo viewer as screens write it: a zooming scroll view filling the screen, and a pan on the view under it that
/// dismisses the photo. Content that fits does not drag (Apple: with `alwaysBounceVertical` "set to true and bounces
/// true, vertical dragging is allowed even if the content is smaller than the bounds" — not otherwise), so the drag is
/// the dismissing pan's; zoomed in, the content is larger than the view and the scroll view takes it.
@MainActor
@Suite("A scroll view whose content fits leaves a drag to the recognizers around it")
struct ScrollViewContentThatFitsSnippets {
    private final class Viewer: NSObject, UIScrollViewDelegate {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let scroll = UIScrollView()
        let photo = UIView()
        var panned: [UIGestureRecognizer.State] = []
        var draggingBegan = 0

        override init() {
            super.init()
            scroll.frame = window.bounds
            scroll.delegate = self
            scroll.maximumZoomScale = 4
            photo.frame = scroll.bounds
            scroll.addSubview(photo)
            window.addSubview(scroll)
            window.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] in panned.append($0.state) })
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { draggingBegan += 1 }

        /// Drags down 200 points from the middle, in 10 steps 20 ms apart.
        func dragDown(at time: TimeInterval) {
            let pointer = PointerDispatcher(root: window)
            pointer.pointerDown(at: CGPoint(x: 200, y: 300), time: time)
            for step in 1...10 { pointer.pointerMoved(to: CGPoint(x: 200, y: 300 + 20 * CGFloat(step)), time: time + 0.02 * Double(step)) }
            pointer.pointerUp(at: CGPoint(x: 200, y: 500), time: time + 0.25)
        }
    }

    @Test("fitting: the pan under it dismisses and the content stays; zoomed in: the content scrolls and the pan waits")
    func photoViewer() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let viewer = Viewer()
        viewer.dragDown(at: 1)
        #expect(viewer.panned.first == .began && viewer.panned.last == .ended && viewer.draggingBegan == 0)
        #expect(viewer.scroll.contentOffset == .zero)
        viewer.scroll.setZoomScale(2, animated: false)
        viewer.scroll.contentOffset = CGPoint(x: 200, y: 400)
        viewer.panned = []
        viewer.dragDown(at: 3)
        #expect(viewer.panned.isEmpty && viewer.draggingBegan == 1)
        #expect(viewer.scroll.contentOffset.y < 400)
        withExtendedLifetime(viewer) {}
    }

    @Test("alwaysBounceVertical makes content that fits drag — while it bounces")
    func alwaysBounce() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let viewer = Viewer()
        viewer.scroll.alwaysBounceVertical = true
        viewer.dragDown(at: 1)
        #expect(viewer.panned.isEmpty && viewer.draggingBegan == 1 && viewer.scroll.contentOffset.y < 0)
        fixture.run(seconds: 1)
        viewer.scroll.bounces = false
        viewer.dragDown(at: 3)
        #expect(viewer.panned.first == .began && viewer.draggingBegan == 1)
        withExtendedLifetime(viewer) {}
    }
}
