import AnimKit
import Foundation

/// A list to edit: every row deletable and movable.
@MainActor
private final class Chores: UITableViewController {
    var chores = ["dishes", "laundry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        // api: UIViewController.editButtonItem
        navigationItem.rightBarButtonItem = editButtonItem
        // api: UITableView.allowsSelectionDuringEditing
        tableView.allowsSelectionDuringEditing = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { chores.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = Chore(style: .default, reuseIdentifier: nil)
        // api: UITableViewCell.shouldIndentWhileEditing
        cell.shouldIndentWhileEditing = true
        return cell
    }

    // api: UITableViewDataSource.tableView(_:canMoveRowAt:)
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    // api: UITableViewDataSource.tableView(_:moveRowAt:to:)
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        chores.insert(chores.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    // api: UITableViewDelegate.tableView(_:shouldIndentWhileEditingRowAt:)
    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    // api: UIViewController.setEditing(_:animated:)
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        // api: UIViewController.isEditing
        _ = isEditing
    }
}

/// A cell that hears when it starts and stops editing.
private final class Chore: UITableViewCell {
    // api: UITableViewCell.setEditing(_:animated:)
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        // api: UITableViewCell.isEditing
        // api: UITableViewCell.showsReorderControl
        // api: UITableViewCell.editingStyle
        _ = (isEditing, showsReorderControl, editingStyle)
    }
}

/// Editing mode.
@MainActor
func useEditingAPI() {
    let chores = Chores(style: .plain)
    // api: UITableView.setEditing(_:animated:)
    chores.tableView.setEditing(true, animated: false)
    // api: UITableView.isEditing
    chores.tableView.isEditing = false
}
