import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A feed written the iOS 13+ way: a diffable data source keyed by identifiers, a cell provider, and snapshots
// applied with animation — the table works out which rows come, go and move.
@MainActor
@Suite("UITableViewDiffableDataSource and NSDiffableDataSourceSnapshot")
struct DiffableSnippets {
    enum Section: Hashable, Sendable { case main, done }

    /// A table in a window with a diffable data source whose cells show their item.
    private func feed() -> (UIWindow, UITableView, UITableViewDiffableDataSource<Section, String>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        window.addSubview(table)
        window.makeKeyAndVisible()
        return (window, table, source)
    }

    private func texts(_ table: UITableView) -> [String] {
        table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "?" }
    }

    @Test("a snapshot is edited as UIKit's is: sections, items beside others, moves, deletions; duplicates are refused")
    func snapshotEditing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .done])
        snapshot.appendItems(["a", "b", "c"], toSection: .main)
        snapshot.appendItems(["z"])
        snapshot.insertItems(["x"], afterItem: "a")
        snapshot.moveItem("c", beforeItem: "a")
        snapshot.deleteItems(["b"])
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["c", "a", "x"] && snapshot.itemIdentifiers(inSection: .done) == ["z"])
        #expect(snapshot.numberOfItems == 4 && snapshot.indexOfItem("z") == 3 && snapshot.sectionIdentifier(containingItem: "x") == .main)
        snapshot.appendItems(["a", "q", "q"], toSection: .done)
        #expect(snapshot.itemIdentifiers(inSection: .done) == ["z", "q"] && fixture.errors.isEmpty)
        // Reported when applied, on the main actor, in UIKit's words.
        let (_, _, source) = feed()
        source.apply(snapshot, animatingDifferences: false)
        #expect(
            fixture.errors.map(\.description) == ["appendItems(_:toSection:): supplied item identifiers are not unique; left out: a, q"])
    }

    @Test("applying a snapshot that deletes b, inserts x after c and moves a to the end animates those rows and keeps the others' cells")
    func applyAnimates() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, table, source) = feed()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c", "d"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(texts(table) == ["a", "b", "c", "d"])
        let cells = table.visibleCells
        snapshot.deleteItems(["b"])
        snapshot.insertItems(["x"], afterItem: "c")
        snapshot.moveItem("a", afterItem: "d")
        var done = false
        source.apply(snapshot) { done = true }
        // c and d keep their order, so they stay and slide up; a moves from the top to the bottom.
        fixture.run(frames: 9)
        let half = easeInOut(0.5)
        #expect(abs(cells[2].presentation.frame.minY - (100 - 100 * half)) < 1e-9)
        #expect(abs(cells[0].presentation.frame.minY - 150 * half) < 1e-9)
        fixture.run(frames: 9)
        #expect(done && texts(table) == ["c", "x", "d", "a"] && fixture.errors.isEmpty)
        #expect(
            table.cellForRow(at: IndexPath(row: 3, section: 0)) === cells[0]
                && table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[2])
        #expect(
            source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "x" && source.indexPath(for: "a") == IndexPath(row: 3, section: 0))
    }
}
