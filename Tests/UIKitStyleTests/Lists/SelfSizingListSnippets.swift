import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A table as tall as its rows, as code embeds one in a scrolling page: it reads its content size after reloading.
private final class ContentSizedTableView: UITableView {
    var reloads = 0
    var dequeued: [String] = []
    override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize {
        layoutIfNeeded()
        return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }
    override func reloadData() {
        reloads += 1
        super.reloadData()
        invalidateIntrinsicContentSize()
    }
    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeued.append(identifier)
        return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
}

/// A collection view that counts its reloads.
private final class CountingCollectionView: UICollectionView {
    var reloads = 0
    override func reloadData() {
        reloads += 1
        super.reloadData()
    }
}

private final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var count = 3
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

// UITableView's and UICollectionView's `reloadData()` and `dequeueReusableCell`, open as in UIKit: the self-sizing table
// recipe (override `reloadData` to read the content size again) sizes the table to its rows, 44 points each.
@MainActor
@Suite("Tables and collection views that override reloadData and dequeueReusableCell")
struct SelfSizingListSnippets {
    @Test("a content-sized table: 3 rows make it 132 tall, 5 after reloadData 220; the cells come through the override")
    func contentSizedTable() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let table = ContentSizedTableView(frame: .zero, style: .plain), rows = Rows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.rowHeight = 44
        table.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: root.topAnchor), table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(table.frame.height == 132)
        #expect(table.dequeued == ["row", "row", "row"])
        rows.count = 5
        table.reloadData()
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(table.reloads == 1 && table.frame.height == 220)
    }

    @Test("a collection view's reloadData override runs, and the items show again")
    func collectionReload() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let collection = CountingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let rows = Rows()
        collection.dataSource = rows
        collection.layoutIfNeeded()
        collection.reloadData()
        #expect(collection.reloads == 1 && collection.visibleCells.count == 3)
    }
}
