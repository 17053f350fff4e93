import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// `contentInsetAdjustmentBehavior = .automatic` (the default), by Apple's documentation: as `.scrollableAxes` — the safe
/// area is added along the axes the content scrolls — and vertically whatever the content's height when the scroll view
/// is the content of a view controller shown by a navigation or tab bar controller. So an onboarding pager on a bare
/// screen (pages as tall as the screen, scrolling sideways) runs under the status bar, and scrolls only sideways.
@MainActor
@Suite("contentInsetAdjustmentBehavior .automatic: which axes take the safe area")
struct ScrollInsetAdjustmentSnippets {
    /// A 390 × 844 window with the status bar's 47 points above and the home indicator's 34 below, showing `root`.
    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// A controller whose view holds a full-screen scroll view with three pages side by side, each as tall as the view.
    private func pager() -> (UIViewController, UIScrollView) {
        let controller = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 3 * 390, height: 844)
        controller.view.addSubview(scroll)
        return (controller, scroll)
    }

    @Test("a pager on a bare screen: no vertical adjustment, content at the top, no vertical scrolling")
    func bareScreen() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (controller, scroll) = pager()
        let window = show(controller)
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentOffset == .zero)
        // Taller content scrolls down, so it takes the safe area's top and bottom.
        scroll.contentSize.height = 2_000
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // So does content that bounces down anyway.
        scroll.contentSize.height = 844
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test("the same pager shown by a navigation controller, or a tab bar controller: adjusted vertically all the same")
    func underBars() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (pushed, scroll) = pager()
        let window = show(UINavigationController(rootViewController: pushed))
        // 47 of the status bar and 44 of the navigation bar above, the home indicator's 34 below.
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        let (tab, tabScroll) = pager()
        let tabs = UITabBarController()
        tabs.viewControllers = [tab]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(tabScroll.adjustedContentInset.top == 47 && tabScroll.adjustedContentInset.bottom > 34)
        // .scrollableAxes does not: the pager's content does not scroll down.
        tabScroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(tabScroll.adjustedContentInset == .zero)
    }
}
