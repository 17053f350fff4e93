import AnimKit
import AnimKitTestSupport
import Testing

/// A list screen that shows its rows' details through the split view, as master–detail code does.
private final class ListScreen: UIViewController {
    func open(_ name: String) {
        let detail = UIViewController()
        detail.title = name
        showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
    }
}

/// Keeps the list on top when the columns collapse, as most phone apps ask.
private final class StartOnList: UISplitViewControllerDelegate {
    var collapsed = 0
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { .primary }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { collapsed += 1 }
}

// UISplitViewController on a phone: the columns collapse into one navigation stack — the secondary pushed over the
// primary unless the delegate keeps the primary on top (iOS 14's columns) or leaves the secondary off (the classic
// style) — and a detail shown from the list is pushed; on an iPad-wide canvas the columns sit side by side.
@MainActor
@Suite("UISplitViewController: collapsed on a phone, columns on an iPad")
struct SplitViewControllerSnippets {
    private func show(_ root: UIViewController, width: CGFloat = 393, height: CGFloat = 852) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("double column on a phone: collapsed, the secondary on top by default; the delegate keeps the list on top")
    func collapsedColumns() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (list, detail) = (ListScreen(), UIViewController())
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = show(split)
        #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
        // Proposed top column: the secondary, pushed over the list in the primary's stack.
        let stack = try #require(list.navigationController)
        #expect(stack.viewControllers == [list, detail] && list.splitViewController === split)
        let delegate = StartOnList()
        let second = UISplitViewController(style: .doubleColumn)
        second.delegate = delegate
        let other = ListScreen()
        second.setViewController(other, for: .primary)
        second.setViewController(UIViewController(), for: .secondary)
        let window2 = show(second)
        #expect(other.navigationController?.viewControllers == [other] && delegate.collapsed == 1)
        // A detail shown from the list is pushed on the collapsed stack (the navigation controller's root).
        other.open("Lisbon")
        fixture.run(seconds: 0.5)
        #expect(other.navigationController?.topViewController?.title == "Lisbon" && other.navigationController?.viewControllers.count == 2)
        _ = (window, window2)
    }

    @Test("classic style: the delegate leaves the secondary off; a regular width (a Max on its side) tiles a 320-point primary beside it")
    func classicAndRegular() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        final class Collapser: UISplitViewControllerDelegate {
            func splitViewController(
                _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                onto primaryViewController: UIViewController
            ) -> Bool { true }
        }
        let collapser = Collapser()
        let split = UISplitViewController()
        split.delegate = collapser
        let (master, detail) = (
            UINavigationController(rootViewController: UIViewController()), UINavigationController(rootViewController: UIViewController())
        )
        split.viewControllers = [master, detail]
        let window = show(split)
        #expect(split.viewControllers == [master] && master.viewControllers.count == 1 && master.view.frame == window.bounds)
        let wide = UISplitViewController()
        let (left, right) = (UIViewController(), UIViewController())
        wide.viewControllers = [left, right]
        let window2 = show(wide, width: 932, height: 430)
        #expect(!wide.isCollapsed && left.view.frame == CGRect(x: 0, y: 0, width: 320, height: 430))
        #expect(right.view.frame == CGRect(x: 320.5, y: 0, width: 932 - 320.5, height: 430))
        _ = (window, window2)
    }
}
