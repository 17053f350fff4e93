import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A compositional section's background decoration drawn: behind its cells, inside the section less its own insets.
@MainActor
@Suite("Decoration views, drawn", .serialized)
struct DecorationPixelTests {
    final class RedCard: UICollectionReusableView {
        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .red
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("a red card 10 in from its section's edges, under three blue rows inset 20: red round them, white outside")
    func backgroundBehindCells() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let card = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        card.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [card]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(RedCard.self, forDecorationViewOfKind: "card")
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.backgroundColor = .white
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, _ in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "row", for: path)
            cell.contentView.backgroundColor = .blue
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        source.apply(snapshot, animatingDifferences: false)
        root.addSubview(collection)
        root.layoutIfNeeded()
        let host = try OffscreenHost(root: root)
        try host.render()
        // The section spans 0…160 (20 + 3 × 40 + 20); the card 10…150 across and down; the rows 20…180 × 20…140.
        #expect(host.pixel(x: 15, y: 15) == Pixel(255, 0, 0) && host.pixel(x: 185, y: 145) == Pixel(255, 0, 0))
        #expect(host.pixel(x: 100, y: 30) == Pixel(0, 0, 255) && host.pixel(x: 25, y: 135) == Pixel(0, 0, 255))
        #expect(host.pixel(x: 5, y: 5) == Pixel(255, 255, 255) && host.pixel(x: 100, y: 155) == Pixel(255, 255, 255))
        withExtendedLifetime(source) {}
    }
}
