import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A cell's background configuration on screen: its colour inside its rounded corners and insets, the window's white
/// outside them; a list row selected in `.systemGray4` (#D1D1D6).
@MainActor
@Suite("Background configurations drawn", .serialized)
struct BackgroundConfigurationPixelTests {
    @Test("a pink card inset 10 with 24-point corners: pink in the middle and at the inset edge, white in the corner")
    func roundedInsetCard() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = .white
        let cell = UICollectionViewCell(frame: root.bounds)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = UIColor(red: 1, green: 0, blue: 0.5, alpha: 1)
        background.cornerRadius = 24
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        cell.backgroundConfiguration = background
        cell.isSelected = true
        root.addSubview(cell)
        let host = try OffscreenHost(root: root)
        try host.render()
        let middle = host.pixel(x: 100, y: 60), edge = host.pixel(x: 11, y: 60)
        #expect(middle.red == 255 && middle.green == 0 && middle.blue == 128)
        #expect(edge.red == 255 && edge.green == 0)
        // Outside the insets, and inside the inset rectangle's corner but outside its 24-point rounding.
        for (x, y) in [(5, 60), (12, 12)] {
            let white = host.pixel(x: x, y: y)
            #expect(white.red == 255 && white.green == 255 && white.blue == 255, "at \(x), \(y)")
        }
    }

    @Test("a plain list's selected row is #D1D1D6 where the row beside it is white")
    func selectedListRow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let host = try OffscreenHost(root: window)
        try host.render()
        let rows = try (0...1).map { try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0))).frame }
        let plain = host.pixel(x: 150, y: Int(rows[0].midY)), selected = host.pixel(x: 150, y: Int(rows[1].midY))
        #expect(plain.red == 255 && plain.green == 255 && plain.blue == 255)
        #expect(selected.red == 0xD1 && selected.green == 0xD1 && selected.blue == 0xD6)
    }
}
