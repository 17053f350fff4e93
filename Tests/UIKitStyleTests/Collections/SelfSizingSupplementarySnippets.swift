import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A section header as tall as what it holds: a 60-point badge 12 points in from the top and bottom, so 84 tall; with
/// `badge` at 90, 114.
@MainActor
private final class BadgeHeader: UICollectionReusableView {
    let badge = UIView()
    lazy var badgeHeight = badge.heightAnchor.constraint(equalToConstant: 60)

    required init(frame: CGRect) {
        super.init(frame: frame)
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            badge.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            badge.widthAnchor.constraint(equalToConstant: 60),
            badgeHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("not from an archive") }
}

/// Two sections of three 50-point rows, each with an estimated 44-point header (a ``BadgeHeader``) and an estimated
/// 44-point footer 20 tall by its constraints, as a screen registers them with reuse identifiers.
@MainActor
private final class Sections: NSObject, UICollectionViewDataSource {
    let collection: UICollectionView
    var badgeHeights = [60.0, 90.0]

    override init() {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
            let section = NSCollectionLayoutSection(group: group)
            let edge = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: edge, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: edge, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
            ]
            return section
        }
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: layout)
        super.init()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collection.register(
            BadgeHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "footer")
        collection.dataSource = self
        collection.layoutIfNeeded()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        if kind == UICollectionView.elementKindSectionHeader {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (header as? BadgeHeader)?.badgeHeight.constant = badgeHeights[indexPath.section]
            return header
        }
        let footer = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "footer", for: indexPath)
        if footer.constraints.isEmpty { footer.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        return footer
    }

    func frame(ofKind kind: String, section: Int) -> CGRect? {
        collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    func row(_ item: Int, section: Int) -> CGRect? {
        collection.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

// Apple's NSCollectionLayoutDimension.estimated(_:): "the final size is determined when the content is rendered" — for a
// boundary supplementary item as for an item: the view's preferredLayoutAttributesFitting(_:), by default its Auto
// Layout fitting height, replaces the estimate, and what follows it moves.
@MainActor
@Suite("Self-sizing headers and footers: an estimated boundary supplementary item takes its view's fitting height")
struct SelfSizingSupplementarySnippets {
    @Test("headers 84 and 114 tall (60 and 90 + 2 × 12), footers 20: the rows and the next section follow them")
    func headersAndFootersFit() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let list = Sections()
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(list.frame(ofKind: header, section: 0) == CGRect(x: 0, y: 0, width: 390, height: 84))
        #expect(list.row(0, section: 0) == CGRect(x: 0, y: 84, width: 390, height: 50))
        // 84 + 3 × 50 = 234.
        #expect(list.frame(ofKind: footer, section: 0) == CGRect(x: 0, y: 234, width: 390, height: 20))
        #expect(list.frame(ofKind: header, section: 1) == CGRect(x: 0, y: 254, width: 390, height: 114))
        #expect(list.row(2, section: 1) == CGRect(x: 0, y: 468, width: 390, height: 50))
        #expect(list.frame(ofKind: footer, section: 1) == CGRect(x: 0, y: 518, width: 390, height: 20))
        #expect(list.collection.contentSize.height == 538)
    }

    @Test("reloadData measures again: a header whose badge grew to 120 is 144 tall")
    func reloadMeasuresAgain() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let list = Sections()
        list.badgeHeights[0] = 120
        list.collection.reloadData()
        list.collection.layoutIfNeeded()
        #expect(list.frame(ofKind: UICollectionView.elementKindSectionHeader, section: 0)?.height == 144)
        #expect(list.row(0, section: 0)?.minY == 144)
    }

    @Test("a list's header whose text wraps to three lines grows past the 44-point estimate to what its content fits")
    func listHeaderFits() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 800),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, _ in
            var content = UIListContentConfiguration.plainHeader()
            content.text = "Recently played, on this device and on every other device signed in to the same account"
            view.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, path, text in
            collection.dequeueConfiguredReusableCell(using: row, for: path, item: text)
        }
        source.supplementaryViewProvider = { collection, _, path in
            collection.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two"])
        source.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        let path = IndexPath(item: 0, section: 0), kind = UICollectionView.elementKindSectionHeader
        let shown = try #require(collection.supplementaryView(forElementKind: kind, at: path))
        #expect(collection.visibleSupplementaryViews(ofKind: kind).count == 1)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [path])
        // Three lines of 17-point bold text and the margins: more than the estimate, and the rows start under it.
        let lines = 3 * UIFont.boldSystemFont(ofSize: 17).lineHeight
        #expect(shown.frame.height > lines && shown.frame.height < lines + 44 && shown.frame.minY == 0)
        #expect(collection.cellForItem(at: path)?.frame.minY == shown.frame.maxY)
    }
}
