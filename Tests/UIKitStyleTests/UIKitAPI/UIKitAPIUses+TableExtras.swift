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

/// A section header with a subtitle line.
private final class Banner: UITableViewHeaderFooterView {
    let subtitle = UILabel()

    // api: UITableViewHeaderFooterView.init(reuseIdentifier:)
    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        // api: UITableViewHeaderFooterView.contentView
        contentView.addSubview(subtitle)
        // api: UITableViewHeaderFooterView.backgroundView
        backgroundView = UIView()
    }

    required init?(coder: NSCoder) { nil }

    // api: UITableViewHeaderFooterView.prepareForReuse()
    override func prepareForReuse() {
        super.prepareForReuse()
        subtitle.text = nil
    }
}

/// Sections with reusable headers and titled footers.
@MainActor
private final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        // api: UITableView.dequeueReusableHeaderFooterView(withIdentifier:)
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner")
        // api: UITableViewHeaderFooterView.textLabel
        header?.textLabel?.text = "Section \(section)"
        return header
    }

    // api: UITableViewDataSource.tableView(_:titleForFooterInSection:)
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "The end" }

    // api: UITableViewDelegate.tableView(_:viewForFooterInSection:)
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    // api: UITableViewDelegate.tableView(_:heightForFooterInSection:)
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
}

/// Section headers and footers.
@MainActor
func useHeaderFooterAPI() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    let table = UITableView(frame: window.bounds, style: .grouped)
    let sections = Sections()
    // api: UITableView.register(_:forHeaderFooterViewReuseIdentifier:)
    table.register(Banner.self, forHeaderFooterViewReuseIdentifier: "banner")
    // api: UITableView.sectionFooterHeight
    table.sectionFooterHeight = UITableView.automaticDimension
    (table.dataSource, table.delegate) = (sections, sections)
    window.addSubview(table)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // api: UITableView.headerView(forSection:)
    _ = table.headerView(forSection: 0)?.textLabel?.text
    // api: UITableView.footerView(forSection:)
    _ = table.footerView(forSection: 0)?.textLabel?.text
    withExtendedLifetime(sections) {}
}
