import AnimKit
import Foundation

/// Lists as apps use them: an inbox whose rows arrive, leave, move and change on their own (each with another
/// row animation), to scroll, tap and pull to refresh in the window, and a settings list whose checkmark follows the
/// tapped row.
@MainActor
struct ListsDemo: DemoScene {
    static let name = "lists"
    static let summary = "UITableView: rows inserted, deleted, moved and reloaded with animation; selection with checkmarks"
    static let playTime: TimeInterval = 4

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let inbox = InboxController()
    let settings = SettingsController()
    var focus: View { inbox.tableView }

    init() {
        canvas.backgroundColor = UIColor(white: 0.93, alpha: 1)
        canvas.accessibilityIdentifier = "canvas"
        inbox.view.frame = CGRect(x: 40, y: 30, width: 340, height: 440)
        settings.view.frame = CGRect(x: 420, y: 30, width: 340, height: 440)
        for controller in [inbox, settings] as [UIViewController] {
            controller.view.layer.cornerRadius = 18
            controller.view.clipsToBounds = true
            canvas.addSubview(controller.view)
        }
    }

    func start() {
        let inbox = self.inbox, settings = self.settings
        let steps: [(time: TimeInterval, action: () -> Void)] = [
            (0.4, { inbox.receive("Dana: lunch at one?") }), (1.2, { inbox.archive(row: 2) }), (2.0, { inbox.pin(row: 3) }),
            (2.4, { settings.choose(row: 2) }), (2.8, { inbox.markRead(row: 1) }), (3.3, { inbox.scrollToLast() }),
        ]
        runSteps(steps, carriedBy: inbox.view)
    }
}

/// A message in the inbox: its text and whether it was read.
struct Message: Hashable, Sendable {
    let text: String
    var unread = false
}

/// An inbox written the iOS 13+ way: a diffable data source whose snapshots bring messages in at the top, archive,
/// pin and mark them read — each change with another row animation — and swipe actions to delete, archive and mark
/// messages read or unread.
final class InboxController: UIViewController, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: UITableViewDiffableDataSource<Int, Message>?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.accessibilityIdentifier = "inbox"
        tableView.delegate = self
        tableView.rowHeight = 56
        view.addSubview(tableView)
        // Pull the inbox down to check for mail: a message arrives a second later and the spinner goes.
        let refresh = UIRefreshControl()
        refresh.addAction(
            UIAction { [weak self] _ in
                UIView.animate(withDuration: 0.01, delay: 1, options: [.allowUserInteraction]) {
                    refresh.alpha = 0.999
                } completion: { _ in
                    self?.receive("Kai: fresh from the server")
                    refresh.endRefreshing()
                }
            }, for: .valueChanged)
        tableView.refreshControl = refresh
        dataSource = InboxDataSource(tableView: tableView) { tableView, indexPath, message in
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = message.text
            content.textProperties.font = message.unread ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Message>()
        snapshot.appendSections([0])
        let texts = [
            "Ana: the build is green", "Ben: slides attached", "Chloé: standup moved", "Dev: release notes", "Eli: coffee?",
            "Fay: design review", "Gus: invoice #42", "Hana: flights booked", "Ivo: PR feedback", "Jo: weekend plans",
        ]
        snapshot.appendItems(texts.map { Message(text: $0, unread: $0.hasPrefix("Ben") || $0.hasPrefix("Dev")) })
        dataSource?.apply(snapshot, animatingDifferences: false)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Swiped left: Delete (a full swipe deletes) and Archive.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.update(with: .fade) { $0.deleteItems([$0.itemIdentifiers[indexPath.row]]) }
            done(true)
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
            self?.archive(row: indexPath.row)
            done(true)
        }
        archive.backgroundColor = .systemPurple
        return UISwipeActionsConfiguration(actions: [delete, archive])
    }

    /// Swiped right: Read or Unread, as the message is.
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard let message = dataSource?.itemIdentifier(for: indexPath) else { return nil }
        let toggle = UIContextualAction(style: .normal, title: message.unread ? "Read" : "Unread") { [weak self] _, _, done in
            self?.update(with: .fade) { snapshot in
                snapshot.insertItems([Message(text: message.text, unread: !message.unread)], beforeItem: message)
                snapshot.deleteItems([message])
            }
            done(true)
        }
        toggle.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [toggle])
    }

    /// Applies `change` to the shown snapshot, rows coming and going by `animation`.
    private func update(with animation: UITableView.RowAnimation, _ change: (inout NSDiffableDataSourceSnapshot<Int, Message>) -> Void) {
        guard let dataSource else { return }
        var snapshot = dataSource.snapshot()
        change(&snapshot)
        dataSource.defaultRowAnimation = animation
        dataSource.apply(snapshot)
    }

    /// A new message slides in from the right at the top.
    func receive(_ text: String) {
        update(with: .right) { snapshot in
            if let first = snapshot.itemIdentifiers.first {
                snapshot.insertItems([Message(text: text, unread: true)], beforeItem: first)
            }
        }
    }

    /// The message slides out to the left; the rows under it rise.
    func archive(row: Int) {
        update(with: .left) { $0.deleteItems([$0.itemIdentifiers[row]]) }
    }

    /// The message moves to the top.
    func pin(row: Int) {
        update(with: .fade) { snapshot in
            let items = snapshot.itemIdentifiers
            snapshot.moveItem(items[row], beforeItem: items[0])
        }
    }

    /// The message shows read: it fades into its read self.
    func markRead(row: Int) {
        update(with: .fade) { snapshot in
            let message = snapshot.itemIdentifiers[row]
            snapshot.insertItems([Message(text: message.text)], beforeItem: message)
            snapshot.deleteItems([message])
        }
    }

    /// Scrolls to the last message.
    func scrollToLast() {
        let count = dataSource?.snapshot().numberOfItems ?? 0
        guard count > 0 else { return }
        tableView.scrollToRow(at: IndexPath(row: count - 1, section: 0), at: .bottom, animated: true)
    }
}

/// The inbox's data source, titling its one section as a subclass does.
final class InboxDataSource: UITableViewDiffableDataSource<Int, Message> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Inbox" }
}

/// A grouped settings list: one choice among several, kept as the table's selection and shown by a checkmark.
final class SettingsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let choices = ["Every minute", "Every hour", "Every day", "Never"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "choice")
        tableView.accessibilityIdentifier = "settings"
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? choices.count : 2 }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Fetch new mail" : "Account"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "choice", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.section == 0 ? choices[indexPath.row] : ["Signature", "Sign out"][indexPath.row]
        cell.contentConfiguration = content
        cell.selectionStyle = indexPath.section == 0 ? .none : .default
        cell.accessoryType = tableView.indexPathForSelectedRow == indexPath ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.section == 0 ? indexPath : nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { showCheckmark() }

    /// Selects `row`, as a tap does.
    func choose(row: Int) {
        tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        showCheckmark()
    }

    /// The checkmark on the selected row only.
    private func showCheckmark() {
        for cell in tableView.visibleCells {
            let path = tableView.indexPath(for: cell)
            cell.accessoryType = path != nil && path == tableView.indexPathForSelectedRow ? .checkmark : .none
        }
    }
}
