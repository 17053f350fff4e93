import Foundation

extension ViewController {
    /// Makes the ``editButtonItem``: titled Edit, it toggles editing with animation.
    func makeEditButtonItem() -> BarButtonItem {
        let item = BarButtonItem(title: "Edit")
        item.primaryAction = Action(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editItem = item
        labelEditButton()
        return item
    }

    /// Titles the edit button, once made, for the editing state: Done (bold) while editing, Edit after; `quietly`
    /// leaves the bar as it is (a checkpoint restores its views).
    func labelEditButton(quietly: Bool = false) {
        guard let editItem, editItem.title != (editingState ? "Done" : "Edit") else { return }
        if quietly { return editItem.restore(title: editingState ? "Done" : "Edit", style: editingState ? .done : .plain) }
        editItem.style = editingState ? .done : .plain
        editItem.title = editingState ? "Done" : "Edit"
    }
}
