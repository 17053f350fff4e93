import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Sticky headers, section backgrounds and the room between sections, as list and grid screens set them: a compositional
// layout's `pinToVisibleBounds`, `decorationItems` and `interSectionSpacing`, a flow layout's
// `sectionHeadersPinToVisibleBounds`.
@MainActor
@Suite("Pinned headers, decoration views and the space between sections")
struct PinnedAndDecoratedSnippets {
    final class Header: UICollectionReusableView {}
    final class Card: UICollectionReusableView {
        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGray6
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    static let header = UICollectionView.elementKindSectionHeader

    /// Two sections of 20 items 50 points tall, each under a 40-point header, in a 390 × 600 window.
    private func shown(_ layout: UICollectionViewLayout) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(Header.self, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "header")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        source.supplementaryViewProvider = { collection, kind, path in
            collection.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<20), toSection: 0)
        snapshot.appendItems(Array(20..<40), toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, collection, source)
    }

    /// Full-width items 50 tall under a 40-point header, `change` applied to the section and header.
    private func section(_ change: (NSCollectionLayoutSection, NSCollectionLayoutBoundarySupplementaryItem) -> Void = { _, _ in })
        -> NSCollectionLayoutSection
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: Self.header, alignment: .top)
        section.boundarySupplementaryItems = [header]
        change(section, header)
        return section
    }

    private func headerFrame(_ collection: UICollectionView, _ section: Int) -> CGRect? {
        collection.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test("interSectionSpacing 20: the second section starts 20 points after the first's 40 + 20 × 50 = 1 040")
    func spacing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section(), configuration: configuration)
        let (window, collection, source) = shown(layout)
        defer { withExtendedLifetime((window, source)) {} }
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 1100, width: 390, height: 50))
        #expect(collection.contentSize.height == 2100)
        configuration.interSectionSpacing = 0
        layout.configuration = configuration
        collection.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 1080)
    }

    @Test("a pinned header stays at the top of what is in sight, over the cells, until its section's end pushes it up")
    func pinnedCompositional() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layout = UICollectionViewCompositionalLayout(
            section: section { _, header in
                header.pinToVisibleBounds = true
                header.zIndex = 2
            })
        let (window, collection, source) = shown(layout)
        defer { withExtendedLifetime((window, source)) {} }
        #expect(headerFrame(collection, 0) == CGRect(x: 0, y: 0, width: 390, height: 40))
        collection.contentOffset = CGPoint(x: 0, y: 300)
        #expect(headerFrame(collection, 0) == CGRect(x: 0, y: 300, width: 390, height: 40))
        let header = try #require(collection.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0)))
        #expect(header.layer.zPosition == 2)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 6, section: 0)))
        #expect(try #require(collection.subviews.firstIndex(of: header)) > #require(collection.subviews.firstIndex(of: cell)))
        // The section ends at 1 040: at 1 010 its header lies at 1 000, pushed up; the next header is still where it is.
        collection.contentOffset = CGPoint(x: 0, y: 1010)
        #expect(headerFrame(collection, 0)?.minY == 1000)
        #expect(headerFrame(collection, 1)?.minY == 1040)
        collection.contentOffset = CGPoint(x: 0, y: 1100)
        #expect(headerFrame(collection, 1)?.minY == 1100 && headerFrame(collection, 0) == nil)
        // Not pinned: the header scrolls away with its section.
        let plain = UICollectionViewCompositionalLayout(section: section())
        let (other, unpinned, otherSource) = shown(plain)
        defer { withExtendedLifetime((other, otherSource)) {} }
        unpinned.contentOffset = CGPoint(x: 0, y: 300)
        #expect(headerFrame(unpinned, 0) == nil)
    }

    @Test("a header that does not extend its section lies over the first items; offset and trailing alignment move it")
    func overlaidHeader() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let badge = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(30)),
            elementKind: Self.header, alignment: .topTrailing, absoluteOffset: CGPoint(x: -8, y: 4))
        badge.extendsBoundary = false
        section.boundarySupplementaryItems = [badge]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (window, collection, source) = shown(layout)
        defer { withExtendedLifetime((window, source)) {} }
        #expect(headerFrame(collection, 0) == CGRect(x: 390 - 100 - 8, y: 4, width: 100, height: 30))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
        #expect(collection.contentSize.height == 2000)
        // The SDK's raw values.
        #expect(NSRectAlignment.top.rawValue == 1 && NSRectAlignment.bottom.rawValue == 5 && NSRectAlignment.topTrailing.rawValue == 8)
    }

    @Test("a flow layout's sectionHeadersPinToVisibleBounds keeps each header at the top while its section shows")
    func pinnedFlow() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 390, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let (window, collection, source) = shown(layout)
        defer { withExtendedLifetime((window, source)) {} }
        collection.contentOffset = CGPoint(x: 0, y: 300)
        #expect(headerFrame(collection, 0) == CGRect(x: 0, y: 300, width: 390, height: 40))
        collection.contentOffset = CGPoint(x: 0, y: 1020)
        #expect(headerFrame(collection, 0)?.minY == 1000 && headerFrame(collection, 1)?.minY == 1040)
        layout.sectionHeadersPinToVisibleBounds = false
        collection.layoutIfNeeded()
        #expect(headerFrame(collection, 0) == nil)
    }

    @Test("a background decoration spans its section less its insets, behind the cells, made from the registered class")
    func background() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layout = UICollectionViewCompositionalLayout(
            section: section { section, _ in
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
                background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                section.decorationItems = [background]
            })
        layout.register(Card.self, forDecorationViewOfKind: "card")
        let (window, collection, source) = shown(layout)
        defer { withExtendedLifetime((window, source)) {} }
        // The section: a 40-point header, 10 + 20 × 50 + 10 of items — 1 060 from 0; the card 5 in from each side.
        let expected = CGRect(x: 5, y: 5, width: 380, height: 1050)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))?.frame == expected)
        let elements = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 600)) ?? []
        #expect(elements.filter { $0.representedElementCategory == .decorationView }.map(\.representedElementKind) == ["card"])
        let cards = collection.subviews.compactMap { $0 as? Card }
        #expect(cards.count == 1 && cards.first?.frame == expected)
        // Behind every cell and header.
        #expect(collection.subviews.first === cards.first)
        collection.contentOffset = CGPoint(x: 0, y: 1500)
        let second = collection.subviews.compactMap { $0 as? Card }
        #expect(second.count == 1 && second.first?.frame.minY == 1060 + 5)
        // A class that is not a reusable view registers nothing: no card, and no crash.
        let other = UICollectionViewCompositionalLayout(
            section: section { section, _ in
                section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "plain")]
            })
        other.register(UIView.self, forDecorationViewOfKind: "plain")
        let (otherWindow, plain, otherSource) = shown(other)
        defer { withExtendedLifetime((otherWindow, otherSource)) {} }
        #expect(plain.subviews.allSatisfy { !($0 is Card) } && plain.visibleCells.count == 12)
    }

    @Test("a view controller's inputAccessoryView overrides UIResponder's; a field's and a text view's are set")
    func inputAccessory() {
        final class Chat: UIViewController {
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            override var inputAccessoryView: UIView? { bar }
            override var canBecomeFirstResponder: Bool { true }
        }
        let chat = Chat()
        #expect(chat.inputAccessoryView === chat.bar && UIViewController().inputAccessoryView == nil)
        let field = UITextField(), text = UITextView(), picker = UIView()
        field.inputView = picker
        text.inputAccessoryView = chat.bar
        #expect(field.inputView === picker && field.inputAccessoryView == nil && text.inputAccessoryView === chat.bar)
        chat.reloadInputViews()
    }
}
