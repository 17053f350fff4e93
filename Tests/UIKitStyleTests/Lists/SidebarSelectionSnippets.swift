import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A sidebar as iPad code writes one: rows from `defaultContentConfiguration()`, a text and an image each. Selected, a
/// sidebar row's fill is the tint colour and — `updated(for:)` applying the state's defaults to what code has not
/// customized, while the cell `automaticallyUpdatesContentConfiguration` (true by default) — its content turns white.
@MainActor
@Suite("Sidebar rows: the content follows the state, white on the selection")
struct SidebarSelectionSnippets {
    /// A sidebar (or `appearance`) list of three rows in a 300 × 300 window, laid out; `configure` runs on each cell.
    static func sidebar(
        _ appearance: UICollectionLayoutListConfiguration.Appearance = .sidebar,
        configure: @escaping @MainActor (UICollectionViewListCell, Int) -> Void = { _, _ in }
    ) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            (content.text, content.secondaryText) = ("Mailbox \(item)", "\(item * 3) unread")
            content.image = UIImage(systemName: "tray")
            cell.contentConfiguration = content
            configure(cell, item)
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, collection)
    }

    /// The colours a row's content shows now: its text's, its secondary text's (as its labels draw them) and its image's tint.
    static func colors(_ collection: UICollectionView, _ item: Int) throws -> [UIColor?] {
        let cell = try #require(collection.cellForItem(at: IndexPath(item: item, section: 0)))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        let labels = cell.contentView.subtree.compactMap { $0 as? UILabel }
        let text = labels.first { $0.text == content.text }, secondary = labels.first { $0.text == content.secondaryText }
        return [text?.textColor, secondary?.textColor, content.imageProperties.tintColor]
    }

    @Test("selected, a sidebar row's text, secondary text and image turn white; deselected, they are the style's again")
    func selectedIsWhite() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection) = Self.sidebar()
        let normal = try Self.colors(collection, 0)
        #expect(normal == [.black, .secondaryLabel, nil])
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        #expect(try Self.colors(collection, 0) == [.white, .white, .white])
        #expect(try Self.colors(collection, 1) == normal)
        collection.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        window.layoutIfNeeded()
        #expect(try Self.colors(collection, 0) == normal)
    }

    @Test("a colour code set stays; a row that stops updating, an accompanied sidebar's (grey) and a plain list's stay as they are")
    func customizedAndOtherStyles() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection) = Self.sidebar { cell, item in
            guard var content = cell.contentConfiguration as? UIListContentConfiguration else { return }
            if item == 1 { content.textProperties.color = .systemRed }
            cell.contentConfiguration = content
            if item == 2 { cell.automaticallyUpdatesContentConfiguration = false }
        }
        // One selection at a time, as a collection view's is by default.
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        #expect(try Self.colors(collection, 1) == [.systemRed, .white, .white])
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        #expect(try Self.colors(collection, 1) == [.systemRed, .secondaryLabel, nil])
        #expect(try Self.colors(collection, 2) == [.black, .secondaryLabel, nil])
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .insetGrouped] {
            let (other, list) = Self.sidebar(appearance)
            list.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            other.layoutIfNeeded()
            #expect(try Self.colors(list, 0).first == .black, "\(appearance)")
        }
        var accompanied = UIListContentConfiguration.accompaniedSidebarCell()
        accompanied.text = "Drafts"
        #expect(accompanied.updated(for: BackgroundConfigurationTests.state(selected: true)) == accompanied)
    }

    @Test("a table row given a sidebar configuration follows its selection the same way, unless it stops updating")
    func tableRow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        func row(updating: Bool) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
            var content = UIListContentConfiguration.sidebarCell()
            content.text = "Flagged"
            cell.contentConfiguration = content
            cell.automaticallyUpdatesContentConfiguration = updating
            cell.layoutIfNeeded()
            cell.isSelected = true
            cell.layoutIfNeeded()
            return cell
        }
        let text = { (cell: UITableViewCell) in (cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color }
        let updating = row(updating: true), kept = row(updating: false)
        #expect(text(updating) == .white && text(kept) == .black)
        updating.isSelected = false
        updating.layoutIfNeeded()
        #expect(text(updating) == .black)
    }
}
