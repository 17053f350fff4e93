import Foundation

/// A scrolling list of rows in sections (also spelled `UITableView`): its data source says how many rows there are
/// and makes a cell for each, and only the rows in sight have cells — those that scroll out are reused.
///
/// Rows are inserted, deleted, reloaded and moved with UIKit's calls and animations: the rows that stay slide to
/// their new places while the others fade or slide in and out, over 0.3 s on ease in-out (AnimKit's timing; iOS
/// publishes none), as one property animator on the scene clock — so the timeline shows a row update and scrubs
/// it. Its delegate (set through ``ScrollView/delegate``) is asked for heights and told of selection.
@preconcurrency @MainActor
open class TableView: ScrollView {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> TableView { appearanceProxy { TableView() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> TableView {
        appearanceProxy(in: containerTypes) { TableView() }
    }

    /// How a table looks (UIKit's `UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stay pinned at the top while their section scrolls under them.
        case plain
        /// Sections apart on a grey background; headers scroll with their rows.
        case grouped
        /// Grouped, with each section inset from the edges in a rounded card.
        case insetGrouped
    }

    /// How rows come in and go out in an update (UIKit's `UITableView.RowAnimation`).
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out where it is.
        case fade
        /// Slides in from, or out to, the right.
        case right
        /// Slides in from, or out to, the left.
        case left
        /// Slides in from above, or out upwards, behind the rows around it.
        case top
        /// Slides in from below, or out downwards, behind the rows around it.
        case bottom
        /// Appears or goes at once (the other rows still slide).
        case none
        /// Grows from, or shrinks to, its middle.
        case middle
        /// The table's choice: a fade.
        case automatic = 100
    }

    /// Where a row comes to rest when scrolled to (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows it.
        case none
        /// At the top of what shows.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// How lines between rows are drawn (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No lines.
        case none
        /// A one-point line under each row.
        case singleLine
    }

    /// A height that asks for the content's own: a self-sizing row or header.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The table's look.
    open var style: Style { storedStyle }
    let storedStyle: Style
    /// What the table shows.
    open weak var dataSource: (any TableViewDataSource)?
    /// Every row's height, unless the delegate gives one; ``automaticDimension`` (the default) sizes each row to
    /// its cell's content.
    open var rowHeight = TableView.automaticDimension
    /// The height rows are taken to have until they are first shown (with self-sizing rows); 44 when automatic.
    open var estimatedRowHeight = TableView.automaticDimension
    /// Every section header's height, unless the delegate gives one; automatic: as its view or title needs.
    open var sectionHeaderHeight = TableView.automaticDimension
    /// Every section footer's height, unless the delegate gives one; automatic: as its view or title needs.
    open var sectionFooterHeight = TableView.automaticDimension
    /// Room above each section header (iOS 15); kept: headers sit at their section's top here, as with 0.
    open var sectionHeaderTopPadding = TableView.automaticDimension
    /// The height of the empty rows a plain table draws under its last (iOS 15); kept: they are ``rowHeight`` tall.
    open var fillerRowHeight = TableView.automaticDimension
    /// Whether cells' margins follow a readable width on a wide screen (kept: a phone's width is readable).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether cells' content views keep inside the safe area (kept: `true`, a phone's sides are safe upright).
    open var insetsContentViewsToSafeArea = true
    /// Whether lines are drawn between rows.
    open var separatorStyle = SeparatorStyle.singleLine
    /// The lines' colour.
    open var separatorColor: Color? = .separator
    /// Room left and right of the lines.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// A view above the first section, as tall as its frame and as wide as the table.
    open var tableHeaderView: View? {
        get { record.headerView }
        set {
            replaceAccessoryView(record.headerView, with: newValue)
            record.headerView = newValue
            if record.hasLoaded { reloadLayout() }
        }
    }
    /// A view under the last section, as tall as its frame and as wide as the table.
    open var tableFooterView: View? {
        get { record.footerView }
        set {
            replaceAccessoryView(record.footerView, with: newValue)
            record.footerView = newValue
            if record.hasLoaded { reloadLayout() }
        }
    }
    /// A view behind every cell, header and footer, sized to the table's bounds and still as the content scrolls
    /// (an empty state's message); `nil` by default.
    open var backgroundView: View? {
        get { record.backgroundView }
        set {
            let old = record.backgroundView
            record.backgroundView = newValue
            showBackgroundView(replacing: old)
        }
    }
    /// Whether a tap selects a row.
    open var allowsSelection = true
    /// Whether a tap adds to the selection instead of replacing it.
    open var allowsMultipleSelection = false
    /// Whether a tap selects a row while the table is editing (no by default).
    open var allowsSelectionDuringEditing = false
    /// What the table keeps between frames.
    var record = TableRecord()

    /// A table of `style` occupying `frame`.
    public init(frame: CGRect, style: Style) {
        self.storedStyle = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : .systemGroupedBackground
        alwaysBounceVertical = true
        attachContextMenuPress()
    }

    /// A plain table occupying `frame`.
    public override convenience init(frame: CGRect = .zero) { self.init(frame: frame, style: .plain) }

    /// A plain table, as one from an archive would start.
    public required init?(coder: NSCoder) {
        storedStyle = .plain
        super.init(coder: coder)
        backgroundColor = .white
        alwaysBounceVertical = true
        attachContextMenuPress()
    }

    /// Reads every count and height from the data source and delegate again and shows the rows in sight with new
    /// cells; the selection is cleared, as UIKit clears it. A subclass that sizes itself to its rows overrides it.
    open func reloadData() { reloadAllRows() }
    /// A cell for `indexPath`: one out of sight reused (after its ``TableViewCell/prepareForReuse()``), or a new one
    /// of the class registered for `identifier`, sized to the row. With nothing registered UIKit raises; here the
    /// table says so and hands out a default cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        dequeuedCell(withIdentifier: identifier, for: indexPath)
    }

    /// The table's delegate, when the scroll view's delegate is one.
    var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

    /// Reads the data source the first time, then keeps the cells in sight.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if !record.hasLoaded { reloadLayout() }
        tile()
        if record.laidOutSize != bounds.size {
            record.laidOutSize = bounds.size
            restInRange()
        }
    }

    /// The content scrolled: the cells and headers in sight follow.
    override func contentDidScroll() { tile() }

    /// Puts a header or footer view in place of the old one.
    private func replaceAccessoryView(_ old: View?, with new: View?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let scroll = super.checkpointRestoration(), own = TableView.tableCheckpointFields.keep(self)
        return CheckpointRestoration(covering: TableView.self) {
            scroll.run()
            own()
        }
    }
}

/// UIKit's name for a table.
public typealias UITableView = TableView
