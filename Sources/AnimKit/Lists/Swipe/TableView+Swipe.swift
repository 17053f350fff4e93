import Foundation

/// Content whose rows a pan moves (a table's: swiped open sideways, or dragged by a reorder grip while editing): each
/// pan is offered here first.
@MainActor
protocol SwipeableContent {
    /// Whether `pan` is moving a row (and so does not scroll the content).
    func swipe(with pan: PanGestureRecognizer) -> Bool
}

/// A table's rows swipe (see ``SwipeRows``): the delegate gives each side's actions, Delete when it gives none and the
/// row can be deleted; while editing, a drag on a reorder control moves its row instead.
extension TableView: SwipeableContent, SwipeRows {
    func swipe(with pan: PanGestureRecognizer) -> Bool {
        // While editing, rows are not swiped: a drag on a reorder control moves its row.
        if record.isEditing || record.move != nil { return reorder(with: pan) }
        return trackSwipe(with: pan)
    }

    var rowSwipe: RowSwipe? {
        get { record.swipe }
        set { record.swipe = newValue }
    }
    var swipePressPoint: CGPoint? { record.pressPoint }
    var swipeIsBlocked: Bool { record.updateAnimator != nil }
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeCell(at path: IndexPath) -> View? { record.visible[path] }
    func swipeRestFrame(of path: IndexPath) -> CGRect { record.layout.rect(forRow: path, width: bounds.width) }
    var swipesInCards: Bool { style == .insetGrouped }

    func swipeConfiguration(for edge: SwipeActionsView.Edge, at path: IndexPath) -> SwipeActionsConfiguration? {
        edge == .trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) ?? deleteSwipeConfiguration(forRowAt: path)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
    }

    /// In editing mode the delete control stands upright while the row shows Delete.
    func swipeMoved(_ cell: View, offset: CGFloat) {
        guard let cell = cell as? TableViewCell else { return }
        cell.editing.control?.transform = offset > 0 && cell.isEditing ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity
    }

    /// The trailing actions a row has when the delegate gives none: Delete (titled as the delegate says), when the
    /// data source says the row can be edited (not only by default) and its editing style is `.delete`; it commits
    /// the deletion.
    func deleteSwipeConfiguration(forRowAt path: IndexPath) -> SwipeActionsConfiguration? {
        guard dataSourceSaysEditable(at: path) == true,
            (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete
        else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}
