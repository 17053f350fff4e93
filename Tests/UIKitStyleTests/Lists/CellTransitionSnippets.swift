import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A row that hides its own price label while the table edits, as cells have done since iOS 3.
@MainActor
private final class PriceCell: UITableViewCell {
    var log: [String] = []
    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        log.append("will \(state.contains(.showingEditControl) ? "edit" : "rest")")
    }
    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        log.append("did \(state.contains(.showingEditControl) ? "edit" : "rest")")
    }
}

/// A three-row list of price cells.
@MainActor
private final class Prices: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        PriceCell(style: .value1, reuseIdentifier: nil)
    }
}

// Apple's `willTransition(to:)`: "Called on the cell just before it transitions between cell states" (the mask has
// `showingEditControl` while editing); `didTransition(to:)`: "just after". The animated edit takes 0.3 s (EditingSnippets).
@MainActor
@Suite("A cell is told as it moves into and out of editing")
struct CellTransitionSnippets {
    @Test("animated: told before at once and after once 0.3 s have run; not animated: both at once; no change: nothing")
    func editing() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600)), list = Prices(style: .plain)
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? PriceCell)
        list.setEditing(true, animated: true)
        #expect(cell.log == ["will edit"])
        fixture.run(seconds: 0.2)
        #expect(cell.log == ["will edit"])
        fixture.run(seconds: 0.2)
        #expect(cell.log == ["will edit", "did edit"])
        list.setEditing(true, animated: true)
        list.setEditing(false, animated: false)
        #expect(cell.log == ["will edit", "did edit", "will rest", "did rest"])
    }
}
