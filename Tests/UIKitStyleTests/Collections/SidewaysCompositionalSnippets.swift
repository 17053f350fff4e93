import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A gallery whose sections follow one another sideways, as `UICollectionViewCompositionalLayoutConfiguration` with
// `scrollDirection = .horizontal` lays them out: each section a run of columns, a leading header before it.
@MainActor
@Suite("Compositional layouts that scroll sideways")
struct SidewaysCompositionalSnippets {
    static let header = "header"

    /// Two sections of six items in a 300 × 200 collection view: columns 100 wide of two items, 20 apart, insets 5
    /// above and below and 10 before and after, a 40-point leading header; 30 points between the sections.
    private func laidOut() -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitem: item,
            count: 2)
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 20
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
                elementKind: Self.header, alignment: .leading)
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "header")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        source.supplementaryViewProvider = { collection, kind, path in
            collection.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<6), toSection: 0)
        snapshot.appendItems(Array(6..<12), toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, collection, source)
    }

    @Test("columns from x 50 (header 40 + inset 10) every 120; two items 95 tall from y 5; the next section from 430")
    func frames() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, collection, source) = laidOut()
        let layout = collection.collectionViewLayout
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        #expect(frame(0, 0) == CGRect(x: 50, y: 5, width: 100, height: 95))
        #expect(frame(1, 0) == CGRect(x: 50, y: 100, width: 100, height: 95))
        #expect(frame(2, 0) == CGRect(x: 170, y: 5, width: 100, height: 95))
        #expect(frame(5, 0) == CGRect(x: 290, y: 100, width: 100, height: 95))
        // Section 0 ends at 290 + 100 + 10 = 400; section 1's header at 400 + 30, its first column 40 + 10 later.
        let header = layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 430, y: 5, width: 40, height: 190))
        #expect(frame(0, 1) == CGRect(x: 480, y: 5, width: 100, height: 95))
        #expect(layout.collectionViewContentSize == CGSize(width: 830, height: 200))
        withExtendedLifetime(source) {}
    }

    @Test("scrolled 400 sideways, the cells in sight are section 1’s first two columns and none of section 0’s")
    func scrolled() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = laidOut()
        collection.contentOffset = CGPoint(x: 400, y: 0)
        window.layoutIfNeeded()
        let shown = collection.indexPathsForVisibleItems.sorted()
        // In sight: x 400…700 — section 1's columns at 480 and 600 (items 0–3); section 0 ended at 400.
        #expect(
            shown == [
                IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1),
                IndexPath(item: 3, section: 1),
            ])
        withExtendedLifetime(source) {}
    }
}
