import Foundation

/// A controller whose view is a table it is the data source and delegate of (UIKit's `UITableViewController`):
/// subclasses override the table's methods (`override func tableView(_:cellForRowAt:)`…), as in UIKit.
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let style: TableView.Style
    /// Whether the rows selected are deselected as the controller's view is about to appear (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller of a table of `style`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller of a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's initialiser from an archive: a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The table, which is the controller's view.
    open var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// The table's refresh control.
    open var refreshControl: RefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes the table, the size of the screen, with this controller as its data source and delegate.
    open override func loadView() {
        let table = TableView(frame: Screen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Puts the controller and its table in or out of editing mode (the ``ViewController/editButtonItem`` calls it).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` (a subclass overriding this calls `super`).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        for path in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: path, animated: animated) }
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let controller = super.checkpointRestoration(), own = TableViewController.tableControllerCheckpointFields.keep(self)
        return CheckpointRestoration(covering: TableViewController.self) {
            controller.run()
            own()
        }
    }

    /// What a checkpoint keeps of a table view controller beyond the controller (a test checks).
    package static let tableControllerCheckpointFields: [CheckpointField<TableViewController>] = [
        CheckpointField(
            "clearsSelectionOnViewWillAppear", { $0.clearsSelectionOnViewWillAppear }, { $0.clearsSelectionOnViewWillAppear = $1 })
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let tableControllerNotCheckpointed = ["style": "a constant"]

    // MARK: The data source — each is the protocol's default until overridden.

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A blank cell (a subclass that has rows overrides this).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Yes, as UIKit assumes when the method is not implemented (see ``TableViewDataSource/tableView(_:canEditRowAt:)``).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { tableView.editableByDefault() }
    /// Nothing.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No (see ``TableViewDataSource/tableView(_:canMoveRowAt:)``).
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: The delegate

    /// The table's `rowHeight`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// None.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// None.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    /// Yes.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// None of its own: the table offers Delete when the data source allows it.
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    /// None.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    /// `.delete`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// "Delete".
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// Yes.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// None.
    open func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    { nil }
    /// Nothing.
    open func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Nothing.
    open func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// The preview sinks back onto the row.
    open func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) { animator.preferredCommitStyle = .dismiss }

    // MARK: The table's scrolling

    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Nothing.
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// `true`: a tap on the status bar may scroll the list to its top.
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Nothing.
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}

/// UIKit's name for a table view controller.
public typealias UITableViewController = TableViewController
