import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A header 24 points tall by its constraints (a label-sized bar 12 in from its top and bottom), estimated at 44.
@MainActor
private final class BannerHeader: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: topAnchor, constant: 12), bar.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            bar.leadingAnchor.constraint(equalTo: leadingAnchor), bar.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not from an archive") }
}

// Headers and footers of a whole compositional layout, as `UICollectionViewCompositionalLayoutConfiguration`'s
// `boundarySupplementaryItems` adds them: before the first section and after the last, asked for at index path (0, 0).
@MainActor
@Suite("A compositional layout's own header and footer")
struct LayoutHeaderFooterSnippets {
    static let header = "layout-header", footer = "layout-footer"

    /// Two sections of three 50-point rows in a 300 × 200 collection view, 10 points between them; the layout's header
    /// (`header`: full width) and a footer half as wide and 30 tall.
    private func laidOut(
        header: NSCollectionLayoutSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        pinned: Bool = false
    ) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        let top = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: header, elementKind: Self.header, alignment: .top)
        top.pinToVisibleBounds = pinned
        let bottom = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)),
            elementKind: Self.footer, alignment: .bottom)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [top, bottom]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(BannerHeader.self, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "header")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: Self.footer, withReuseIdentifier: "footer")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        source.supplementaryViewProvider = { collection, kind, path in
            collection.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: kind == Self.header ? "header" : "footer", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([0, 1, 2], toSection: 0)
        snapshot.appendItems([3, 4, 5], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, collection, source)
    }

    @Test("the header first (0–60), the sections after it 10 apart, the footer centred after the last; content 400 tall")
    func frames() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = laidOut()
        let layout = collection.collectionViewLayout
        let origin = IndexPath(item: 0, section: 0)
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: origin)?.frame
                == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(layout.layoutAttributesForItem(at: origin)?.frame == CGRect(x: 0, y: 60, width: 300, height: 50))
        // Section 0 ends at 60 + 150 = 210; section 1 starts 10 later.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 220, width: 300, height: 50))
        // Section 1 ends at 370: the footer, 150 wide, centred across 300.
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: Self.footer, at: origin)?.frame
                == CGRect(x: 75, y: 370, width: 150, height: 30))
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 400))
        // Only at (0, 0); and the data source made the header in sight, not the footer below it.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(collection.supplementaryView(forElementKind: Self.header, at: origin) is BannerHeader)
        #expect(collection.supplementaryView(forElementKind: Self.footer, at: origin) == nil)
        collection.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        #expect(
            collection.supplementaryView(forElementKind: Self.footer, at: origin)?.frame == CGRect(x: 75, y: 370, width: 150, height: 30))
        #expect(collection.supplementaryView(forElementKind: Self.header, at: origin) == nil)
        withExtendedLifetime(source) {}
    }

    @Test("an estimated header is as tall as its view's constraints (48, not 44): the sections move down to it")
    func estimated() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, collection, source) = laidOut(
            header: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let layout = collection.collectionViewLayout
        let origin = IndexPath(item: 0, section: 0)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: origin)?.frame.height == 48)
        #expect(layout.layoutAttributesForItem(at: origin)?.frame.minY == 48)
        // 48 + 150 + 10 + 150 + 30.
        #expect(layout.collectionViewContentSize.height == CGFloat(388))
        withExtendedLifetime(source) {}
    }

    @Test("a pinned header stays at the top of what is in sight over every section, to the end of the content")
    func pinned() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = laidOut(pinned: true)
        let layout = collection.collectionViewLayout
        let origin = IndexPath(item: 0, section: 0)
        for offset: CGFloat in [0, 150, 200] {
            collection.contentOffset = CGPoint(x: 0, y: offset)
            window.layoutIfNeeded()
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: origin)?.frame.minY == offset)
            #expect(collection.supplementaryView(forElementKind: Self.header, at: origin)?.frame.minY == offset)
        }
        withExtendedLifetime(source) {}
    }

    @Test("sideways: a leading header before the first section's columns and a trailing footer after the last")
    func sideways() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let column = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: column, subitems: [NSCollectionLayoutItem(layoutSize: column)]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)),
                elementKind: Self.header, alignment: .leading),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(0.5)),
                elementKind: Self.footer, alignment: .trailing),
        ]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        source.apply(snapshot, animatingDifferences: false)
        layout.prepare()
        let origin = IndexPath(item: 0, section: 0)
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: origin)?.frame
                == CGRect(x: 0, y: 0, width: 50, height: 200))
        #expect(layout.layoutAttributesForItem(at: origin)?.frame == CGRect(x: 50, y: 0, width: 100, height: 200))
        // Three columns end at 350; the footer, half the height, centred down it.
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: Self.footer, at: origin)?.frame
                == CGRect(x: 350, y: 50, width: 40, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 200))
        withExtendedLifetime(source) {}
    }
}
