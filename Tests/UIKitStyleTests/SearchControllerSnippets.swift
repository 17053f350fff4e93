import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A list screen with a search in its navigation bar, as iOS 11+ code writes one; it records what the search tells it.
@MainActor
private final class FruitsScreen: UIViewController, UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
    let search: UISearchController
    var updates: [String] = []
    var events: [String] = []

    init(results: UIViewController?) {
        search = UISearchController(searchResultsController: results)
        super.init(nibName: nil, bundle: nil)
        title = "Fruits"
        search.searchResultsUpdater = self
        search.delegate = self
        search.searchBar.delegate = self
        search.searchBar.placeholder = "Search fruits"
        search.searchBar.scopeButtonTitles = ["All", "Berries"]
        navigationItem.searchController = search
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func updateSearchResults(for searchController: UISearchController) {
        updates.append(
            "\(searchController.isActive ? "active" : "inactive") '\(searchController.searchBar.text ?? "")' scope \(searchController.searchBar.selectedScopeButtonIndex)"
        )
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("text \(searchText)") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
    func willPresentSearchController(_ searchController: UISearchController) { events.append("will present") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("did present") }
    func willDismissSearchController(_ searchController: UISearchController) { events.append("will dismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("did dismiss") }
}

// The search bar sits under a large title (44 + 52 + 52 points under the safe area); a tap in its field makes the
// search active: over 0.3 s the title row folds away and the scope bar comes in (52 + 44), Cancel shows; typing
// tells the updater and brings the results controller's view over the list; Cancel clears and undoes it all.
@MainActor
@Suite("UISearchController in a navigation bar")
struct SearchControllerSnippets {
    private func shown(results: UIViewController? = nil) -> (UIWindow, UINavigationController, FruitsScreen) {
        _ = UIResponder.first?.resignFirstResponder()
        let screen = FruitsScreen(results: results)
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, screen)
    }

    @Test("at rest the search bar is under the large title: the bar 47 + 44 + 52 + 52 tall, the screen's safe area with it")
    func atRest() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, navigation, screen) = shown()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 47 + 44 + 52 + 52 && screen.view.safeAreaInsets.top == 195)
        #expect(screen.search.searchBar.superview === bar && screen.search.searchBar.frame == CGRect(x: 0, y: 143, width: 390, height: 52))
        #expect(screen.search.searchBar.searchTextField.frame == CGRect(x: 16, y: 8, width: 358, height: 36))
        #expect(!screen.search.isActive && screen.updates.isEmpty && fixture.errors.isEmpty, "\(fixture.errors)")
        withExtendedLifetime(window) {}
    }

    @Test("the field taking the keyboard makes the search active: the title row folds away over 0.3 s, scope and Cancel come in")
    func activates() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, navigation, screen) = shown()
        let field = screen.search.searchBar.searchTextField
        #expect(field.becomeFirstResponder())
        #expect(screen.search.isActive && screen.events == ["will present", "did present"])
        #expect(screen.updates == ["active '' scope 0"])
        let bar = navigation.navigationBar
        // Folded: the safe area's 47, then the field's row and the scope bar.
        #expect(bar.frame.height == 47 + 52 + 44 && screen.search.searchBar.showsScopeBar && screen.search.searchBar.showsCancelButton)
        #expect(abs(bar.presentation.frame.height - 195) < 1e-9)
        fixture.run(frames: 9)
        // 9 frames of 18: half-way on ease in-out.
        #expect(abs(bar.presentation.frame.height - (195 + (143 - 195) * easeInOut(0.5))) < 1e-9)
        fixture.run(frames: 9)
        #expect(bar.presentation.frame.height == 143 && bar.titleLabel.alpha == 0 && screen.view.safeAreaInsets.top == 143)
        // Cancel's 8 points and its own width come off the field.
        let cancel = try #require(screen.search.searchBar.subviews.compactMap { $0 as? UIButton }.first)
        #expect(field.frame.width == 358 - 8 - cancel.intrinsicContentSize.width && cancel.alpha == 1)
        withExtendedLifetime(window) {}
    }

    @Test("typing tells the delegate and the updater and brings the results over the list; Cancel clears and ends the search")
    func typesAndCancels() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let results = UIViewController()
        let (window, navigation, screen) = shown(results: results)
        let field = screen.search.searchBar.searchTextField
        _ = field.becomeFirstResponder()
        fixture.run(seconds: 0.5)
        // Active with no text: the list is dimmed, no results yet.
        let dimming = try #require(navigation.view.subviews.first { $0.backgroundColor == UIColor(white: 0, alpha: 0.2) })
        #expect(dimming.alpha == 1 && results.viewIfLoaded?.superview == nil)
        field.insertText("an")
        #expect(screen.events.last == "text an" && screen.updates.last == "active 'an' scope 0")
        #expect(results.view.superview === navigation.view && results.view.frame.minY == navigation.navigationBar.frame.maxY)
        fixture.run(seconds: 0.5)
        #expect(dimming.superview == nil)
        let cancel = try #require(screen.search.searchBar.subviews.compactMap { $0 as? UIButton }.first)
        cancel.sendActions(for: .touchUpInside)
        #expect(screen.search.searchBar.text == "" && !screen.search.isActive && !field.isFirstResponder)
        #expect(screen.events.suffix(3) == ["cancel", "will dismiss", "did dismiss"] && screen.updates.last == "inactive '' scope 0")
        #expect(results.view.superview == nil)
        fixture.run(seconds: 0.5)
        #expect(navigation.navigationBar.presentation.frame.height == 195 && navigation.navigationBar.largeTitleLabel.alpha == 1)
        #expect(!screen.search.searchBar.showsCancelButton && !screen.search.searchBar.showsScopeBar && fixture.errors.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("a tap on the dimmed list ends the search as Cancel does; showing the results by hand turns the automatic showing off")
    func tapOnDimmingEnds() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let results = UIViewController()
        let (window, navigation, screen) = shown(results: results)
        _ = screen.search.searchBar.searchTextField.becomeFirstResponder()
        fixture.run(seconds: 0.5)
        let dimming = try #require(navigation.view.subviews.first { $0.backgroundColor == UIColor(white: 0, alpha: 0.2) })
        // Under the folded bar (143 points), over the list.
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: 200, y: 500), time: 1)
        pointer.pointerUp(at: CGPoint(x: 200, y: 500), time: 1.05)
        #expect(!screen.search.isActive && !screen.search.searchBar.searchTextField.isFirstResponder)
        #expect(screen.events.suffix(2) == ["will dismiss", "did dismiss"] && !screen.events.contains("cancel"))
        fixture.run(seconds: 0.5)
        #expect(dimming.superview == nil && navigation.navigationBar.presentation.frame.height == 195)
        // Apple: setting showsSearchResultsController makes automaticallyShowsSearchResultsController false.
        #expect(screen.search.automaticallyShowsSearchResultsController)
        screen.search.showsSearchResultsController = false
        #expect(!screen.search.automaticallyShowsSearchResultsController)
        withExtendedLifetime(window) {}
    }
}
