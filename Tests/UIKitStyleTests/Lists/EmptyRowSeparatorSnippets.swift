import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A plain table shorter than its frame goes on drawing separators under its last row, an empty row's height apart,
// down to the bottom of what shows — the familiar ruled look of a short list — unless it has a footer view (the usual
// way to hide them, `tableFooterView = UIView()`), no separators, or a grouped style.
@MainActor
@Suite("A plain table's separators under its last row")
struct EmptyRowSeparatorSnippets {
    private func lines(of table: UITableView) -> [CGRect] {
        table.subviews.filter { $0.accessibilityIdentifier == "empty row separator" }.map(\.frame).sorted { $0.minY < $1.minY }
    }

    @Test("3 rows of 50 in 600: a line at the foot of each empty row, 199 to 599, inset 16 from the left")
    func underTheLastRow() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(3), rowHeight: 50)
        let table = feed.tableView
        // The content ends at 150; (600 − 150) / 50 = 9 empty rows, each with its separator on its last point.
        #expect(lines(of: table) == (1...9).map { CGRect(x: 16, y: 150 + CGFloat($0) * 50 - 1, width: 374, height: 1) })
        #expect(table.subviews.first { $0.accessibilityIdentifier == "empty row separator" }?.backgroundColor == .separator)
        // Pulled 100 past the end, the lines reach the new bottom: 11 of them.
        table.contentOffset.y = 100
        #expect(lines(of: table).count == 11 && lines(of: table).last?.maxY == 700)
    }

    @Test("a footer view, no separators or a grouped table: no lines under the last row")
    func hidden() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, feed) = FeedController.shown(items: rowNames(3), rowHeight: 50)
        feed.tableView.tableFooterView = UIView()
        window.layoutIfNeeded()
        #expect(lines(of: feed.tableView).isEmpty)
        let (otherWindow, other) = FeedController.shown(items: rowNames(3), rowHeight: 50)
        other.tableView.separatorStyle = .none
        other.tableView.setNeedsLayout()
        otherWindow.layoutIfNeeded()
        #expect(lines(of: other.tableView).isEmpty)
        let (_, grouped) = FeedController.shown(items: rowNames(3), rowHeight: 50, style: .insetGrouped)
        #expect(lines(of: grouped.tableView).isEmpty)
    }

    @Test("a list that fills the table has none, until it is pulled past its end")
    func fullList() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(30), rowHeight: 50)
        #expect(lines(of: feed.tableView).isEmpty)
        feed.tableView.contentOffset.y = 1_000
        // 1 500 of content; the bottom at 1 600: two empty rows show.
        #expect(lines(of: feed.tableView).map(\.minY) == [1_549, 1_599])
    }
}
