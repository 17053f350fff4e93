import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Scroll views nested across directions, as the Scroll View Programming Guide's "Nesting Scroll Views" describes them:
/// an outer scroll view paging sideways through pages that each scroll up and down — UIScrollView handles the touches
/// itself, a sideways drag over a page moves the outer one, an upright drag the page.
@MainActor
@Suite("Scroll views nested across directions")
struct NestedScrollViewSnippets {
    /// A 393 × 852 window paged sideways through three pages, each a list 2 000 points tall.
    private func pager() -> (UIWindow, UIScrollView, [UIScrollView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let outer = UIScrollView(frame: window.bounds)
        outer.isPagingEnabled = true
        outer.contentSize = CGSize(width: 3 * 393, height: 852)
        let pages = (0..<3).map { index in
            let page = UIScrollView(frame: CGRect(x: CGFloat(index) * 393, y: 0, width: 393, height: 852))
            page.contentSize = CGSize(width: 393, height: 2000)
            outer.addSubview(page)
            return page
        }
        window.addSubview(outer)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, outer, pages)
    }

    /// Drags from (300, 400) by (`dx`, `dy`) in 10 steps 20 ms apart.
    private func drag(in window: UIWindow, dx: CGFloat, dy: CGFloat, at time: TimeInterval) {
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 300, y: 400), time: time)
        for step in 1...10 {
            let k = CGFloat(step) / 10
            pointer.pointerMoved(to: CGPoint(x: 300 + dx * k, y: 400 + dy * k), time: time + 0.02 * Double(step))
        }
        pointer.pointerUp(at: CGPoint(x: 300 + dx, y: 400 + dy), time: time + 0.25)
    }

    @Test("sideways over a page: the pager turns to the next page and the page stays; upright: the page scrolls")
    func crossDirections() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, outer, pages) = pager()
        drag(in: window, dx: -250, dy: 0, at: 1)
        fixture.run(seconds: 1)
        #expect(outer.contentOffset.x == 393 && pages[0].contentOffset == .zero)
        drag(in: window, dx: 0, dy: -300, at: 3)
        fixture.run(seconds: 3)
        #expect(outer.contentOffset.x == 393 && pages[1].contentOffset.y > 300)
    }
}
