import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A settings-like list with a large title and a search in the bar, as iOS 11+ code writes one.
@MainActor
private final class Settings: UITableViewController {
    let search = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.rowHeight = 44
        navigationItem.searchController = search
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A short list in a collection view that fills a plain controller's view, as list screens since iOS 14 are written.
@MainActor
private final class Contacts: UIViewController {
    let search = UISearchController(searchResultsController: nil)
    var list: UICollectionView!
    var toldSafeArea = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        navigationItem.searchController = search
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        list = SafeAreaCounting(frame: view.bounds, collectionViewLayout: layout) { [unowned self] in toldSafeArea += 1 }
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(list)
    }
}

/// A collection view that counts `safeAreaInsetsDidChange()`.
@MainActor
private final class SafeAreaCounting: UICollectionView {
    var told: () -> Void = {}

    convenience init(frame: CGRect, collectionViewLayout: UICollectionViewLayout, told: @escaping () -> Void) {
        self.init(frame: frame, collectionViewLayout: collectionViewLayout)
        self.told = told
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        told()
    }
}

// Apple's `hidesSearchBarWhenScrolling`: "the search bar is visible only when the scroll position equals the top of your
// content view. When the user scrolls down, the search bar collapses into the navigation bar. Scrolling back to the top
// reveals the search bar again." Then the large title folds into the title row, fading, and the small title shows in
// the row once it is gone, as iOS shows it. Under a 47-point
// safe area the bar is 47 + 44 + 52 (large title) + 52 (search) = 195 at rest; the content scrolled `s` past its top
// takes `s` of it: the search bar's 52 first, then the large title's 52, down to 47 + 44 = 91. The screen's safe area
// and the content inset keep the whole bar's 195, so the bar's bottom stays on the content's top edge.
@MainActor
@Suite("The navigation bar folds as the content scrolls: search bar, then large title")
struct NavigationBarCollapseSnippets {
    private func shown(hidesSearch: Bool = true) -> (UIWindow, UINavigationController, Settings) {
        let settings = Settings(style: .plain)
        settings.navigationItem.hidesSearchBarWhenScrolling = hidesSearch
        let navigation = UINavigationController(rootViewController: settings)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, settings)
    }

    @Test("scrolled 30, 80 and 200 past the top the bar is 165, 115 and 91 tall; back at the top, 195 again")
    func folds() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, navigation, settings) = shown()
        let bar = navigation.navigationBar, table = settings.tableView!, searchBar = settings.search.searchBar
        #expect(bar.frame.height == 195 && table.adjustedContentInset.top == 195 && table.contentOffset.y == -195)
        // 30: the search bar is 22 tall, fading (1 − 30/52); the large title has not moved.
        table.contentOffset = CGPoint(x: 0, y: -195 + 30)
        #expect(bar.frame.height == 165 && searchBar.frame == CGRect(x: 0, y: 143, width: 390, height: 22))
        #expect(isApproximatelyEqual(searchBar.alpha, 1 - 30.0 / 52) && bar.largeTitleLabel.frame.minY == 91)
        // 80: the search bar is gone, the large title 28 up, fading; the small title still hidden.
        table.contentOffset = CGPoint(x: 0, y: -195 + 80)
        #expect(bar.frame.height == 115 && searchBar.frame.height == 0 && searchBar.alpha == 0)
        #expect(bar.largeTitleLabel.frame.minY == 91 - 28 && isApproximatelyEqual(bar.largeTitleLabel.alpha, 1 - 28.0 / 52))
        #expect(bar.titleLabel.alpha == 0)
        // 200: all folded: the title row alone, the small title in it.
        table.contentOffset = CGPoint(x: 0, y: -195 + 200)
        #expect(bar.frame.height == 91 && bar.largeTitleLabel.alpha == 0 && bar.titleLabel.alpha == 1)
        #expect(settings.view.safeAreaInsets.top == 195 && table.adjustedContentInset.top == 195)
        // Back to the top: all of it again.
        table.contentOffset = CGPoint(x: 0, y: -195)
        #expect(bar.frame.height == 195 && searchBar.frame.height == 52 && searchBar.alpha == 1 && bar.largeTitleLabel.alpha == 1)
        #expect(bar.titleLabel.alpha == 0 && fixture.errors.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("with hidesSearchBarWhenScrolling false the search bar stays: the large title folds alone, 195 down to 143")
    func searchStays() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, navigation, settings) = shown(hidesSearch: false)
        let bar = navigation.navigationBar, table = settings.tableView!, searchBar = settings.search.searchBar
        table.contentOffset = CGPoint(x: 0, y: -195 + 30)
        #expect(bar.frame.height == 165 && searchBar.frame == CGRect(x: 0, y: 113, width: 390, height: 52) && searchBar.alpha == 1)
        #expect(isApproximatelyEqual(bar.largeTitleLabel.frame.minY, 91 - 30))
        table.contentOffset = CGPoint(x: 0, y: 400)
        #expect(bar.frame.height == 143 && searchBar.frame.minY == 91 && bar.titleLabel.alpha == 1)
        withExtendedLifetime(window) {}
    }

    /// UIKit lays out a view whose safe area changed and tells it (`safeAreaInsetsDidChange()`): a list that is not the
    /// controller's view itself but fills it is under the bar as soon as the bar grows, its content at the top below it.
    @Test("a list filling a plain controller's view: told of the 195-point safe area, its content rests at −195 at once")
    func subviewListRestsBelowTheBar() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let contacts = Contacts()
        let navigation = UINavigationController(rootViewController: contacts)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let list = try #require(contacts.list)
        // No status bar yet: a 44 + 52 + 52 bar.
        #expect(list.adjustedContentInset.top == 148 && list.contentOffset.y == -148 && contacts.toldSafeArea == 1)
        // The window's safe area arrives (as a previewed phone's does): the bar grows by 47, and the list with it.
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 195 && list.safeAreaInsets.top == 195)
        #expect(list.adjustedContentInset.top == 195 && list.contentOffset.y == -195 && contacts.toldSafeArea == 2)
        withExtendedLifetime(window) {}
    }
}
