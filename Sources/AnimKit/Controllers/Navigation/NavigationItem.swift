import Foundation

/// What a controller shows in a navigation bar while it is on top (UIKit's `UINavigationItem`).
@preconcurrency @MainActor
open class NavigationItem {
    /// The controller whose item this is: a change while it is on top of a stack shows at once.
    weak var owner: ViewController?
    /// The title in the middle of the bar; the controller's `title` when `nil`.
    open var title: String? {
        didSet { changed() }
    }
    /// The back button's title on the next screen; the title when `nil`.
    open var backButtonTitle: String? {
        didSet { changed() }
    }
    /// How the back button to this controller reads on the next screen: its title (or ``backButtonTitle``), "Back", or
    /// the chevron alone.
    open var backButtonDisplayMode = BackButtonDisplayMode.default {
        didSet { changed() }
    }
    /// Whether the back button is hidden while this controller is on top.
    open var hidesBackButton = false {
        didSet { changed() }
    }
    /// The button at the right of the bar (the first of ``rightBarButtonItems``).
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The buttons at the right of the bar, the first outermost.
    open var rightBarButtonItems: [BarButtonItem]? {
        didSet { changed() }
    }
    /// The button at the left of the bar, in the back button's place (the first of ``leftBarButtonItems``).
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The buttons at the left of the bar, the first outermost; they take the back button's place unless
    /// ``leftItemsSupplementBackButton`` is set.
    open var leftBarButtonItems: [BarButtonItem]? {
        didSet { changed() }
    }
    /// Whether the left items come after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false {
        didSet { changed() }
    }
    /// A view shown in the title's place.
    open var titleView: View? {
        didSet { changed() }
    }
    /// Whether this screen shows a large title when the bar prefers them (UIKit's `largeTitleDisplayMode`).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { changed() }
    }

    /// The search whose bar shows under the title while this screen is on top (iOS 11).
    open var searchController: SearchController? {
        didSet {
            oldValue?.hostItem = nil
            searchController?.hostItem = self
            changed()
        }
    }
    /// Whether the search bar folds away as the content scrolls up (`true` by default); the bar here stays shown.
    open var hidesSearchBarWhenScrolling = true
    /// Where the search bar goes (iOS 16): kept; it goes under the title.
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic
    /// The bar's look while this controller is on top and its content scrolls under the bar; the bar's when `nil`.
    /// Kept as a copy, as UIKit's.
    open var standardAppearance: NavigationBarAppearance? {
        didSet { standardAppearance = watched(standardAppearance) }
    }
    /// The look in a compact height (a phone on its side); ``standardAppearance`` when `nil`.
    open var compactAppearance: NavigationBarAppearance? {
        didSet { compactAppearance = watched(compactAppearance) }
    }
    /// The look while the content is at its top edge; the bar's when `nil` (see ``NavigationBar/scrollEdgeAppearance``).
    open var scrollEdgeAppearance: NavigationBarAppearance? {
        didSet { scrollEdgeAppearance = watched(scrollEdgeAppearance) }
    }
    /// The look at the top edge in a compact height.
    open var compactScrollEdgeAppearance: NavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = watched(compactScrollEdgeAppearance) }
    }

    /// Where a navigation bar puts a search bar (UIKit's `UINavigationItem.SearchBarPlacement`).
    public enum SearchBarPlacement: Int, Sendable {
        case automatic, inline, stacked
    }

    /// When a screen shows a large title (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the screen below it does (the root: as the bar prefers).
        case automatic
        /// Always, when the bar prefers large titles.
        case always
        /// Never.
        case never
    }

    /// An item titled `title`.
    public init(title: String = "") {
        self.title = title.isEmpty ? nil : title
    }

    /// A copy of an appearance just set, watched by this item (UIKit keeps a copy, not the caller's object); the bar
    /// shows it at once.
    private func watched(_ appearance: NavigationBarAppearance?) -> NavigationBarAppearance? {
        defer { changed() }
        guard let copy = appearance?.copy() else { return nil }
        copy.observer = self
        return copy
    }

    /// Shows the change in the bar of the stack whose top the owner is.
    func changed() {
        guard let owner, let navigation = owner.navigationController, navigation.topViewController === owner else { return }
        navigation.updateBar()
    }
}

/// UIKit's name for a navigation item.
public typealias UINavigationItem = NavigationItem

extension NavigationItem: BarAppearanceObserver {
    func appearanceChanged() { changed() }
}

extension NavigationItem {
    /// How a back button reads (UIKit's `UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The controller's back button title or title.
        case `default`
        /// "Back".
        case generic
        /// The chevron alone.
        case minimal
    }
}
