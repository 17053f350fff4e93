import AnimKit
import Foundation

/// A table of three rows in a window, its data source and delegate.
@MainActor
private final class ThreeRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = ["a", "b", "c"]
    var sections = 1

    // api: UITableViewDataSource.tableView(_:numberOfRowsInSection:)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    // api: UITableViewDataSource.tableView(_:cellForRowAt:)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // api: UITableView.dequeueReusableCell(withIdentifier:for:)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        // api: UITableViewCell.defaultContentConfiguration()
        var content = cell.defaultContentConfiguration()
        // api: UIListContentConfiguration.text
        content.text = rows[indexPath.row]
        // api: UIListContentConfiguration.secondaryText
        content.secondaryText = "detail"
        // api: UIListContentConfiguration.textProperties
        content.textProperties.color = .label
        // api: UITableViewCell.contentConfiguration
        cell.contentConfiguration = content
        // api: UITableViewCell.accessoryType
        cell.accessoryType = .disclosureIndicator
        // api: UITableViewCell.selectionStyle
        cell.selectionStyle = .default
        return cell
    }

    // api: UITableViewDataSource.numberOfSections(in:)
    func numberOfSections(in tableView: UITableView) -> Int { sections }

    // api: UITableViewDataSource.tableView(_:titleForHeaderInSection:)
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Rows" }

    // api: UITableViewDelegate.tableView(_:heightForRowAt:)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

    // api: UITableViewDelegate.tableView(_:didSelectRowAt:)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // api: UITableView.deselectRow(at:animated:)
        tableView.deselectRow(at: indexPath, animated: true)
    }

    // api: UITableViewDelegate.tableView(_:willDisplay:forRowAt:)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    // api: UITableViewDelegate.tableView(_:viewForHeaderInSection:)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    // api: UIScrollViewDelegate.scrollViewDidScroll(_:)
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    // api: UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
}

/// A cell class registered by class, as self-sizing cells are.
private final class NoteCell: UITableViewCell {
    // api: UITableViewCell.init(style:reuseIdentifier:)
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // api: UITableViewCell.contentView
        contentView.backgroundColor = .white
        // api: UITableViewCell.textLabel
        textLabel?.text = "note"
        // api: UITableViewCell.detailTextLabel
        _ = detailTextLabel
    }

    required init?(coder: NSCoder) { nil }

    // api: UITableViewCell.prepareForReuse()
    override func prepareForReuse() { super.prepareForReuse() }

    // api: UITableViewCell.setSelected(_:animated:)
    override func setSelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated) }
}

/// Scroll views, tables, cells and diffable data sources.
@MainActor
func useListAPI() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let scroll = UIScrollView(frame: window.bounds)
    // api: UIScrollView.contentSize
    scroll.contentSize = CGSize(width: 320, height: 1_000)
    // api: UIScrollView.contentInset
    scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    // api: UIScrollView.contentInsetAdjustmentBehavior
    scroll.contentInsetAdjustmentBehavior = .never
    // api: UIScrollView.adjustedContentInset
    _ = scroll.adjustedContentInset
    // api: UIScrollView.isPagingEnabled
    scroll.isPagingEnabled = false
    // api: UIScrollView.bounces
    scroll.bounces = true
    // api: UIScrollView.alwaysBounceVertical
    scroll.alwaysBounceVertical = true
    // api: UIScrollView.decelerationRate
    scroll.decelerationRate = .fast
    // api: UIScrollView.setContentOffset(_:animated:)
    scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    // api: UIScrollView.contentOffset
    _ = scroll.contentOffset
    // api: UIScrollView.scrollRectToVisible(_:animated:)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 10), animated: false)
    // api: UIScrollView.isDragging
    _ = scroll.isDragging
    // api: UIScrollView.isDecelerating
    _ = scroll.isDecelerating
    // api: UIScrollView.flashScrollIndicators()
    scroll.flashScrollIndicators()
    let refresh = UIRefreshControl()
    refresh.addAction(UIAction { _ in }, for: .valueChanged)
    // api: UIScrollView.refreshControl
    scroll.refreshControl = refresh
    // api: UIRefreshControl.beginRefreshing()
    refresh.beginRefreshing()
    // api: UIRefreshControl.isRefreshing
    _ = refresh.isRefreshing
    // api: UIRefreshControl.endRefreshing()
    refresh.endRefreshing()

    let rows = ThreeRows()
    // api: UITableView.init(frame:style:)
    let table = UITableView(frame: window.bounds, style: .insetGrouped)
    // api: UITableView.register(_:forCellReuseIdentifier:)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.register(NoteCell.self, forCellReuseIdentifier: "note")
    // api: UITableView.dataSource
    table.dataSource = rows
    // api: UITableView.delegate
    table.delegate = rows
    // api: UITableView.rowHeight
    table.rowHeight = UITableView.automaticDimension
    // api: UITableView.estimatedRowHeight
    table.estimatedRowHeight = 44
    // api: UITableView.automaticDimension
    _ = UITableView.automaticDimension
    // api: UITableView.separatorStyle
    table.separatorStyle = .singleLine
    // api: UITableView.tableHeaderView
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
    window.addSubview(table)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // api: UITableView.dequeueReusableCell(withIdentifier:)
    _ = table.dequeueReusableCell(withIdentifier: "note")
    // api: UITableView.reloadData()
    table.reloadData()
    rows.rows.append("d")
    // api: UITableView.insertRows(at:with:)
    table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    rows.rows.remove(at: 0)
    // api: UITableView.deleteRows(at:with:)
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    // api: UITableView.reloadRows(at:with:)
    table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    rows.rows.swapAt(0, 1)
    // api: UITableView.moveRow(at:to:)
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    // api: UITableView.beginUpdates()
    table.beginUpdates()
    // api: UITableView.endUpdates()
    table.endUpdates()
    // api: UITableView.performBatchUpdates(_:completion:)
    table.performBatchUpdates({}, completion: { _ in })
    rows.sections = 2
    // api: UITableView.insertSections(_:with:)
    table.insertSections(IndexSet(integer: 1), with: .fade)
    rows.sections = 1
    // api: UITableView.deleteSections(_:with:)
    table.deleteSections(IndexSet(integer: 1), with: .fade)
    // api: UITableView.scrollToRow(at:at:animated:)
    table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .middle, animated: true)
    // api: UITableView.selectRow(at:animated:scrollPosition:)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    // api: UITableView.indexPathForSelectedRow
    _ = table.indexPathForSelectedRow
    // api: UITableView.cellForRow(at:)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    // api: UITableView.indexPath(for:)
    _ = cell.flatMap(table.indexPath(for:))
    // api: UITableView.visibleCells
    _ = table.visibleCells
    // api: UITableView.indexPathsForVisibleRows
    _ = table.indexPathsForVisibleRows
    // api: UITableView.rectForRow(at:)
    _ = table.rectForRow(at: IndexPath(row: 0, section: 0))
    useDiffableAPI(in: window)
}

/// A snapshot-driven table.
@MainActor
private func useDiffableAPI(in window: UIWindow) {
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    window.addSubview(table)
    // api: UITableViewDiffableDataSource.init(tableView:cellProvider:)
    let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = item
        return cell
    }
    // api: UITableViewDiffableDataSource.defaultRowAnimation
    source.defaultRowAnimation = .fade
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    // api: NSDiffableDataSourceSnapshot.appendSections(_:)
    snapshot.appendSections([0])
    // api: NSDiffableDataSourceSnapshot.appendItems(_:toSection:)
    snapshot.appendItems(["a", "b", "c"], toSection: 0)
    // api: UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)
    source.apply(snapshot, animatingDifferences: false, completion: nil)
    window.layoutIfNeeded()
    // api: UITableViewDiffableDataSource.snapshot()
    var next = source.snapshot()
    // api: NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:)
    next.insertItems(["z"], beforeItem: "a")
    // api: NSDiffableDataSourceSnapshot.deleteItems(_:)
    next.deleteItems(["b"])
    // api: NSDiffableDataSourceSnapshot.moveItem(_:afterItem:)
    next.moveItem("a", afterItem: "c")
    // api: NSDiffableDataSourceSnapshot.reloadItems(_:)
    next.reloadItems(["c"])
    // api: NSDiffableDataSourceSnapshot.reconfigureItems(_:)
    next.reconfigureItems(["z"])
    source.apply(next, animatingDifferences: true)
    // api: UITableViewDiffableDataSource.itemIdentifier(for:)
    _ = source.itemIdentifier(for: IndexPath(row: 0, section: 0))
}
