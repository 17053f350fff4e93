import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A diffable table of rows whose content configuration carries `texts`, sized by their content.
@MainActor
private func wrappingTable(_ texts: [String]) -> (UIWindow, UITableView, UITableViewDiffableDataSource<Int, Int>) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = texts[item]
        cell.contentConfiguration = content
        return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(texts.indices))
    source.apply(snapshot, animatingDifferences: false)
    window.addSubview(table)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, table, source)
}

// A list row's text wraps (UIListContentConfiguration's numberOfLines is 0), and the row grows to hold it: the
// expected heights are 11 + the text wrapped to the row's text width + 11, the text width being the row's less the
// 16-point margins — the wrapped height measured by a plain UILabel, the row's arithmetic by hand.
@MainActor
@Suite("List rows whose text wraps")
struct WrappingListSnippets {
    static let long = "A message long enough that it cannot fit on one line of a phone's list, so it wraps onto more lines"

    /// How tall `text` is wrapped to `width` in the list's 17-point font, by a label of its own.
    private func wrappedHeight(_ text: String, width: CGFloat) -> CGFloat {
        let label = UILabel()
        (label.text, label.font, label.numberOfLines) = (text, .systemFont(ofSize: 17), 0)
        return label.sizeThatFits(CGSize(width: width, height: 0)).height.rounded(.up)
    }

    @Test("a table row of long text is as tall as its wrapped lines and the margins; a short one stays 44")
    func tableRowsWrap() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, table, source) = wrappingTable(["Short", Self.long, "Short"])
        let oneLine = wrappedHeight("Short", width: 358), wrapped = wrappedHeight(Self.long, width: 358)
        #expect(wrapped >= 2 * oneLine)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 390, height: wrapped + 22))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 44 + wrapped + 22)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let label = try #require(cell.contentView.subtree.compactMap { $0 as? UILabel }.first { $0.text == Self.long })
        // The label is laid out as tall as its lines, 11 points down, 16 in.
        #expect(label.frame == CGRect(x: 16, y: 11, width: 358, height: wrapped))
        withExtendedLifetime((window, source)) {}
    }

    @Test("a collection list's estimated row takes the wrapped text's height too")
    func collectionListRowsWrap() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = collectionList([Self.long, "Short"])
        let wrapped = wrappedHeight(Self.long, width: 358)
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: wrapped + 22))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == wrapped + 22)
        withExtendedLifetime((window, source)) {}
    }

    @Test("an item inserted with animation is measured before it moves in: it ends as tall as its text, the rest below it")
    func insertedItemIsMeasured() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = collectionList(["Short"])
        var snapshot = source.snapshot()
        snapshot.insertItems([Self.long], beforeItem: "Short")
        source.apply(snapshot, animatingDifferences: true)
        fixture.run(seconds: 0.5)
        let wrapped = wrappedHeight(Self.long, width: 358)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 390, height: wrapped + 22))
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == wrapped + 22)
        withExtendedLifetime((window, source)) {}
    }

    /// A plain collection list of `texts` in a 390-point window, laid out.
    private func collectionList(_ texts: [String]) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, text in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(texts)
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, collection, source)
    }
}
