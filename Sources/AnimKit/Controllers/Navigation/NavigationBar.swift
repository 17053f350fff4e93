import Foundation

/// The bar at the top of a navigation controller (also spelled `UINavigationBar`): the top controller's title in
/// the middle in semibold 17-point text (or large, 34-point bold, under it when the bar prefers large titles), a back
/// button on the left with the previous controller's title, the navigation item's bar button items at either side,
/// over a translucent white with a hairline under it.
@preconcurrency @MainActor
open class NavigationBar: View {
    /// The bar's own height, under the safe area's top.
    public static let height: CGFloat = 44
    /// How much taller a large title makes the bar.
    public static let largeTitleHeight: CGFloat = 52

    package let titleLabel = Label()
    package let largeTitleLabel = Label()
    package let backButton = Button(type: .system)
    package let hairline = View()
    /// The views of the top item's bar button items and title view, as placed now.
    var itemViews = BarItemViews()

    /// The bar's colour (translucent white when `nil`): written into ``standardAppearance``, as UIKit keeps it there.
    open var barTintColor: Color? {
        didSet { standard.backgroundColor = barTintColor }
    }
    /// Whether the bar is see-through: `false` gives ``standardAppearance`` an opaque background.
    open var isTranslucent = true {
        didSet {
            let color = standard.backgroundColor
            if isTranslucent { standard.configureWithDefaultBackground() } else { standard.configureWithOpaqueBackground() }
            if let color { standard.backgroundColor = color }
        }
    }
    /// The title's attributes (`.foregroundColor`, `.font`), written into ``standardAppearance``.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { standard.titleTextAttributes = titleTextAttributes ?? [:] }
    }
    /// The large title's attributes, written into ``standardAppearance``.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { standard.largeTitleTextAttributes = largeTitleTextAttributes ?? [:] }
    }
    /// An image in place of the hairline (an empty `UIImage()` hides it), written into ``standardAppearance``.
    open var shadowImage: Image? {
        didSet { standard.shadowImage = shadowImage }
    }
    /// The look once content scrolls under the bar (and everywhere ``scrollEdgeAppearance`` does not decide): the
    /// default background unless set. The bar keeps a copy of what is set, as UIKit's does.
    open var standardAppearance: NavigationBarAppearance {
        get { standard }
        set {
            standard = watched(newValue)
            standardWasSet = true
        }
    }
    /// The look in a compact height (a phone on its side); ``standardAppearance`` when `nil`.
    open var compactAppearance: NavigationBarAppearance? {
        didSet {
            compactAppearance = compactAppearance.map(watched)
            appearanceChanged()
        }
    }
    /// The look while the top screen's content is at its top edge (or it has no scroll view): when `nil`, the standard
    /// appearance with a transparent background and no hairline, as on iOS 15 and later.
    open var scrollEdgeAppearance: NavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance.map(watched)
            appearanceChanged()
        }
    }
    /// The look at the top edge in a compact height.
    open var compactScrollEdgeAppearance: NavigationBarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance.map(watched)
            appearanceChanged()
        }
    }
    /// The bar's copy of ``standardAppearance``.
    private(set) var standard = NavigationBarAppearance() {
        didSet { appearanceChanged() }
    }
    /// The appearance drawn now, and whether the content was at its top edge (the bar draws it again on a change).
    var shownLook: (appearance: ObjectIdentifier, edge: Bool)?
    /// Whether code set ``standardAppearance`` (what the appearance proxy passes on).
    var standardWasSet = false

    /// The proxy whose settings every bar takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> NavigationBar { appearanceProxy { NavigationBar() } }
    /// The proxy for bars inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> NavigationBar {
        appearanceProxy(in: containerTypes) { NavigationBar() }
    }

    /// Whether screens show their titles large, under the bar's row, as their items' `largeTitleDisplayMode` allows.
    open var prefersLargeTitles = false {
        didSet { (superview?.next as? NavigationController)?.updateBar() }
    }

    /// Whether the title shows large now.
    open internal(set) var showsLargeTitle = false
    /// The search bar shown under the title, whether the title row is folded away for an active search, and whether the
    /// bar folds away as the content scrolls (`hidesSearchBarWhenScrolling`).
    var search: (bar: SearchBar, foldsTitle: Bool, hidesWhenScrolling: Bool)?
    /// How much of the bar the content scrolled away: the search bar's, then the large title's (``collapsibleHeight``).
    var collapsed: CGFloat = 0

    /// How tall the bar is under the safe area's top: the title row, the large title and the search bar as shown.
    var contentHeight: CGFloat {
        NavigationBar.contentHeight(large: showsLargeTitle, search: search?.bar, foldsTitle: search?.foldsTitle == true) - collapsed
    }

    /// How tall a bar is under the safe area's top showing a title (large or not) and `search`'s bar, the title row
    /// folded away when `foldsTitle`: what the bar draws and what its screens' safe area leaves it.
    static func contentHeight(large: Bool, search: SearchBar?, foldsTitle: Bool) -> CGFloat {
        let title = foldsTitle ? 0 : height + (large ? largeTitleHeight : 0)
        return title + (search?.sizeThatFits(.zero).height ?? 0)
    }

    /// A bar occupying `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        build()
    }

    /// A bar with no place yet.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build() {
        standard.observer = self
        apply(standard)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .label
        largeTitleLabel.font = .boldSystemFont(ofSize: 34)
        largeTitleLabel.textColor = .label
        largeTitleLabel.isHidden = true
        hairline.backgroundColor = Color(white: 0, alpha: 0.3)
        backButton.contentEdgeInsets = BarItemViews.titleInsets
        for part in [titleLabel, largeTitleLabel, backButton, hairline] as [View] { addSubview(part) }
    }

    /// Shows `item`'s title (`title`), large or not, its buttons, and — when `back` is given — a back button titled with it.
    func show(_ item: NavigationItem?, title: String?, back: String?, large: Bool) {
        titleLabel.text = title
        largeTitleLabel.text = title
        showsLargeTitle = large
        titleLabel.isHidden = item?.titleView != nil
        largeTitleLabel.isHidden = !large
        let replacesBack = item?.leftBarButtonItems?.isEmpty == false && item?.leftItemsSupplementBackButton != true
        backButton.isHidden = back == nil || replacesBack
        backButton.setTitle(back.map { $0.isEmpty ? "‹" : "‹ \($0)" }, for: .normal)
        itemViews.replace(with: item, in: self)
        showSearch(item?.searchController, of: item)
        setNeedsLayout()
    }

    /// Shows `controller`'s search bar under the title (in place of another's), or none.
    private func showSearch(_ controller: SearchController?, of item: NavigationItem?) {
        if let old = search?.bar, old !== controller?.searchBar { old.removeFromSuperview() }
        guard let controller, let item else {
            search = nil
            return
        }
        if controller.searchBar.superview !== self { addSubview(controller.searchBar) }
        search = (controller.searchBar, controller.foldsTitle, item.hidesSearchBarWhenScrolling)
        for part in [titleLabel, largeTitleLabel, backButton] as [View] { part.alpha = controller.foldsTitle ? 0 : 1 }
    }

    /// Places the parts: the row of the title and buttons in the 44 points under the safe area's top, the large title
    /// under it when shown, the back button at the left (measured again whenever its title changes), the hairline.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        // The title row sits above the large title and the search bar; folded away, above the top.
        let row = bounds.height - contentHeight - (search?.foldsTitle == true ? NavigationBar.height : 0)
        let (searchFolded, titleFolded) = foldedParts
        placeSearchBar(folded: searchFolded)
        titleLabel.frame = CGRect(x: width / 4, y: row, width: width / 2, height: NavigationBar.height)
        largeTitleLabel.frame = CGRect(
            x: 16, y: row + NavigationBar.height - titleFolded, width: width - 32, height: NavigationBar.largeTitleHeight)
        showTitles(largeFolded: titleFolded)
        let backSize = backButton.intrinsicContentSize
        backButton.frame = CGRect(
            x: 8, y: row + (NavigationBar.height - backSize.height) / 2, width: backSize.width, height: backSize.height)
        itemViews.place(in: self, row: row, after: backButton.isHidden ? 8 : backButton.frame.maxX)
        hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: width, height: 0.5)
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = NavigationBar.barCheckpointFields.keep(self)
        return CheckpointRestoration(covering: NavigationBar.self) {
            view.run()
            own()
        }
    }
}

extension NavigationBar {
    /// What a checkpoint keeps of a bar beyond the view: the item views it shows (a restored bar's subviews are
    /// those of its time, so a later change replaces those), its colour and whether its title shows large (a test
    /// checks).
    package static let barCheckpointFields: [CheckpointField<NavigationBar>] = [
        CheckpointField("itemViews", { $0.itemViews }, { $0.itemViews = $1 }),
        CheckpointField("showsLargeTitle", { $0.showsLargeTitle }, { $0.showsLargeTitle = $1 }),
        CheckpointField("search", { $0.search }, { $0.search = $1 }),
        CheckpointField("collapsed", { $0.collapsed }, { $0.collapsed = $1 }),
        CheckpointField("shownLook", { $0.shownLook }, { $0.shownLook = $1 }),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let barNotCheckpointed = [
        "titleLabel": "a constant view, kept as a view", "largeTitleLabel": "a constant view, kept as a view",
        "backButton": "a constant view, kept as a view", "hairline": "a constant view, kept as a view",
        "prefersLargeTitles": "a setting only the scene's code makes; its setter redraws the bar, which a restore must not",
        "barTintColor": "a setting written into the standard appearance, whose colours the bar's views keep",
        "isTranslucent": "the same",
        "titleTextAttributes": "the same", "largeTitleTextAttributes": "the same", "shadowImage": "the same",
        "compactAppearance": "an appearance only the scene's code sets; what it drew, the bar's views keep",
        "scrollEdgeAppearance": "the same", "compactScrollEdgeAppearance": "the same", "standard": "the same",
        "standardWasSet": "the same",
    ]
}

/// UIKit's name for a navigation bar.
public typealias UINavigationBar = NavigationBar
