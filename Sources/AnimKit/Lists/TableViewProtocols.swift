import Foundation

/// What a table shows (UIKit's `UITableViewDataSource`): how many sections and rows, and the cell for each row.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// How many sections the table has; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// The title over `section`; none by default.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title under `section`; none by default.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited: in editing mode it shows its delete (or insert) control. Not implemented, every
    /// row is editable, as UIKit assumes. A swipe shows Delete when the delegate gives no swipe actions only where this
    /// says yes — UIKit offers it when the data source implements ``tableView(_:commit:forRowAt:)``, which Swift
    /// cannot ask an object on Linux: implement this to offer Delete.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user asked to delete (or insert) the row: update the data and call `deleteRows(at:with:)`. Nothing by default.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control while editing. No by default — return true to let rows move (UIKit
    /// assumes yes when the data source implements ``tableView(_:moveRowAt:to:)``, which Swift cannot ask on Linux).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row from `sourceIndexPath` to `destinationIndexPath`: move the data the same way (the table
    /// has already moved the row). Nothing by default.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Yes, as UIKit assumes when the data source does not say (the table notes that it did not).
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { tableView.editableByDefault() }
    /// Nothing.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// Told of a table's rows being shown and chosen, and asked for their heights (UIKit's `UITableViewDelegate`); it
/// is also the table's scroll view delegate, set through the same `delegate` property. Every method has a default.
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath`; by default the table's `rowHeight` (`automaticDimension`: the cell's own).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header; by default the table's `sectionHeaderHeight`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A view for `section`'s header in place of its title; none by default.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The height of `section`'s footer; by default the table's `sectionFooterHeight`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for `section`'s footer in place of its title; none by default.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A cell is about to be shown for `indexPath`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen (scrolled out, or its row deleted).
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A section's header is about to show, made and placed (a screen colours its title here).
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// A section's footer is about to show, made and placed.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// A section's header left the table's sight.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// A section's footer left the table's sight.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    /// Whether a finger on the row highlights it; yes by default.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A finger came down on the row and it highlighted (a cell pressed in scales down here).
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight went: the finger lifted, before the row is selected, or a drag took the touch.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select when the user taps `indexPath` (`nil`: none); `indexPath` by default.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row at `indexPath`.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user's tap deselected the row at `indexPath` (another row was chosen, or the row again with multiple
    /// selection).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The actions the row reveals when swiped from right to left; `nil` (the default) leaves it to the table, which
    /// offers Delete when the data source lets the row be edited and its editing style is `.delete`. An empty
    /// configuration offers nothing.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions the row reveals when swiped from left to right; none by default.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// How the row is edited: `.delete` by default.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The title of the row's Delete button; "Delete" by default.
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content moves right for its editing control; yes by default.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The context menu for the row at `indexPath`, held at `point` (in the table); none by default (iOS 13).
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    /// A row's context menu is about to show: `animator`'s animations run alongside its opening.
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// A row's context menu is about to close.
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// A row's preview was tapped: show its content in one of `animator`'s completions; by default it sinks back.
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// None.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// None.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    /// Yes.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// None of its own: the table offers Delete when the data source allows it.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    /// None.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    /// `.delete`.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// "Delete".
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// Yes.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// None.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    { nil }
    /// Nothing.
    public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Nothing.
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// The preview sinks back onto the row, as UIKit does when the delegate does not implement this method.
    public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) { animator.preferredCommitStyle = .dismiss }
}

/// UIKit's name for a table's data source.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's name for a table's delegate.
public typealias UITableViewDelegate = TableViewDelegate
