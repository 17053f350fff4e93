import Foundation

/// What a search bar tells and asks as it is used (also spelled `UISearchBarDelegate`); every method has UIKit's
/// default (allow, do nothing), so implement only those you need.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Whether the field may begin editing (`true` by default).
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// The field began editing.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether the field may stop editing (`true` by default).
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// The field stopped editing.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// The text changed by typing.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether typing may replace `range` with `text` (`true` by default).
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The results list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    /// Another scope button was chosen.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    /// `true`.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// `true`.
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// `true`.
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// UIKit's name for a search bar's delegate.
public typealias UISearchBarDelegate = SearchBarDelegate

/// Told to update the results whenever the search changes (also spelled `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search bar's text or scope changed, or the search became active or inactive: show the results for it.
    func updateSearchResults(for searchController: SearchController)
}

/// UIKit's name for a search results updater.
public typealias UISearchResultsUpdating = SearchResultsUpdating

/// Told as a search controller becomes active and inactive (also spelled `UISearchControllerDelegate`); every
/// method does nothing by default.
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: SearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: SearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: SearchController)
    /// The search is becoming active: present the controller yourself (here it shows in its navigation bar).
    func presentSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
    /// Nothing.
    public func presentSearchController(_ searchController: SearchController) {}
}

/// UIKit's name for a search controller's delegate.
public typealias UISearchControllerDelegate = SearchControllerDelegate
