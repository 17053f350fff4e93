import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A sidebar-like inset grouped list: a "Folders" header (a supplementary registration), and a section snapshot of
/// two folders with three files each, "Photos" expanded; each folder has an outline disclosure.
@MainActor
private final class OutlineList {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 700))
    let collection: UICollectionView
    let source: UICollectionViewDiffableDataSource<Int, String>
    var states: [String: Bool] = [:]

    init(expanded: [String] = ["Photos"]) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collection = UICollectionView(
            frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let folder = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            if !name.contains(" ") { cell.accessories = [.outlineDisclosure()] }
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, kind, _ in
            var content = view.defaultContentConfiguration()
            content.text = kind == UICollectionView.elementKindSectionHeader ? "Folders" : "?"
            view.contentConfiguration = content
        }
        source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, name in
            collection.dequeueConfiguredReusableCell(using: folder, for: indexPath, item: name)
        }
        source.supplementaryViewProvider = { collection, _, indexPath in
            collection.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        for name in ["Photos", "Work"] {
            tree.append([name])
            tree.append((1...3).map { "\(name) \($0)" }, to: name)
        }
        tree.expand(expanded)
        source.apply(tree, to: 0, animatingDifferences: false)
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    func row(_ item: Int) -> UICollectionViewListCell? {
        collection.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    /// Taps the outline disclosure of the row `item`.
    func tapDisclosure(of item: Int) throws {
        let cell = try #require(row(item))
        let button = try #require(cell.subviews.compactMap { $0 as? UIButton }.last)
        let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: point, time: 0)
        pointer.pointerUp(at: point, time: 0.05)
    }
}

// iOS 14's outlines: a section snapshot shows its visible items, each list cell indented by its level (indentationWidth
// × level); a tap on an outline disclosure expands or collapses its item, asking `sectionSnapshotHandlers` first.
@MainActor
@Suite("Outline lists: section snapshots, supplementary registrations, outline disclosures")
struct OutlineListSnippets {
    @Test("the visible items in order, children one level in (10 points), the header filled by its registration")
    func shown() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let list = OutlineList()
        #expect(list.source.snapshot().itemIdentifiers == ["Photos", "Photos 1", "Photos 2", "Photos 3", "Work"])
        #expect(list.row(0)?.indentationLevel == 0 && list.row(1)?.indentationLevel == 1)
        let top = try #require(list.row(0)), child = try #require(list.row(1))
        #expect(child.contentView.frame.minX - top.contentView.frame.minX == 10)
        #expect(top.configurationState.isExpanded && list.row(4)?.configurationState.isExpanded == false)
        let header = try #require(
            list.collection.subviews.compactMap { $0 as? UICollectionViewListCell }.first { $0.frame.maxY <= top.frame.minY })
        let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
        // A grouped list's header: small grey text, right above the rows, on no background of its own.
        #expect(content.text == "Folders" && content.textProperties.color == .secondaryLabel && header.backgroundColor == nil)
        #expect(header.frame.maxY == top.frame.minY)
        #expect(
            list.source.sectionIdentifier(for: 0) == 0 && list.source.index(for: 0) == 0 && list.source.sectionIdentifier(for: 3) == nil)
        withExtendedLifetime(list) {}
    }

    @Test("a tap on Work's disclosure expands it; on Photos' collapses it; the chevron turns a quarter in 0.25 s")
    func toggled() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let list = OutlineList()
        try list.tapDisclosure(of: 4)
        fixture.run(seconds: 1)
        list.window.layoutIfNeeded()
        #expect(
            list.source.snapshot().itemIdentifiers == ["Photos", "Photos 1", "Photos 2", "Photos 3", "Work", "Work 1", "Work 2", "Work 3"])
        #expect(list.source.snapshot(for: 0).isExpanded("Work"))
        try list.tapDisclosure(of: 0)
        let chevron = try #require(list.row(0)?.subviews.compactMap { $0 as? UIButton }.last?.subviews.first)
        fixture.run(seconds: 8.0 / 60)
        // Eight frames into the 0.25 s turn back on the default curve: ease in-out (0.42, 0, 0.58, 1) at 0.5333 has gone
        // 0.55731 of the way, leaving (1 − 0.55731) × π/2 = 0.69538 radians.
        #expect(isApproximatelyEqual(atan2(chevron.presentation.transform.b, chevron.presentation.transform.a), 0.69538, tolerance: 1e-4))
        fixture.run(seconds: 1)
        list.window.layoutIfNeeded()
        #expect(list.source.snapshot().itemIdentifiers == ["Photos", "Work", "Work 1", "Work 2", "Work 3"])
        #expect(chevron.transform == .identity)
        withExtendedLifetime(list) {}
    }

    @Test("sectionSnapshotHandlers: a refused expansion leaves the list as it is; the children asked for replace the old")
    func handlers() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let list = OutlineList(expanded: [])
        var asked: [String] = []
        list.source.sectionSnapshotHandlers.shouldExpandItem = { item in
            asked.append(item)
            return item == "Work"
        }
        list.source.sectionSnapshotHandlers.snapshotForExpandingParent = { _, _ in
            var fresh = NSDiffableDataSourceSectionSnapshot<String>()
            fresh.append(["Work (loaded)"])
            return fresh
        }
        try list.tapDisclosure(of: 0)
        fixture.run(seconds: 1)
        #expect(list.source.snapshot().itemIdentifiers == ["Photos", "Work"])
        try list.tapDisclosure(of: 1)
        fixture.run(seconds: 1)
        #expect(asked == ["Photos", "Work"])
        #expect(list.source.snapshot().itemIdentifiers == ["Photos", "Work", "Work (loaded)"])
        withExtendedLifetime(list) {}
    }
}
