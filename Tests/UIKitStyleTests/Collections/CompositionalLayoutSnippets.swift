import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Compositional layouts as iOS 13+ code writes them: an item, a group that repeats it, a section; lists made with
// a list configuration and a diffable data source.
@MainActor
@Suite("UICollectionViewCompositionalLayout and UICollectionViewDiffableDataSource")
struct CompositionalLayoutSnippets {
    /// A collection view of `count` list cells reading "Item N", 390 × 600, in a window, with `layout`.
    private func shown(_ layout: UICollectionViewLayout, count: Int) -> (
        UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>
    ) {
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        return shownCollection(layout, count: count) { $0.dequeueConfiguredReusableCell(using: cell, for: $1, item: $2) }
    }

    private func frame(_ collection: UICollectionView, _ item: Int) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test("a third of the width, 130 tall, inset 2: three items a group, 126 × 126 each; seven items make three groups")
    func grid() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let (window, collection, source) = shown(UICollectionViewCompositionalLayout(section: section), count: 7)
        #expect(frame(collection, 0) == CGRect(x: 2, y: 42, width: 126, height: 126))
        #expect(frame(collection, 2) == CGRect(x: 262, y: 42, width: 126, height: 126))
        #expect(frame(collection, 6) == CGRect(x: 2, y: 302, width: 126, height: 126))
        #expect(collection.contentSize == CGSize(width: 390, height: 40 + 3 * 130) && collection.visibleCells.count == 7)
        withExtendedLifetime((window, source)) {}
    }

    @Test("a header keeps to the section's leading and trailing insets (supplementariesFollowContentInsets, true by default)")
    func headerFollowsInsets() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        func headerFrame(following: Bool?) -> CGRect? {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 24)
            if let following { section.supplementariesFollowContentInsets = following }
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            let layout = UICollectionViewCompositionalLayout(section: section)
            let (window, _, source) = shown(layout, count: 2)
            defer { withExtendedLifetime((window, source)) {} }
            return layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        }
        // Apple: "The default value of this property is true": 16 in, as wide as the groups (390 − 16 − 24).
        #expect(headerFrame(following: nil) == CGRect(x: 16, y: 0, width: 350, height: 36))
        #expect(headerFrame(following: false) == CGRect(x: 0, y: 0, width: 390, height: 36))
    }

    @Test("two items a group with 10 between: (390 − 10) / 2 = 190 each")
    func counted() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitem: item, count: 2
        )
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        let (window, collection, source) = shown(UICollectionViewCompositionalLayout(section: section), count: 3)
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 190, height: 80))
        #expect(frame(collection, 1) == CGRect(x: 200, y: 0, width: 190, height: 80))
        #expect(frame(collection, 2) == CGRect(x: 0, y: 92, width: 190, height: 80))
        withExtendedLifetime((window, source)) {}
    }

    @Test("an inset grouped list: rows 44 tall, 16 in from each side under an 18-point gap; a deleted row fades as the rows under it rise")
    func listAndDiffable() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let (_, collection, source) = shown(layout, count: 5)
        #expect(frame(collection, 0) == CGRect(x: 16, y: 18, width: 358, height: 44))
        #expect(frame(collection, 4) == CGRect(x: 16, y: 18 + 4 * 44, width: 358, height: 44))
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let third = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        var snapshot = source.snapshot()
        snapshot.deleteItems([1])
        source.apply(snapshot)
        fixture.run(frames: 9)
        let half = easeInOut(0.5)
        #expect(abs(second.presentation.alpha - (1 - half)) < 1e-9)
        #expect(abs(third.presentation.frame.minY - (18 + 2 * 44 - 44 * half)) < 1e-9)
        fixture.run(frames: 9)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === third && second.superview == nil)
        let texts = collection.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["Item 0", "Item 2", "Item 3", "Item 4"] && fixture.errors.isEmpty)
    }
}

extension CompositionalLayoutSnippets {
    @Test("a carousel section (.groupPagingCentered): 85 % groups in one row, the first centred, 12 apart; the grid under it")
    func orthogonalRow() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0)
            if index == 0 { section.orthogonalScrollingBehavior = .groupPagingCentered }
            return section
        }
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            $0.dequeueConfiguredReusableCell(using: cell, for: $1, item: $2)
        }
        window.addSubview(collection)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2, 3], toSection: 0)
        snapshot.appendItems([4, 5], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        // 0.85 × 390 = 331.5 wide, centred: (390 − 331.5) / 2 = 29.25; then 331.5 + 12 along for each next group.
        let frames = (0..<3).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [29.25, 372.75, 716.25].map { CGRect(x: $0, y: 12, width: 331.5, height: 180) })
        // The second section starts under the row (12 + 180 + 12) and stacks its groups, 180 + 12 apart.
        let grid = (0..<2).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame.minY }
        #expect(grid == [204 + 12, 204 + 12 + 180 + 12])
        withExtendedLifetime((window, source)) {}
    }
}
