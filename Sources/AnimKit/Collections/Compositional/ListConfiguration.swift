import Foundation

/// A list made with a compositional layout (UIKit's `UICollectionLayoutListConfiguration`): full-width rows, inset
/// into rounded cards for the grouped appearances.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// How the list looks.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections apart, edge to edge.
        case grouped
        /// Sections apart, inset from the edges.
        case insetGrouped
        /// A sidebar's rows.
        case sidebar
        /// A sidebar's rows, plain.
        case sidebarPlain
    }

    /// Whether sections have headers, and of which kind.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` above each section.
        case supplementary
        /// Each section's first item shown as its header (with section snapshots, a header that folds its section).
        case firstItemInSection
    }

    /// Whether sections have footers.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` under each section.
        case supplementary
    }

    /// How the list looks.
    public var appearance: Appearance
    /// Whether sections have headers; none by default.
    public var headerMode = HeaderMode.none
    /// Whether sections have footers; none by default.
    public var footerMode = FooterMode.none
    /// Whether separators are drawn at all: a line under each row but a section's last, unless
    /// ``separatorConfiguration`` or ``itemSeparatorHandler`` say otherwise.
    public var showsSeparators = true
    /// How every item's separators look (iOS 14.5).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Gives an item's separators from the list's (``separatorConfiguration``): to hide one line, inset another.
    public typealias ItemSeparatorHandler = @MainActor @Sendable (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Changes the separators item by item, asked as each item is laid out; `nil`: every item takes the list's.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background, the collection view's: the grouped appearances' grey (white for a plain list) unless set.
    public var backgroundColor: Color?

    /// Gives the actions a row reveals when swiped from one side; `nil` for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor @Sendable (IndexPath) -> SwipeActionsConfiguration?
    /// The actions a row reveals when swiped right, from its leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a row reveals when swiped left, from its trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// The collection view's background for this list.
    var shownBackground: Color { backgroundColor ?? (appearance == .plain ? .systemBackground : .systemGroupedBackground) }

    /// A list of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The rows' estimate, a standard row's 44 points: each row is measured from its cell when it shows.
    static let rowHeight: CGFloat = 44

    /// A section of full-width rows, inset for the grouped appearances.
    @MainActor
    func section() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.rowHeight))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        switch appearance {
        case .insetGrouped: section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: 16, bottom: 18, trailing: 16)
        case .grouped: section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: 0, bottom: 18, trailing: 0)
        case .plain, .sidebar, .sidebarPlain: break
        }
        // A header or footer stands right against its rows: the section's spacing goes beyond it.
        let edge = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.rowHeight))
        if headerMode == .supplementary {
            section.contentInsets.top = 0
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: edge, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.contentInsets.bottom = 0
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: edge, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

/// A list's cell (UIKit's `UICollectionViewListCell`): white, with a list content configuration to fill.
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// A list cell occupying `frame`, its background a plain list row's configuration until it is dequeued.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundConfiguration = defaultBackgroundConfiguration()
    }

    /// A list cell from an archive (there are none here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A list configuration for what the cell is in its list: a row's text, secondary text under it and image before
    /// it (a sidebar's row); a header's or footer's in the look of the list's appearance.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        switch listRole {
        case .row(.sidebar), .row(.sidebarPlain): .sidebarCell()
        case .row: .cell()
        case .header(.plain): .plainHeader()
        case .header(.sidebar), .header(.sidebarPlain): .sidebarHeader()
        case .header: .groupedHeader()
        case .footer(.plain): .plainFooter()
        case .footer: .groupedFooter()
        }
    }

    /// A background configuration in the style of the cell's place: a row of a plain or grouped list or a sidebar, or
    /// a header or footer (clear in a grouped list or a sidebar, as UIKit's are).
    open override func defaultBackgroundConfiguration() -> BackgroundConfiguration { Self.background(for: listRole) }

    /// The background configuration of a cell in `role`.
    static func background(for role: ListCellRole) -> BackgroundConfiguration {
        switch role {
        case .row(.plain): .listPlainCell()
        case .row(.grouped), .row(.insetGrouped): .listGroupedCell()
        case .row(.sidebar), .row(.sidebarPlain): .listSidebarCell()
        case .header(.sidebar), .header(.sidebarPlain): .listSidebarHeader()
        case .header(let appearance), .footer(let appearance):
            appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        }
    }

    /// What the cell is in its list (set as it is dequeued): its default background follows, unless code set another.
    var listRole = ListCellRole.row(.plain) {
        didSet {
            guard listRole != oldValue, let shown = backgroundConfiguration,
                shown.isSameStyle(as: Self.background(for: oldValue))
            else { return }
            backgroundConfiguration = Self.background(for: listRole)
        }
    }

    /// What the cell shows beside its content: a chevron, a checkmark, a label … (trailing), editing controls (leading)
    /// — each as its `displayed` state says, while the collection view is editing or not.
    open var accessories: [UICellAccessory] {
        get { accessoryList }
        set {
            accessoryList = newValue
            rebuildAccessoryViews()
        }
    }
    var accessoryList: [UICellAccessory] = []
    /// How many levels in the cell's content (and leading accessories) go: its item's level in a section snapshot.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// How far a level goes in: 10 points (UITableViewCell's documented default; the list cell's is not documented).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the leading accessories go in with the content (the default) or stay at the edge.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }
    /// The views drawn for ``accessories`` that show now, each with whether it goes at the leading edge.
    var accessoryViews: [(view: View, leading: Bool)] = []
    /// Whether the accessories shown are those of editing mode (the collection view's ``CollectionView/isEditing``).
    var showsEditing = false

    package override func checkpointRestoration() -> CheckpointRestoration {
        let cell = super.checkpointRestoration(), own = CollectionViewListCell.listCellCheckpointFields.keep(self)
        return CheckpointRestoration(covering: CollectionViewListCell.self) {
            cell.run()
            own()
        }
    }

    package static let listCellCheckpointFields: [CheckpointField<CollectionViewListCell>] = [
        CheckpointField("accessoryList", { $0.accessoryList }, { $0.accessoryList = $1 }),
        CheckpointField("accessoryViews", { $0.accessoryViews }, { $0.accessoryViews = $1 }),
        CheckpointField("showsEditing", { $0.showsEditing }, { $0.showsEditing = $1 }),
        CheckpointField("listRole", { $0.listRole }, { $0.listRole = $1 }),
        CheckpointField("indentationLevel", { $0.indentationLevel }, { $0.indentationLevel = $1 }),
        CheckpointField("indentationWidth", { $0.indentationWidth }, { $0.indentationWidth = $1 }),
        CheckpointField("indentsAccessories", { $0.indentsAccessories }, { $0.indentsAccessories = $1 }),
        CheckpointField("shownSeparators", { $0.shownSeparators }, { $0.shownSeparators = $1 }),
    ]
    /// The lines under and above the cell, shown when its list layout says (see ``ListPlace``).
    let listSeparator = ListPlace.line("separator"), listTopSeparator = ListPlace.line("top separator")
    /// Where the separator starts: constrain its leading anchor (to the content's text, say) and the lines follow; left
    /// alone, they start at the cell's text.
    open var separatorLayoutGuide: UILayoutGuide { separatorGuide.installed(in: self) }
    let separatorGuide = SeparatorGuide()
    /// The separators the cell's list place gave it last.
    var shownSeparators: UIListSeparatorConfiguration?

    /// Places the accessories in from the edges and narrows the content view between them, then the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeAccessories()
        placeSeparator()
    }

    override func contentWidth(forCellWidth width: CGFloat) -> CGFloat { width - accessoryRoom.leading - accessoryRoom.trailing - indent }

    /// How far the indentation moves the content in.
    var indent: CGFloat { CGFloat(Swift.max(indentationLevel, 0)) * indentationWidth }
}

/// UIKit's name for a list cell.
public typealias UICollectionViewListCell = CollectionViewListCell
