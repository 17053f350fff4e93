import AnimKit
import AnimKitTestSupport
import Testing

/// An inbox as apps write one: a large title, Edit at the left that turns into Done, + at the right that pushes.
final class InboxController: UIViewController {
    var pushed: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [unowned self] _ in
                let detail = UIViewController()
                detail.title = "New"
                detail.navigationItem.largeTitleDisplayMode = .never
                pushed = detail
                navigationController?.pushViewController(detail, animated: false)
            })
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Edit",
            primaryAction: UIAction { [unowned self] _ in
                let editing = navigationItem.leftBarButtonItem?.title == "Edit"
                navigationItem.leftBarButtonItem?.title = editing ? "Done" : "Edit"
            })
    }
}

// The navigation bar as screens fill it: bar button items at either side that answer taps, a title that changes
// with the screen's, and large titles under the bar's row.
@MainActor
@Suite("UINavigationItem's bar button items and large titles")
struct NavigationItemSnippets {
    @Test("a large title makes the bar 52 points taller and the safe area with it; a .never screen pushed has the small bar")
    func largeTitles() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let inbox = InboxController()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 47 + 44 + 52 && inbox.view.safeAreaInsets.top == 143 && bar.showsLargeTitle)
        #expect(bar.largeTitleLabel.frame == CGRect(x: 16, y: 91, width: 358, height: 52) && bar.titleLabel.alpha == 0)
        // The buttons: Edit 8 points in at the left, + 8 points in from the right, both in the 44-point row.
        let buttons = bar.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden && $0 !== bar.backButton }
        let edit = try #require(buttons.first { $0.title == "Edit" }), add = try #require(buttons.first { $0.title == "+" })
        #expect(edit.frame.minX == 8 && add.frame.maxX == 382 && edit.frame.midY == 47 + 22 && add.frame.midY == 47 + 22)
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: edit.convert(CGPoint(x: 10, y: 10), to: window), time: 0)
        pointer.pointerUp(at: edit.convert(CGPoint(x: 10, y: 10), to: window), time: 0.05)
        window.layoutIfNeeded()
        #expect(bar.subviews.contains { ($0 as? UIButton)?.title == "Done" })
        // The bar shows the item's new title in a new button; + is where it was.
        let plus = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.title == "+" })
        #expect(plus.frame == add.frame)
        pointer.pointerDown(at: plus.convert(CGPoint(x: 10, y: 10), to: window), time: 1)
        pointer.pointerUp(at: plus.convert(CGPoint(x: 10, y: 10), to: window), time: 1.05)
        window.layoutIfNeeded()
        let pushed = try #require(inbox.pushed)
        #expect(navigation.topViewController === pushed && !bar.showsLargeTitle && bar.frame.height == 91)
        #expect(pushed.view.safeAreaInsets.top == 91 && bar.titleLabel.text == "New" && bar.titleLabel.alpha == 1)
        pushed.title = "Draft"
        #expect(bar.titleLabel.text == "Draft")
        #expect(UIBarButtonItem(systemItem: .done).title == "Done" && UIBarButtonItem(systemItem: .done).style == .done)
    }
}
