import Foundation

/// Editing mode: rows the data source lets be edited show a delete (or insert) control at their left, rows it lets
/// move a reorder control at their right; a tap on a delete control opens the row on its Delete button, a tap on an
/// insert control commits `.insert`.
extension TableView {
    /// Whether the rows show their editing controls (setting it calls ``setEditing(_:animated:)`` without animation).
    public var isEditing: Bool {
        get { record.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides every row's editing controls, the rows' content sliding over 0.3 s when `animated`; an open
    /// row closes first.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != record.isEditing else { return }
        closeSwipe(animated: animated)
        record.isEditing = editing
        for (path, cell) in record.visible.inPathOrder {
            prepareEditing(cell, at: path)
            cell.setEditing(editing, animated: animated)
        }
    }

    /// Gives `cell` the editing style, indentation and reorder control of the row at `path`.
    func prepareEditing(_ cell: TableViewCell, at path: IndexPath) {
        let editable = dataSource != nil && dataSourceSaysEditable(at: path) != false
        cell.editingStyle = editable ? tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete : .none
        cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
        cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: path) == true
    }

    /// What the data source says of the row at `path` being editable; `nil` when it does not implement
    /// `tableView(_:canEditRowAt:)` (the default answer notes it: asking has no other effect).
    func dataSourceSaysEditable(at path: IndexPath) -> Bool? {
        guard let dataSource else { return nil }
        record.canEditAnsweredByDefault = false
        let answer = dataSource.tableView(self, canEditRowAt: path)
        return record.canEditAnsweredByDefault ? nil : answer
    }

    /// The default answer to `tableView(_:canEditRowAt:)`: yes, noted as not the data source's own.
    func editableByDefault() -> Bool {
        record.canEditAnsweredByDefault = true
        return true
    }

    /// The row whose delete or insert control is under `point` (in the content), while editing.
    func editingControl(at point: CGPoint) -> IndexPath? {
        guard record.isEditing, let path = indexPathForRow(at: point), let cell = record.visible[path], cell.editingStyle != .none,
            point.x - cell.frame.minX < cell.editingIndent + 8
        else { return nil }
        return path
    }

    /// A finger came down while editing: on a control it presses it; elsewhere the touch selects only when
    /// ``allowsSelectionDuringEditing``. Whether the touch is taken here.
    func editingTouchDown(at point: CGPoint) -> Bool {
        record.pressedControl = editingControl(at: point)
        return record.pressedControl != nil || !allowsSelectionDuringEditing
    }

    /// The finger lifted while editing (`selects`), or a drag took the touch: over the control it came down on, the
    /// control acts. Whether the touch was taken here.
    func editingTouchUp(at point: CGPoint, selects: Bool) -> Bool {
        guard let pressed = record.pressedControl else { return !allowsSelectionDuringEditing }
        record.pressedControl = nil
        guard selects, editingControl(at: point) == pressed, let cell = record.visible[pressed] else { return true }
        switch cell.editingStyle {
        case .delete: openDeleteConfirmation(at: pressed)
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: pressed)
        case .none: break
        }
        return true
    }

    /// Opens the row at `path` on its Delete button, its delete control turning upright, as a tap on the control does.
    private func openDeleteConfirmation(at path: IndexPath) {
        guard let configuration = deleteSwipeConfiguration(forRowAt: path) else { return }
        openSwipe(at: path, with: configuration)
    }
}
