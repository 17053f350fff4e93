import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A row whose 40-point box is pinned to its content view's margins: 11 + 40 + 11 = 62 tall.
private final class BoxRow: UITableViewCell {
    let box = UIView()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

private final class Rows: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

// A scroll view passes on to its content only the part of the safe area its content-inset adjustment did not take
// (content scrolls clear of that part), as UIKit's: a table's last row, half under the home indicator, keeps its margins
// like every other row — its box was squeezed up over its own top. Content of a scroll view that adjusts nothing
// (.never) still sees the safe area it overlaps.
@MainActor
@Suite("The safe area a scroll view's content sees")
struct BottomRowMarginsSnippets {
    @Test("a row under the home indicator lays out as the others: its box 11 points down, no bottom safe area in it")
    func lastRow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let rows = Rows(style: .plain)
        rows.tableView.register(BoxRow.self, forCellReuseIdentifier: "row")
        window.rootViewController = rows
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cells = rows.tableView.visibleCells.compactMap { $0 as? BoxRow }
        // Rows of 62 from the top, under the 47-point inset: the last in sight reaches past 844 − 34.
        let last = try #require(cells.last)
        #expect(last.convert(last.bounds, to: window).maxY > 810)
        #expect(cells.allSatisfy { $0.box.frame == CGRect(x: 16, y: 11, width: 0, height: 40) && $0.frame.height == 62 })
        #expect(last.contentView.safeAreaInsets == .zero)
    }

    @Test("a scroll view that adjusts nothing passes the safe area on: a view at its bottom edge sees 34 points")
    func neverAdjusted() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let footer = UIView(frame: CGRect(x: 0, y: 744, width: 390, height: 100))
        scroll.addSubview(footer)
        window.addSubview(scroll)
        #expect(footer.safeAreaInsets.bottom == 0 && scroll.adjustedContentInset.bottom == 34)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(footer.safeAreaInsets.bottom == 34 && footer.safeAreaInsets.top == 0)
    }
}
