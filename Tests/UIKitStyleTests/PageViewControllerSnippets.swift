import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Onboarding pages as UIKit code writes them: a `UIPageViewController` whose data source gives the neighbours, turned
/// by a drag or by `setViewControllers(_:direction:animated:)`.
@MainActor
@Suite("UIPageViewController")
struct PageViewControllerSnippets {
    final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [LoggingController]
        var finished: [(String, Bool)] = []
        init(log: @escaping (String) -> Void) { pages = ["P0", "P1", "P2"].map { LoggingController($0, log: log) } }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController?
        {
            pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
            -> UIViewController?
        {
            pages.firstIndex { $0 === viewController }.flatMap { $0 < 2 ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { 3 }
        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
            transitionCompleted completed: Bool
        ) {
            self.finished.append(((previousViewControllers.first as? LoggingController)?.name ?? "?", completed))
        }
    }

    @Test("a drag past half a page turns to the next: it appears once settled, the first disappears, the delegate is told")
    func dragTurns() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let source = Pages { log.append($0) }
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        (pager.dataSource, pager.delegate) = (source, source)
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pager
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(pager.viewControllers?.first === source.pages[0] && source.pages[0].view.frame == window.bounds)
        #expect(log.contains("P0 viewDidAppear false") && !log.contains { $0.hasPrefix("P1 viewWillAppear") })
        log = []
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: 300, y: 400), time: 0)
        for step in 1...10 { pointer.pointerMoved(to: CGPoint(x: 300 - 25 * Double(step), y: 400), time: 0.02 * Double(step)) }
        pointer.pointerUp(at: CGPoint(x: 50, y: 400), time: 0.22)
        fixture.run(seconds: 1)
        #expect(pager.viewControllers?.first === source.pages[1])
        #expect(source.pages[1].view.superview != nil && source.pages[0].view.superview == nil)
        #expect(
            log.filter { $0.contains("ppear") } == [
                "P0 viewWillDisappear true", "P1 viewWillAppear true", "P0 viewDidDisappear true",
                "P1 viewIsAppearing true in a window true", "P1 viewDidAppear true",
            ])
        #expect(source.finished.map(\.0) == ["P0"] && source.finished.map(\.1) == [true])
    }

    @Test("setViewControllers(animated:) slides the new page in over 0.3 s, then calls its completion")
    func animatedSet() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let source = Pages { _ in }
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pager
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        var done: [Bool] = []
        pager.setViewControllers([source.pages[2]], direction: .forward, animated: true) { done.append($0) }
        fixture.run(seconds: 0.15)
        // Half-way on ease in-out (symmetric): the pages scrolled half a screen, the new one's left edge at the middle.
        let scroller = pager.view.subviews.compactMap { $0 as? UIScrollView }.first
        #expect(isApproximatelyEqual(scroller?.presentation.bounds.minX ?? 0, 195, tolerance: 1e-6) && done.isEmpty)
        #expect(source.pages[2].view.frame.minX == 390)
        fixture.run(seconds: 0.3)
        #expect(pager.viewControllers?.first === source.pages[2] && done == [true])
        // Laid out anew with its neighbour before it: the page one screen along, the pager scrolled to it.
        #expect(source.pages[2].view.convert(CGPoint.zero, to: window) == .zero && scroller?.bounds.minX == 390)
    }

    /// A pager of `source`'s pages on a 390 × 844 window, showing the first.
    private func shown(_ source: Pages, options: [UIPageViewController.OptionsKey: Any]? = nil) -> (UIWindow, UIPageViewController) {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: options)
        (pager.dataSource, pager.delegate) = (source, source)
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pager
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, pager)
    }

    // A container tells a child it will appear as it begins to show: a page that resets its content in
    // viewWillAppear (to animate it in viewDidAppear) must not show that content while a drag uncovers it.
    @Test("a drag that uncovers the next page tells it will appear at once; let go back, it disappears and the first reappears")
    func appearanceFollowsTheDrag() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let source = Pages { log.append($0) }
        let (window, _) = shown(source)
        log = []
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: 300, y: 400), time: 0)
        for step in 1...4 { pointer.pointerMoved(to: CGPoint(x: 300 - 20 * Double(step), y: 400), time: 0.05 * Double(step)) }
        #expect(log.filter { $0.contains("ppear") } == ["P0 viewWillDisappear true", "P1 viewWillAppear true"])
        // Back where it started, held, and let go: the turn does not happen.
        for step in 1...4 { pointer.pointerMoved(to: CGPoint(x: 220 + 20 * Double(step), y: 400), time: 0.2 + 0.05 * Double(step)) }
        pointer.pointerMoved(to: CGPoint(x: 300, y: 400), time: 0.8)
        pointer.pointerUp(at: CGPoint(x: 300, y: 400), time: 0.81)
        fixture.run(seconds: 1)
        #expect(
            log.filter { $0.contains("ppear") && !$0.contains("IsAppearing") } == [
                "P0 viewWillDisappear true", "P1 viewWillAppear true", "P1 viewWillDisappear true", "P1 viewDidDisappear true",
                "P0 viewWillAppear true", "P0 viewDidAppear true",
            ])
        #expect(source.finished.map(\.1) == [false])
    }

    @Test("setViewControllers(animated:) tells the new page it will appear as the slide begins, and did as it ends")
    func appearanceAlongTheSlide() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let source = Pages { log.append($0) }
        let (window, pager) = shown(source)
        log = []
        pager.setViewControllers([source.pages[1]], direction: .forward, animated: true)
        #expect(log.filter { $0.contains("ppear") } == ["P0 viewWillDisappear true", "P1 viewWillAppear true"])
        fixture.run(seconds: 0.5)
        #expect(
            log.filter { $0.contains("ppear") && $0.contains("Did") } == ["P0 viewDidDisappear true", "P1 viewDidAppear true"])
        #expect(window.rootViewController === pager)
    }

    @Test("interPageSpacing: 12 puts 12 points between the pages: the next one starts at 402, the pager pages by 402")
    func interPageSpacing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let source = Pages { _ in }
        let (window, pager) = shown(source, options: [.interPageSpacing: 12])
        let scroller = pager.view.subviews.compactMap { $0 as? UIScrollView }.first
        #expect(scroller?.frame == CGRect(x: 0, y: 0, width: 402, height: 844))
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: 300, y: 400), time: 0)
        for step in 1...10 { pointer.pointerMoved(to: CGPoint(x: 300 - 25 * Double(step), y: 400), time: 0.02 * Double(step)) }
        #expect(source.pages[1].view.frame == CGRect(x: 402, y: 0, width: 390, height: 844))
        pointer.pointerUp(at: CGPoint(x: 50, y: 400), time: 0.22)
        fixture.run(seconds: 1)
        #expect(pager.viewControllers?.first === source.pages[1] && scroller?.bounds.minX == 402)
        #expect(source.pages[1].view.convert(CGPoint.zero, to: window) == .zero)
    }
}
