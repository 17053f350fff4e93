import AnimKit
import Foundation

/// A mailbox as iOS 11+ code writes swipe actions: Delete (destructive: removes the message and its row) and Flag
/// on the trailing side, Unread on the leading side; every action's run is recorded.
@MainActor
final class MailboxController: UITableViewController {
    var messages = (0..<30).map { "message \($0)" }
    /// The actions run, by title and row.
    var ran: [(title: String, row: Int)] = []
    /// Rows the delegate heard selected.
    var selected: [IndexPath] = []
    /// Whether the trailing side performs its first action on a full swipe.
    var fullSwipe = true
    /// Whether Flag says it did its work (its completion's argument).
    var flagSucceeds = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 50
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mail")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mail", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.ran.append(("Delete", indexPath.row))
            self?.messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            self?.ran.append(("Flag", indexPath.row))
            completion(self?.flagSucceeds ?? false)
        }
        flag.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let unread = UIContextualAction(style: .normal, title: "Unread") { [weak self] _, _, completion in
            self?.ran.append(("Unread", indexPath.row))
            completion(true)
        }
        unread.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [unread])
    }

    /// The controller in a 390 × 600 window, laid out.
    static func shown() -> (UIWindow, MailboxController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let controller = MailboxController(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller)
    }
}
