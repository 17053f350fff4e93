import AnimKit
import AnimKitTestSupport
import Testing

// UITabBarAppearance as apps set it: an opaque background, the selected item's icon and title in pink, the others'
// titles grey — drawn by the bar, which keeps a copy of what is set and follows changes made to it.
@MainActor
@Suite("UITabBarAppearance")
struct TabBarAppearanceSnippets {
    @Test("an opaque white bar without hairline; the selected item pink, the others' titles grey; a change to the copy shows")
    func appearance() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (home, profile) = (UIViewController(), UIViewController())
        home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, profile]
        let look = UITabBarAppearance()
        look.configureWithOpaqueBackground()
        look.shadowColor = .clear
        look.stackedLayoutAppearance.selected.iconColor = .systemPink
        look.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        look.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray2]
        tabs.tabBar.standardAppearance = look
        tabs.tabBar.scrollEdgeAppearance = look
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tabs.tabBar.backgroundColor == .systemBackground && tabs.tabBar.standardAppearance !== look)
        let titles = tabs.tabBar.subtree.compactMap { $0 as? UILabel }
        let homeTitle = try #require(titles.first { $0.text == "Home" }), profileTitle = try #require(titles.first { $0.text == "Profile" })
        #expect(homeTitle.textColor == .systemPink && profileTitle.textColor == .systemGray2)
        tabs.tabBar.standardAppearance.backgroundColor = .systemYellow
        window.layoutIfNeeded()
        #expect(tabs.tabBar.backgroundColor == .systemYellow)
    }
}
