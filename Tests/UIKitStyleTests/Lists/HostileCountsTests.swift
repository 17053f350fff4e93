import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A data source whose counts a seeded generator picks, negative ones among them.
@MainActor
private final class HostileSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var sections = 2
    var rows = 3

    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows - section }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "section \(section)" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 1 ? "end" : nil }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows - section }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Data sources that return negative counts — −1 sections, −5 rows — and updates that name rows and sections that
/// are not there, between frames of running update animations: UIKit raises for each; here each is a reported
/// inconsistency and a reload, and nothing crashes.
@MainActor
@Suite("Lists given negative counts and impossible updates")
struct HostileCountsTests {
    @Test("−1 sections and −5 rows read as none; every update against them is reported, the list reloads, no crash")
    func negativeCounts() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (table, collection, source) = Self.lists()
        source.sections = -1
        source.rows = -5
        table.reloadData()
        collection.reloadData()
        #expect(table.numberOfSections == 0 && collection.numberOfSections == 0)
        #expect(
            fixture.errors.map(\.description) == [
                "numberOfSections(in:): returned -1; a table view cannot have fewer than no sections, so it shows none",
                "numberOfSections(in:): returned -1; a collection view cannot have fewer than no sections, so it shows none",
            ])
        source.sections = 1
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        let messages = fixture.errors.dropFirst(2).map(\.description)
        #expect(messages.filter { $0.contains("returned -5 for section 0; a section cannot have fewer than no rows") }.count >= 1)
        #expect(messages.filter { $0.contains("returned -5 for section 0; a section cannot have fewer than no items") }.count >= 1)
        #expect(messages.filter { $0.contains("Invalid update: invalid number of sections") }.count == 2)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 0)
        #expect(collection.numberOfSections == 1 && collection.numberOfItems(inSection: 0) == 0)
    }

    @Test("400 seeded rounds of random counts (negative among them) and updates, ticked between: no crash")
    func randomRounds() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (table, collection, source) = Self.lists()
        var random = SeededRandomNumberGenerator(seed: 47)
        for _ in 0..<400 {
            let index = { Int.random(in: -3...6, using: &random) }
            let path = { IndexPath(row: index(), section: index()) }
            switch Int.random(in: 0...9, using: &random) {
            case 0: (source.sections, source.rows) = (Int.random(in: -2...4, using: &random), Int.random(in: -6...8, using: &random))
            case 1:
                table.insertRows(at: [path()], with: .fade)
                collection.insertItems(at: [path()])
            case 2:
                table.deleteRows(at: [path(), path()], with: .left)
                collection.deleteItems(at: [path()])
            case 3:
                table.reloadRows(at: [path()], with: .automatic)
                collection.reloadItems(at: [path()])
            case 4:
                table.moveRow(at: path(), to: path())
                collection.moveItem(at: path(), to: path())
            case 5:
                let sections = IndexSet(integer: max(index(), 0))
                table.insertSections(sections, with: .top)
                collection.deleteSections(sections)
            case 6:
                table.reloadSections(IndexSet(integer: max(index(), 0)), with: .fade)
                collection.reloadData()
            case 7:
                table.reloadData()
                table.contentOffset.y = CGFloat(index()) * 40
            case 8:
                table.selectRow(at: path(), animated: true, scrollPosition: .middle)
                table.scrollToRow(at: path(), at: .bottom, animated: true)
            default: fixture.run(frames: Int.random(in: 1...20, using: &random))
            }
            table.layoutIfNeeded()
            collection.layoutIfNeeded()
        }
        fixture.run(seconds: 2)
        #expect(table.numberOfSections >= 0 && collection.numberOfSections >= 0)
    }

    private static func lists() -> (UITableView, UICollectionView, HostileSource) {
        let source = HostileSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .insetGrouped)
        table.estimatedRowHeight = 0
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
        window.addSubview(table)
        window.addSubview(collection)
        collection.frame.origin.x = 300
        window.layoutIfNeeded()
        return (table, collection, source)
    }
}
