import AnimKit
import AnimKitTestSupport
import Testing

/// A feed: a table filling its view, tall enough to scroll under the bar.
private final class AppearanceFeed: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

// iOS 13's bar appearances as iOS 15 and later apply them: the bar draws its scroll-edge appearance while the top
// screen's content is at its top edge (or it has none), and its standard one once content scrolls under it; with no
// scroll-edge appearance set, the edge shows the standard one with a transparent background and no hairline — Apple's
// documentation of `scrollEdgeAppearance` ("If nil … uses standardAppearance, modified to have a transparent
// background"). A navigation item's appearances win over the bar's; the bar keeps copies of what is set (NSCopying).
@MainActor
@Suite("UINavigationBarAppearance: standard, scroll edge, per item, and the legacy properties")
struct NavigationBarAppearanceSnippets {
    @Test("an opaque indigo standard appearance set as the scroll edge's too: indigo, white titles, at rest and scrolled")
    func opaqueEverywhere() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let feed = AppearanceFeed()
        let (navigation, window) = navigationOnPhone(feed)
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.backgroundColor == .systemIndigo && bar.titleLabel.textColor == .white)
        // The bar keeps a copy: changing the caller's object afterwards changes nothing until it is set again.
        #expect(bar.standardAppearance !== appearance)
        appearance.backgroundColor = .systemRed
        #expect(bar.backgroundColor == .systemIndigo)
        feed.tableView.contentOffset.y += 200
        #expect(bar.backgroundColor == .systemIndigo)
        _ = window
    }

    @Test("no scroll-edge appearance: transparent with no hairline at the top, the default material once scrolled, and back")
    func transparentAtTheEdge() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let feed = AppearanceFeed()
        let (navigation, window) = navigationOnPhone(feed)
        let bar = navigation.navigationBar, table = feed.tableView!
        // At rest the table shows its content's top under the bar: the scroll edge.
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        #expect(bar.backgroundColor == .clear && bar.hairline.backgroundColor == .clear)
        table.contentOffset.y += 1
        // Scrolled under the bar: the standard appearance, the chrome material's near-white and the hairline.
        #expect(bar.backgroundColor == UIColor(white: 0.98, alpha: 0.94) && bar.hairline.backgroundColor == UIColor(white: 0, alpha: 0.3))
        table.contentOffset.y = -table.adjustedContentInset.top
        #expect(bar.backgroundColor == .clear)
        // A screen with no scroll view is always at its edge.
        let plain = UIViewController()
        navigation.pushViewController(plain, animated: false)
        #expect(bar.backgroundColor == .clear)
        _ = window
    }

    @Test("an item's appearance wins while its screen is on top; a change made to it afterwards shows at once")
    func itemAppearance() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let feed = AppearanceFeed()
        let (navigation, window) = navigationOnPhone(feed)
        let bar = navigation.navigationBar
        let detail = UIViewController()
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemOrange
        look.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        detail.navigationItem.scrollEdgeAppearance = look
        navigation.pushViewController(detail, animated: false)
        #expect(bar.backgroundColor == .systemOrange)
        // The item's copy is watched: set a colour on it and the bar shows it.
        detail.navigationItem.scrollEdgeAppearance?.backgroundColor = .systemTeal
        #expect(bar.backgroundColor == .systemTeal)
        navigation.popViewController(animated: false)
        #expect(bar.backgroundColor == .clear)
        _ = window
    }

    @Test("the legacy barTintColor and titleTextAttributes go into the standard appearance: shown once content scrolls")
    func legacyProperties() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let feed = AppearanceFeed()
        let (navigation, window) = navigationOnPhone(feed)
        let bar = navigation.navigationBar
        bar.barTintColor = .systemGreen
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        #expect(bar.standardAppearance.backgroundColor == .systemGreen)
        // At the edge, iOS 15's transparent background: the tint shows only under scrolled content.
        #expect(bar.backgroundColor == .clear && bar.titleLabel.textColor == .systemYellow)
        feed.tableView.contentOffset.y += 50
        #expect(bar.backgroundColor == .systemGreen)
        // An empty shadow image hides the hairline, as code has long done.
        bar.shadowImage = UIImage()
        #expect(bar.hairline.backgroundColor == .clear)
        _ = window
    }
}

// UINavigationBar.appearance(), as an app delegate sets it before any screen: every bar entering a window takes the
// proxy's settings, except what its own screen set on it.
@MainActor
@Suite("UINavigationBar.appearance()", .serialized)
struct NavigationBarProxySnippets {
    @Test("a bar entering a window takes the proxy's appearance and tint; one whose screen set its own keeps it")
    func proxy() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemGreen
        UINavigationBar.appearance().standardAppearance = look
        UINavigationBar.appearance().scrollEdgeAppearance = look
        UINavigationBar.appearance().tintColor = .white
        defer { UIView.resetAppearanceProxies() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.backgroundColor == .systemGreen && navigation.navigationBar.tintColor == .white)
        // A screen that sets the bar's appearance itself keeps its own.
        final class Orange: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let own = UINavigationBarAppearance()
                own.configureWithOpaqueBackground()
                own.backgroundColor = .systemOrange
                navigationController?.navigationBar.scrollEdgeAppearance = own
            }
        }
        let other = UINavigationController(rootViewController: Orange())
        let window2 = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window2.rootViewController = other
        window2.makeKeyAndVisible()
        window2.layoutIfNeeded()
        #expect(other.navigationBar.backgroundColor == .systemOrange && other.navigationBar.tintColor == .white)
        _ = window
    }
}
