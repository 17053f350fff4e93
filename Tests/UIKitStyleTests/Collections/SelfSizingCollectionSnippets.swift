import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Cells that size themselves: estimated heights in compositional layouts, estimated widths in horizontal groups,
// a flow layout's estimatedItemSize, and a cell overriding preferredLayoutAttributesFitting(_:) — the sizes expected
// are worked out from the cells' constraints and the layouts' rules, in the comments.

/// A list cell whose content is a box 40 tall (or 80 for every third item) pinned 12 points from the content view's
/// top and bottom: it sizes itself to 64 (or 104).
final class PinnedListCell: UICollectionViewListCell {
    let box = UIView()
    var tall: NSLayoutConstraint?

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 40)
        tall = height
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16), height,
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Self-sizing collection view cells")
struct SelfSizingCollectionSnippets {
    /// `count` items of pinned cells (80-point boxes for every third item, 40 for the others) laid out by `layout` in a
    /// 390 × 600 window; the window and the data source are returned to be kept while the test looks.
    private func shown(_ layout: UICollectionViewLayout, count: Int) -> (
        UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>
    ) {
        let registration = UICollectionView.CellRegistration<PinnedListCell, Int> { cell, _, item in
            cell.tall?.constant = item.isMultiple(of: 3) ? 80 : 40
        }
        return shownCollection(layout, count: count) { $0.dequeueConfiguredReusableCell(using: registration, for: $1, item: $2) }
    }

    @Test("a list of estimated rows takes each cell's own height: 64, or 104 for every third; the rows after move down")
    func selfSizingList() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = shown(
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)), count: 6)
        let frames = (0..<6).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Heights 104, 64, 64, 104, 64, 64 from the top.
        #expect(frames.map { $0?.height } == [104, 64, 64, 104, 64, 64])
        #expect(frames.map { $0?.minY } == [0, 104, 168, 232, 336, 400] && collection.contentSize.height == 464)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 104, width: 390, height: 64))
        withExtendedLifetime((window, source)) {}
    }

    @Test("two estimated items side by side: each its own height (104 and 64), the group as tall as the taller")
    func selfSizingPairs() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: estimated)])
        let (window, collection, source) = shown(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), count: 4)
        let frames = (0..<4).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Items 0 and 3 are 104 tall, 1 and 2 are 64: rows of max(104, 64) = 104 each.
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 195, height: 104), CGRect(x: 195, y: 0, width: 195, height: 64),
                CGRect(x: 0, y: 104, width: 195, height: 64), CGRect(x: 195, y: 104, width: 195, height: 104),
            ])
        withExtendedLifetime((window, source)) {}
    }
}

/// A tag: a box `boxWidth` wide and 24 tall pinned 8 points inside the content view on every side — it sizes itself
/// to `boxWidth + 16` by 40.
class TagCell: UICollectionViewCell {
    let box = UIView()
    var boxWidth: NSLayoutConstraint?

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        boxWidth = width
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            box.heightAnchor.constraint(equalToConstant: 24), width,
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Self-sizing cells in flow layouts and estimated widths")
struct SelfSizingFlowSnippets {
    /// Boxes 100, 150, 60, 200, 120, 80 wide, over and over: cells 116, 166, 76, 216, 136, 96 by 40.
    static let boxWidths: [CGFloat] = [100, 150, 60, 200, 120, 80]

    /// `count` tag cells laid out by `layout` in a 390 × 600 window, made with `cellClass`.
    private func shown(_ layout: UICollectionViewLayout, count: Int, cellClass: TagCell.Type = TagCell.self) -> (
        UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>
    ) {
        let shown = shownCollection(layout, count: count, prepare: { $0.register(cellClass, forCellWithReuseIdentifier: "tag") }) {
            collection, indexPath, item in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as? TagCell
            cell?.boxWidth?.constant = Self.boxWidths[item % Self.boxWidths.count]
            return cell
        }
        return shown
    }

    private func frames(_ collection: UICollectionView, _ count: Int) -> [CGRect?] {
        (0..<count).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    /// A flow layout with 10-point insets left and right and 10-point spacing.
    private func flow(estimated: CGSize) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimated
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        (layout.minimumInteritemSpacing, layout.minimumLineSpacing) = (10, 10)
        return layout
    }

    @Test("automaticSize: each tag takes its cell's size and the lines break and spread by the flow layout's rules")
    func automaticTags() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = shown(flow(estimated: UICollectionViewFlowLayout.automaticSize), count: 6)
        // Room 370. Line 1: 116 + 10 + 166 = 292 (76 more would need 378): spread, the gap 10 + 78 = 88.
        // Line 2: 76 + 10 + 216 = 302: the gap 10 + 68 = 78. Line 3, the last: 136 and 96 at the minimum spacing.
        #expect(
            frames(collection, 6) == [
                CGRect(x: 10, y: 0, width: 116, height: 40), CGRect(x: 214, y: 0, width: 166, height: 40),
                CGRect(x: 10, y: 50, width: 76, height: 40), CGRect(x: 164, y: 50, width: 216, height: 40),
                CGRect(x: 10, y: 100, width: 136, height: 40), CGRect(x: 156, y: 100, width: 96, height: 40),
            ])
        #expect(collection.contentSize == CGSize(width: 390, height: 140))
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 164, y: 50, width: 216, height: 40))
        withExtendedLifetime((window, source)) {}
    }

    @Test("an estimate holds for items not shown yet; scrolled into sight, they take their cells' sizes")
    func estimateUntilShown() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = shown(flow(estimated: CGSize(width: 100, height: 100)), count: 90)
        #expect(frames(collection, 1) == [CGRect(x: 10, y: 0, width: 116, height: 40)])
        let last = IndexPath(item: 89, section: 0)
        #expect(collection.layoutAttributesForItem(at: last)?.size == CGSize(width: 100, height: 100))
        for _ in 0..<40 where collection.layoutAttributesForItem(at: last)?.size != CGSize(width: 96, height: 40) {
            collection.contentOffset.y = collection.contentSize.height - 600
            window.layoutIfNeeded()
        }
        // Item 89 is the sixth of its kind: a 96 × 40 cell, on screen.
        #expect(collection.layoutAttributesForItem(at: last)?.size == CGSize(width: 96, height: 40))
        let cell = try #require(collection.cellForItem(at: last))
        #expect(cell.frame.size == CGSize(width: 96, height: 40) && fixture.errors.isEmpty)
        withExtendedLifetime((window, source)) {}
    }

    @Test("a cell overriding preferredLayoutAttributesFitting(_:) to fix its width gets that width, its height fitted")
    func overriddenPreference() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = shown(
            flow(estimated: CGSize(width: 370, height: 60)), count: 3, cellClass: FullWidthTagCell.self)
        // Every cell 370 wide (the row's room) and 40 tall (its box's 24 + 16): one per line, 10 apart.
        #expect(
            frames(collection, 3) == [
                CGRect(x: 10, y: 0, width: 370, height: 40), CGRect(x: 10, y: 50, width: 370, height: 40),
                CGRect(x: 10, y: 100, width: 370, height: 40),
            ])
        withExtendedLifetime((window, source)) {}
    }

    @Test("estimated widths in a compositional horizontal group: each item its cell's width, groups breaking where they fill")
    func estimatedWidths() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let (window, collection, source) = shown(UICollectionViewCompositionalLayout(section: section), count: 6)
        // Room 390: 116 + 10 + 166 + 10 + 76 = 378 fits, 216 more does not; 216 + 10 + 136 = 362, 96 more does not.
        #expect(
            frames(collection, 6) == [
                CGRect(x: 0, y: 0, width: 116, height: 40), CGRect(x: 126, y: 0, width: 166, height: 40),
                CGRect(x: 302, y: 0, width: 76, height: 40), CGRect(x: 0, y: 50, width: 216, height: 40),
                CGRect(x: 226, y: 50, width: 136, height: 40), CGRect(x: 0, y: 100, width: 96, height: 40),
            ])
        withExtendedLifetime((window, source)) {}
    }
}

/// A tag cell as wide as its estimate says (the row's room) whatever its box, as cells written for list-like flow
/// layouts do: the width stays, the height is what the constraints fit at that width.
final class FullWidthTagCell: TagCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes.size = contentView.systemLayoutSizeFitting(
            CGSize(width: layoutAttributes.size.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return layoutAttributes
    }
}
