import Foundation

/// A search that shows in a navigation bar (also spelled `UISearchController`): set it as a screen's
/// `navigationItem.searchController` and its ``searchBar`` sits under the title; typing, the scope bar and Cancel tell
/// the ``searchResultsUpdater``.
///
/// The search becomes active when its field begins editing (or ``isActive`` is set): over 0.3 s the bar's title row
/// folds away (``hidesNavigationBarDuringPresentation``), the Cancel button and the scope bar come in, the content
/// dims (``obscuresBackgroundDuringPresentation``) and, once there is text, the ``searchResultsController``'s view
/// covers it. Cancel, or a tap on the dimmed content, clears the text and undoes all of that. The 0.3 s and the
/// dimming's 20 % black are AnimKit's.
@preconcurrency @MainActor
open class SearchController: ViewController {
    /// The controller whose view shows the results over the content, if any; `nil` to show them in the screen itself.
    open var searchResultsController: ViewController? { resultsController }
    private let resultsController: ViewController?
    private let bar = SearchBar()
    /// The search bar.
    open var searchBar: SearchBar { bar }
    /// Told whenever the search changes.
    open weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// Told as the search becomes active and inactive.
    open weak var delegate: (any SearchControllerDelegate)?
    /// Whether the content is dimmed while the search is active; `true` by default.
    open var obscuresBackgroundDuringPresentation = true
    /// iOS 8's name for ``obscuresBackgroundDuringPresentation``.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row folds away while the search is active; `true` by default.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while the search is active; `true` by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while the search is active; `true` by default.
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows once there is text; `true` by default.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows now (set it to show it with no text): setting it turns
    /// ``automaticallyShowsSearchResultsController`` off, as UIKit documents.
    open var showsSearchResultsController = false {
        didSet {
            automaticallyShowsSearchResultsController = false
            showResults(animated: false)
        }
    }
    /// Whether the search is active.
    open var isActive: Bool {
        get { active }
        set { setActive(newValue) }
    }
    private var active = false
    /// The navigation item whose bar shows the search bar.
    weak var hostItem: NavigationItem?
    /// The views laid over the content while the search is active: the dimming, the results.
    private let dimming = View()

    /// A search controller whose results show in `searchResultsController`'s view (`nil`: in the screen itself).
    public init(searchResultsController: ViewController?) {
        resultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        bar.searchController = self
        makeDimming()
    }

    /// A search controller from an archive (there are none here): no results controller.
    public required init?(coder: NSCoder) {
        resultsController = nil
        super.init(coder: coder)
        bar.searchController = self
        makeDimming()
    }

    /// The dimming over the content: a tap on it ends the search as Cancel does.
    private func makeDimming() {
        dimming.backgroundColor = Color(white: 0, alpha: 0.2)
        dimming.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.cancelled() })
    }

    /// The navigation controller whose bar shows the search.
    private var hostNavigation: NavigationController? { hostItem?.owner?.navigationController }

    /// Whether the bar's title row is folded away now.
    var foldsTitle: Bool { active && hidesNavigationBarDuringPresentation }

    private func setActive(_ newValue: Bool) {
        guard newValue != active else { return }
        if newValue { delegate?.willPresentSearchController(self) } else { delegate?.willDismissSearchController(self) }
        active = newValue
        let scoped = automaticallyShowsScopeBar && !(bar.scopeButtonTitles ?? []).isEmpty
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(newValue, animated: true) }
        View.animate(withDuration: 0.3) {
            if scoped { self.bar.showsScopeBar = newValue }
            self.hostNavigation?.updateBar()
            self.hostNavigation?.view.layoutIfNeeded()
        }
        if newValue, hostNavigation != nil { delegate?.presentSearchController(self) }
        showResults(animated: true)
        if !newValue, bar.searchTextField.isFirstResponder { _ = bar.searchTextField.resignFirstResponder() }
        searchResultsUpdater?.updateSearchResults(for: self)
        if newValue { delegate?.didPresentSearchController(self) } else { delegate?.didDismissSearchController(self) }
    }

    /// The field began editing: the search becomes active.
    func fieldBeganEditing() { setActive(true) }

    /// Typing changed the text: the results follow.
    func textChanged() {
        showResults(animated: false)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Another scope was chosen.
    func scopeChanged() { searchResultsUpdater?.updateSearchResults(for: self) }

    /// Cancel: the text goes, and the search ends.
    func cancelled() {
        bar.text = ""
        setActive(false)
    }

    /// The bar grew or shrank (the scope bar): the navigation bar makes room.
    func barChangedHeight() {
        hostNavigation?.viewIfLoaded?.setNeedsLayout()
    }

    /// Lays the dimming and the results over the content under the bar, as the search's state says.
    private func showResults(animated: Bool) {
        guard let navigation = hostNavigation, let container = navigation.viewIfLoaded else { return }
        let showsResults =
            active && (showsSearchResultsController || (automaticallyShowsSearchResultsController && !(bar.text ?? "").isEmpty))
        let dims = active && obscuresBackgroundDuringPresentation && !showsResults
        let below = navigation.navigationBar
        let area = CGRect(
            x: 0, y: below.frame.maxY, width: container.bounds.width, height: Swift.max(container.bounds.height - below.frame.maxY, 0))
        if dims, dimming.superview == nil {
            dimming.frame = area
            dimming.alpha = 0
            container.insertSubview(dimming, belowSubview: below)
        }
        let change = { self.dimming.alpha = dims ? 1 : 0 }
        if animated {
            View.animate(withDuration: 0.3, animations: change) { _ in if !dims { self.dimming.removeFromSuperview() } }
        } else {
            change()
            if !dims { dimming.removeFromSuperview() }
        }
        guard let results = searchResultsController else { return }
        if showsResults, results.viewIfLoaded?.superview == nil {
            results.view.frame = area
            container.insertSubview(results.view, belowSubview: below)
        } else if !showsResults {
            results.viewIfLoaded?.removeFromSuperview()
        }
    }
}

/// UIKit's name for a search controller.
public typealias UISearchController = SearchController
