import AnimKit
import Foundation

/// A feed as iOS code writes one: a view controller that is its table's data source and delegate, its rows kept in
/// an array it changes before telling the table.
@MainActor
final class FeedController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    var sections: [String]?
    var heights: [CGFloat]?
    var made = 0
    var selections: [IndexPath] = []
    var deselections: [IndexPath] = []
    var ended: [IndexPath] = []
    let tableView: UITableView

    init(items: [String], style: UITableView.Style = .plain) {
        self.items = items
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: style)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections?.count ?? 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections == nil ? items.count : 20 }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections?[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        made += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections == nil ? items[indexPath.row] : "\(indexPath.section).\(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights.map { $0[indexPath.row % $0.count] } ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { deselections.append(indexPath) }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(indexPath)
    }

    /// The text each visible cell shows, top to bottom.
    var shownTexts: [String] {
        tableView.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "?" }
    }

    /// The controller in a 390 × 600 window, laid out.
    static func shown(items: [String], rowHeight: CGFloat = 50, style: UITableView.Style = .plain) -> (UIWindow, FeedController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let controller = FeedController(items: items, style: style)
        controller.tableView.rowHeight = rowHeight
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller)
    }
}

/// `count` rows named "row 0", "row 1", …
func rowNames(_ count: Int) -> [String] { (0..<count).map { "row \($0)" } }
