import AnimKit
import AnimKitTestSupport
import Testing

/// A screen whose bar items show menus, as iOS 14's `UIBarButtonItem(title:image:primaryAction:menu:)` makes them.
private final class SortingController: UIViewController {
    var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Files"
        let sort = UIMenu(children: [
            UIAction(title: "Name") { [unowned self] _ in chosen.append("name") },
            UIAction(title: "Date") { [unowned self] _ in chosen.append("date") },
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", menu: sort)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [unowned self] _ in chosen.append("add") }, menu: sort)
    }
}

// Apple: a bar button item with a menu and no primary action (nor target–action) shows the menu on a tap; one with a
// primary action runs it on a tap.
@MainActor
@Suite("UIBarButtonItem's menu")
struct BarButtonMenuSnippets {
    /// `screen` in a navigation controller, in a shown phone-sized window; the buttons its bar shows, back button aside.
    static func shown(_ screen: UIViewController) -> (UIWindow, [UIButton]) {
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let bar = navigation.navigationBar
        return (window, bar.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden && $0 !== bar.backButton })
    }

    @Test("Sort, with only a menu, shows it on a tap and runs the row chosen; +, with a primary action, runs that")
    func menus() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = SortingController()
        let (window, buttons) = Self.shown(screen)
        let sort = try #require(buttons.first { $0.title == "Sort" }), add = try #require(buttons.first { $0.title == "+" })
        #expect(screen.navigationItem.rightBarButtonItem?.menu?.children.count == 2)
        let pointer = PointerDispatcher(root: window)
        func tap(_ point: CGPoint, at time: Double) {
            _ = pointer.pointerDown(at: point, time: time)
            pointer.pointerUp(at: point, time: time + 0.05)
        }
        tap(add.convert(CGPoint(x: 10, y: 10), to: window), at: 0)
        #expect(screen.chosen == ["add"] && window.subviews.count == 1)
        tap(sort.convert(CGPoint(x: 10, y: 10), to: window), at: 1)
        fixture.run(seconds: 0.5)
        // The menu's panel over the window lists the two actions; the second row chooses Date and closes it.
        let panel = try #require(window.subviews.last?.subviews.first)
        #expect(panel.subviews.compactMap { ($0 as? UILabel)?.text } == ["Name", "Date"])
        tap(panel.convert(CGPoint(x: 100, y: 44 + 22), to: window), at: 2)
        #expect(screen.chosen == ["add", "date"])
        fixture.run(seconds: 0.5)
        #expect(window.subviews.count == 1)
    }

    @Test("an item made with a title and an image shows the image alone (38 × 34 round it), one with a title alone its title")
    func imageOverTitle() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIViewController()
        screen.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: UIAction { _ in }),
            UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
        ]
        let (window, buttons) = Self.shown(screen)
        #expect(buttons.count == 2 && !buttons.contains { $0.currentTitle == "Share" })
        let share = try #require(buttons.first { $0.subviews.contains { $0 is UIImageView } })
        let edit = try #require(buttons.first { $0.currentTitle == "Edit" })
        #expect(share.currentTitle == nil)
        #expect(share.bounds.size == CGSize(width: 38, height: 34))
        #expect(edit.currentTitle == "Edit" && !edit.subviews.contains { $0 is UIImageView })
        #expect(screen.navigationItem.rightBarButtonItems?.first?.title == "Share")
        withExtendedLifetime(window) {}
    }
}
