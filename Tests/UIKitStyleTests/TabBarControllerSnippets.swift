import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Apps' usual root: `UITabBarController` with a tab per screen, each controller's `tabBarItem`, chosen by a tap.
@MainActor
@Suite("UITabBarController, UITabBar and UITabBarItem")
struct TabBarControllerSnippets {
    final class Guard: UITabBarControllerDelegate {
        var told: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            viewController.title != "Locked"
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            told.append(viewController.tabBarItem.title ?? "")
        }
    }

    @Test("the bar along the bottom over the home indicator; a tap on a tab shows its screen, each told in UIKit's order")
    func tapsSwitchTabs() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let home = LoggingController("A") { log.append($0) }, profile = LoggingController("B") { log.append($0) }
        home.title = "Home"
        profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 2)
        profile.tabBarItem.badgeValue = "3"
        let locked = UIViewController()
        locked.title = "Locked"
        let tabs = UITabBarController()
        let delegate = Guard()
        tabs.delegate = delegate
        tabs.viewControllers = [home, profile, locked]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === home && home.tabBarController === tabs)
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Profile", "Locked"] && tabs.tabBar.selectedItem === home.tabBarItem)
        // 49 points over the 34 of the home indicator; the screen under it fills the window, its safe area above the bar.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(home.view.frame == window.bounds && home.view.safeAreaInsets.bottom == 83)
        log = []
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: 195, y: 790), time: 0)
        pointer.pointerUp(at: CGPoint(x: 195, y: 790), time: 0.05)
        #expect(tabs.selectedIndex == 1 && profile.view.superview === tabs.view && home.view.superview == nil)
        #expect(
            log == [
                "B loadView", "B viewDidLoad", "A viewWillDisappear false", "B viewWillAppear false", "A viewDidDisappear false",
                "B viewIsAppearing false in a window true", "B viewDidAppear false",
            ])
        // The delegate keeps the locked tab from being chosen.
        _ = pointer.pointerDown(at: CGPoint(x: 325, y: 790), time: 1)
        pointer.pointerUp(at: CGPoint(x: 325, y: 790), time: 1.05)
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem === profile.tabBarItem && delegate.told == ["Profile"])
        tabs.selectedIndex = 0
        #expect(tabs.selectedViewController === home && delegate.told == ["Profile"])
        // A layout with nothing changed keeps the bar's item views (building them marks the bar for layout again: a
        // bar that rebuilt at every pass never settled).
        window.layoutIfNeeded()
        let built = tabs.tabBar.subviews
        tabs.tabBar.setNeedsLayout()
        window.layoutIfNeeded()
        let kept = tabs.tabBar.subviews.elementsEqual(built) { $0 === $1 }
        #expect(kept)
        profile.tabBarItem.badgeValue = "4"
        window.layoutIfNeeded()
        let rebuilt = !tabs.tabBar.subviews.elementsEqual(built) { $0 === $1 }
        #expect(rebuilt)
    }
}

/// A controller that names itself in `viewDidLoad`, as screens do: UIKit documents that setting `title` updates the
/// title of the controller's tab bar item — the tab is renamed as its screen loads.
@MainActor
@Suite("A controller's title retitles its tab")
struct TabTitleSnippets {
    final class Inbox: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox (3)"
        }
    }

    @Test("the tab shows the title set in viewDidLoad once the screen loads; an item set by hand is retitled too")
    func titleFollows() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (home, inbox) = (UIViewController(), Inbox())
        home.title = "Home"
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, inbox]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Inbox"])
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(inbox.tabBarItem.title == "Inbox (3)" && tabs.tabBar.items?.last?.title == "Inbox (3)")
        // The bar draws the new title.
        func labels(in view: UIView) -> [String] { view.subviews.flatMap { (($0 as? UILabel)?.text).map { [$0] } ?? labels(in: $0) } }
        let drawn = labels(in: tabs.tabBar)
        #expect(drawn.contains("Inbox (3)") && !drawn.contains("Inbox"))
        home.title = "Start"
        #expect(home.tabBarItem.title == "Start")
    }
}
