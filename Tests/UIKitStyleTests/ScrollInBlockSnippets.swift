import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A plain list of 60 rows, 44 tall.
@MainActor
private final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

// Code scrolls a list inside an animation block (`UIView.animate { tableView.contentOffset.y = … }`): the content slides
// along the block's curve, and what comes into sight with it is already in place — a cell's text 16 points in, the
// scroll indicator at the right edge — rather than growing from the origin along the curve (UIKit lays new cells out
// without animation and the indicator is placed where the content is).
@MainActor
@Suite("Scrolling inside an animation block")
struct ScrollInBlockSnippets {
    @Test("rows coming into sight show their text where it belongs; the indicator appears at the right edge")
    func newPartsInPlace() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let rows = Rows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let table = UITableView(frame: window.bounds)
        table.dataSource = rows
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { table.contentOffset.y = 1000 }
        fixture.run(seconds: 0.5)
        // Row 30 (at 1320…1364) came into sight with the block: its label is drawn where its frame says, 16 in.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 30, section: 0)))
        let label = try #require(cell.textLabel)
        #expect(label.frame.minX == 16 && label.layer.presentation()?.frame.minX == 16)
        #expect(cell.layer.presentation()?.frame == cell.frame)
        let indicator = try #require(table.subviews.first { $0.accessibilityIdentifier == "scroll indicator" })
        let drawn = try #require(indicator.layer.presentation()?.frame)
        // 3 points wide, 3 in from the right edge: in the content's coordinates, at x 384 (the offset's x is 0).
        #expect(drawn.minX == 384 && drawn.width == 3)
        withExtendedLifetime(window) {}
    }
}
