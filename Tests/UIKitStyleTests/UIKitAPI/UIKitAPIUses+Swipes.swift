import AnimKit
import Foundation

/// A table controller offering swipe actions, and Delete the older way.
@MainActor
private final class Mail: UITableViewController {
    var messages = ["a", "b"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    // api: UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        // api: UIContextualAction.init(style:title:handler:)
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
        // api: UIContextualAction.backgroundColor
        flag.backgroundColor = .systemOrange
        // api: UIContextualAction.image
        flag.image = UIImage(systemName: "flag")
        // api: UISwipeActionsConfiguration.init(actions:)
        let configuration = UISwipeActionsConfiguration(actions: [flag])
        // api: UISwipeActionsConfiguration.performsFirstActionWithFullSwipe
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    // api: UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)
    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }

    // api: UITableViewDataSource.tableView(_:canEditRowAt:)
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    // api: UITableViewDataSource.tableView(_:commit:forRowAt:)
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    // api: UITableViewDelegate.tableView(_:editingStyleForRowAt:)
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }

    // api: UITableViewDelegate.tableView(_:titleForDeleteConfirmationButtonForRowAt:)
    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Remove"
    }
}

/// Table view controllers and swipe actions.
@MainActor
func useSwipeAPI() {
    // api: UITableViewController.init(style:)
    let mail = Mail(style: .insetGrouped)
    // api: UITableViewController.clearsSelectionOnViewWillAppear
    mail.clearsSelectionOnViewWillAppear = false
    // api: UITableViewController.refreshControl
    mail.refreshControl = UIRefreshControl()
    // api: UITableViewController.tableView
    mail.tableView.rowHeight = 60
}
