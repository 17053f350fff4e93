import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A table as a feed uses one: cells only for the rows in sight, reused as they scroll; heights given, or sized by
// the cell's own constraints; a tap selects and the delegate deselects with a fade.
@MainActor
@Suite("UITableView: cells in sight, reuse, heights, selection")
struct TableViewSnippets {
    @Test("10 000 rows of 44 points in 600: cells for rows 0–13 only; scrolled to 4 400, rows 100–113 in reused cells")
    func tiling() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(10_000), rowHeight: 44)
        let table = feed.tableView
        // 600 / 44 = 13.6: rows 0 to 13 reach into sight.
        #expect(table.indexPathsForVisibleRows == (0...13).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentSize == CGSize(width: 390, height: 440_000) && feed.made == 14)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        table.setContentOffset(CGPoint(x: 0, y: 4_400), animated: false)
        #expect(table.indexPathsForVisibleRows == (100...113).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 100, section: 0))?.frame.minY == 4_400)
        #expect(feed.shownTexts.first == "row 100" && feed.ended.count == 14)
        // The 14 cells that left are the 14 that came back: no cell was made anew.
        #expect(table.subviews.compactMap { $0 as? UITableViewCell }.count == 14)
        #expect(first.map { cell in table.visibleCells.contains { $0 === cell } } == true)
        #expect(table.numberOfRows(inSection: 0) == 10_000 && table.rectForRow(at: IndexPath(row: 9_999, section: 0)).minY == 439_956)
    }

    @Test("rows sized by their cells: a label 40 tall pinned 12 from each edge makes 64; text alone makes 44")
    func selfSizing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = SizingSource()
        table.register(PinnedCell.self, forCellReuseIdentifier: "pinned")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 64))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 64, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 108, width: 390, height: 64))
        let label = table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.subviews.first
        window.layoutIfNeeded()
        #expect(label?.frame == CGRect(x: 16, y: 12, width: 358, height: 40))
    }

    @Test("a tap on row 2 highlights it, selects it, and the delegate's animated deselect fades the grey by the curve")
    func selection() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, feed) = FeedController.shown(items: rowNames(20))
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 100, y: 125), time: 0)
        let cell = try #require(feed.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.isHighlighted && !cell.isSelected)
        pointer.pointerUp(at: CGPoint(x: 100, y: 125), time: 0.1)
        #expect(feed.selections == [IndexPath(row: 2, section: 0)] && !cell.isHighlighted && !cell.isSelected)
        let grey = try #require(cell.subviews.first { $0.accessibilityIdentifier == "selection" })
        #expect(grey.backgroundColor == .systemGray4 && grey.alpha == 0)
        // Six frames into the quarter-second fade (0.4 of it) on ease in-out, counted from the frame it starts.
        fixture.run(frames: 6)
        #expect(abs(grey.presentation.alpha - (1 - easeInOut(0.4))) < 1e-6)
        fixture.run(seconds: 0.2)
        #expect(grey.presentation.alpha == 0 && feed.tableView.indexPathForSelectedRow == nil)
    }

    @Test("a plain table's header stays at the top while its section scrolls under it, pushed up by the next")
    func pinnedHeaders() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: [])
        feed.sections = ["A", "B", "C"]
        feed.tableView.reloadData()
        let table = feed.tableView
        // Each section: a 28-point title header and 20 rows of 50: 1 028 points.
        #expect(table.contentSize.height == 3 * 1_028 && table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 1_056)
        table.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        // What shows reaches 1 100, past B's header at 1 028; A's is pinned at the top.
        let headers = table.subviews.filter { $0.accessibilityIdentifier == "section header" }.map(\.frame.minY).sorted()
        #expect(headers == [500, 1_028])
        // 1 028 − 28 − 10: section A's header is pushed 10 points up by B's.
        table.setContentOffset(CGPoint(x: 0, y: 1_010), animated: false)
        let pushed = table.subviews.filter { $0.accessibilityIdentifier == "section header" }.map(\.frame.minY).sorted()
        #expect(pushed == [1_000, 1_028])
    }
}

/// A data source of alternating pinned and plain cells.
@MainActor
final class SizingSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row.isMultiple(of: 2) { return tableView.dequeueReusableCell(withIdentifier: "pinned", for: indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        cell.textLabel?.text = "plain"
        return cell
    }
}

/// A cell whose content is a 40-point-tall view pinned 12 points from the content view's top and bottom and 16
/// from its sides, as self-sizing cells are written.
final class PinnedCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
