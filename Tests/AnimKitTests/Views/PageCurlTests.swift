import AnimKitTestSupport
import Testing

@testable import AnimKit

/// A `.pageCurl` page view controller turning its pages: by `setViewControllers(_:direction:animated:)`, by a drag
/// and by a tap near an edge. The fold's figures come from the rule PageFold's own tests check (the grab is carried to
/// the finger); what is checked here is where the grab is at each moment, which page shows after, and who is told.
@MainActor
@Suite("UIPageViewController .pageCurl: a page folds over")
struct PageCurlTests {
    final class Book: PageViewControllerDataSource, PageViewControllerDelegate {
        let pages = (0..<3).map { _ in ViewController() }
        var log: [String] = []
        func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController)
            -> ViewController?
        {
            pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController)
            -> ViewController?
        {
            pages.firstIndex { $0 === viewController }.flatMap { $0 < 2 ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pageViewController: PageViewController) -> Int { 3 }
        func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
            log.append("will \(name(pendingViewControllers.first))")
        }
        func pageViewController(
            _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
            transitionCompleted completed: Bool
        ) {
            log.append("finished \(name(previousViewControllers.first)) \(completed)")
        }
        func name(_ page: ViewController?) -> String { pages.firstIndex { $0 === page }.map { "P\($0)" } ?? "?" }
    }

    /// A curling book on its first page, in a 390 × 844 window.
    static func book() -> (PageViewController, Book, Window) {
        let book = Book()
        let pager = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        (pager.dataSource, pager.delegate) = (book, book)
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pager
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (pager, book, window)
    }

    @Test("curling shows no page control, turns by a pan and a tap, and binds pages at the leading edge; the page fills the view")
    func setUp() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (pager, book, window) = Self.book()
        #expect(pager.pageControl.isHidden && pager.pager.superview == nil)
        #expect(pager.gestureRecognizers.count == 2 && pager.gestureRecognizers[0] is PanGestureRecognizer)
        #expect(pager.gestureRecognizers[1] is TapGestureRecognizer && book.pages[0].view.frame == window.bounds)
        // Bound at the leading edge, as the delegate's default answer says too; scrolling pages have no spine.
        #expect(pager.spineLocation == .min && book.pageViewController(pager, spineLocationFor: .landscapeLeft) == .min)
        #expect(PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal).spineLocation == .none)
    }

    @Test("setViewControllers(animated:) curls the bottom corner over in 0.4 s, a third of the page up half-way; then the new page")
    func animatedSet() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (pager, book, window) = Self.book()
        var done: [Bool] = []
        pager.setViewControllers([book.pages[1]], direction: .forward, animated: true) { done.append($0) }
        fixture.run(seconds: 0.1)
        // A quarter of the time on ease in-out: the corner (390, 844) is `along` of the way to (−390, 844), and raised.
        let along = CGFloat(AnimationCurve.easeInOut.bezier.progress(atFraction: 0.25))
        let curl = try #require(pager.curl)
        let corner = curl.stage.convert(CGPoint(x: 390, y: 844), from: curl.stage.flap)
        #expect(isApproximatelyEqual(corner.x, 390 - 780 * along, tolerance: 1e-6))
        #expect(isApproximatelyEqual(corner.y, 844 - 844 / 3 * sin(.pi * along), tolerance: 1e-6))
        #expect(curl.upper === book.pages[0] && curl.lower === book.pages[1] && done.isEmpty)
        fixture.run(seconds: 0.1)
        // Half the time: half the way, a third of the page up.
        let middle = pager.curl.map { $0.stage.convert(CGPoint(x: 390, y: 844), from: $0.stage.flap) }
        #expect(
            isApproximatelyEqual(middle?.x ?? -1, 0, tolerance: 1e-6)
                && isApproximatelyEqual(middle?.y ?? 0, 844 - 844 / 3, tolerance: 1e-6))
        fixture.run(seconds: 0.25)
        #expect(pager.viewControllers?.first === book.pages[1] && done == [true] && pager.curl == nil)
        #expect(book.pages[0].view.superview == nil && book.pages[0].view.layer.mask == nil)
        #expect(book.pages[1].view.superview === pager.view && book.pages[1].view.frame == window.bounds)
        // Code turned it: the delegate hears nothing.
        #expect(book.log.isEmpty)
    }

    /// Drags from (300, 500) to (300 − `distance`, 500) over 0.2 s, and lets go.
    static func drag(_ window: Window, by distance: CGFloat, fixture: EngineFixture) -> PointerDispatcher {
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: 300, y: 500), time: 0)
        for step in 1...10 {
            pointer.pointerMoved(to: CGPoint(x: 300 - distance * CGFloat(step) / 10, y: 500), time: 0.02 * Double(step))
        }
        return pointer
    }

    @Test("a drag takes hold of the page's edge at the finger's height; let go past half the page, it turns to the next")
    func dragTurns() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (pager, book, window) = Self.book()
        let pointer = Self.drag(window, by: 250, fixture: fixture)
        let curl = try #require(pager.curl)
        // The edge moved as far as the finger did since the pan began; the fold is square to the move.
        let moved = pager.curlPan.translation(in: pager.view)
        let edge = curl.stage.convert(CGPoint(x: 390, y: 500), from: curl.stage.flap)
        #expect(isApproximatelyEqual(edge.x, 390 + moved.x, tolerance: 1e-9) && isApproximatelyEqual(edge.y, 500, tolerance: 1e-9))
        #expect(moved.x < -200 && book.log == ["will P1"])
        pointer.pointerUp(at: CGPoint(x: 50, y: 500), time: 0.22)
        fixture.run(seconds: 1)
        #expect(pager.viewControllers?.first === book.pages[1] && pager.curl == nil && book.log == ["will P1", "finished P0 true"])
        #expect(book.pages[0].view.superview == nil && book.pages[0].view.layer.mask == nil)
    }

    @Test("let go at rest less than half the page from where it began, a drag falls back: the page shown lies flat again")
    func shortDragFallsBack() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (pager, book, window) = Self.book()
        // 150 points, 135 of them after the pan began (its first 15-point step began it), held still.
        let pointer = Self.drag(window, by: 150, fixture: fixture)
        #expect(pager.curlPan.translation(in: pager.view).x == -135)
        fixture.run(seconds: 0.5)
        pointer.pointerUp(at: CGPoint(x: 150, y: 500), time: 0.8)
        fixture.run(seconds: 1)
        #expect(pager.viewControllers?.first === book.pages[0] && pager.curl == nil && book.log == ["will P1", "finished P0 false"])
        #expect(book.pages[0].view.layer.mask == nil && book.pages[1].view.superview == nil && pager.view.subviews.count == 2)
    }

    @Test("a tap within a fifth of the width of the outer edge turns forward, of the spine back; one in the middle does nothing")
    func taps() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (pager, book, window) = Self.book()
        let pointer = PointerDispatcher(root: window)
        func tap(_ x: CGFloat, at time: Double) {
            _ = pointer.pointerDown(at: CGPoint(x: x, y: 400), time: time)
            pointer.pointerUp(at: CGPoint(x: x, y: 400), time: time + 0.05)
            fixture.run(seconds: 0.6)
        }
        tap(200, at: 0)
        #expect(pager.viewControllers?.first === book.pages[0] && book.log.isEmpty)
        tap(360, at: 1)
        #expect(pager.viewControllers?.first === book.pages[1] && book.log == ["will P1", "finished P0 true"])
        tap(30, at: 2)
        #expect(pager.viewControllers?.first === book.pages[0] && book.log.suffix(2) == ["will P0", "finished P1 true"])
    }
}
