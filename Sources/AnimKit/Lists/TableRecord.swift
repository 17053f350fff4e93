import Foundation

/// What a table keeps between frames, in one value so that a checkpoint keeps it whole: where the rows lie, the
/// cells in sight and those waiting for reuse, the registrations, the selection, and the updates being gathered.
@MainActor
struct TableRecord {
    /// Where the rows and headers lie.
    var layout = TableLayout()
    /// The cells in sight (and those moving into place), by the row they show.
    var visible: [IndexPath: TableViewCell] = [:]
    /// The section headers and footers in sight, by section.
    var headers: [Int: View] = [:]
    var footers: [Int: View] = [:]
    /// The header and footer classes registered, and those out of sight waiting for reuse, by reuse identifier.
    var headerFooterRegistrations: [String: TableViewHeaderFooterView.Type] = [:]
    var headerFooterPool: [String: [TableViewHeaderFooterView]] = [:]
    /// Cells out of sight, by reuse identifier, to be handed out again.
    var reusePool: [String: [TableViewCell]] = [:]
    /// The cell classes registered, by reuse identifier.
    var registrations: [String: TableViewCell.Type] = [:]
    /// The rows selected, in the order they were.
    var selected: [IndexPath] = []
    /// The row a finger is down on, highlighted.
    var touchedRow: IndexPath?
    /// Where the last finger came down (in the content): a pan that begins later asks which way it moved from there.
    var pressPoint: CGPoint?
    /// The row swiped open (or being swiped), with its buttons.
    var swipe: RowSwipe?
    /// Whether the rows show their editing controls; the row whose control a finger is down on; the row being moved.
    var isEditing = false
    var pressedControl: IndexPath?
    var move: RowMove?
    /// Cells of deleted or reloaded rows, animating out.
    var leaving: [TableViewCell] = []
    /// The updates gathered since the outermost `beginUpdates()`, and how deep the calls are.
    var pending = ListUpdates()
    var updateDepth = 0
    /// Whether the data source was read (the first layout reads it).
    var hasLoaded = false
    /// The views above the first section and under the last.
    var headerView: View?
    var footerView: View?
    /// The view behind everything, filling the bounds (``TableView/backgroundView``).
    var backgroundView: View?
    /// The size the table was last laid out at: a new one brings an offset left out of range back.
    var laidOutSize = CGSize.zero
    /// Whether the last `canEditRowAt` answer was the default one (the data source does not implement it).
    var canEditAnsweredByDefault = false
    /// The row updates animating now.
    var updateAnimator: PropertyAnimator?
    /// The separators a plain table draws under its last row, one an empty row's height apart.
    var emptyRowLines: [View] = []
    /// While the delegate is asked for a section's footer (`true`) or header view: what a view dequeued meanwhile is.
    var askingForFooter: Bool?
    /// The press that opens rows' context menus.
    let contextMenuPress = ContextMenuPress()
}
