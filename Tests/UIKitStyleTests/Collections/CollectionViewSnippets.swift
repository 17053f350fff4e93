import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A photo grid as iOS code writes one: a flow layout, a cell registration, a data source over an array.
@MainActor
final class PhotoGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var photos: [String]
    var sizes: [CGSize]?
    var selections: [IndexPath] = []
    let collectionView: UICollectionView
    let layout = UICollectionViewFlowLayout()
    private let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, photo in
        cell.contentView.backgroundColor = .systemTeal
        cell.accessibilityIdentifier = photo
    }

    init(photos: [String]) {
        self.photos = photos
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photos[indexPath.item])
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    { sizes.map { $0[indexPath.item % $0.count] } ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selections.append(indexPath) }

    /// In a window, laid out.
    static func shown(photos: Int) -> (UIWindow, PhotoGrid) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let grid = PhotoGrid(photos: (0..<photos).map { "photo \($0)" })
        window.addSubview(grid.collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, grid)
    }

    func frame(_ item: Int) -> CGRect? { collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
}

// The flow layout as Apple's collection view guide describes it, items inserted and deleted with animation.
@MainActor
@Suite("UICollectionView: the flow layout, reuse, updates, selection")
struct CollectionViewSnippets {
    @Test("100-point items in 370 points of room: three a line, spread 35 apart; alone on the last line, one is centred")
    func flowGrid() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, grid) = PhotoGrid.shown(photos: 10)
        // 3 × 100 + 2 × 10 = 320 fits in 370 (a fourth would need 430); the 50 left over widens both gaps by 25.
        #expect((0..<3).map { grid.frame($0)?.minX } == [10, 145, 280])
        // Items all of one size: the last line is spread as the others are, so item 9, alone on it, is centred:
        // 10 + (370 − 100) / 2 = 145.
        #expect((0..<4).map { grid.frame($0 * 3)?.minY } == [10, 120, 230, 340] && grid.frame(9)?.minX == 145)
        #expect(grid.collectionView.contentSize == CGSize(width: 390, height: 10 + 4 * 100 + 3 * 10 + 10))
        // What shows (300 points) reaches the first three lines: nine cells, filled by the registration.
        #expect(grid.collectionView.indexPathsForVisibleItems.count == 9)
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.accessibilityIdentifier == "photo 4")
        grid.collectionView.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
        #expect(grid.collectionView.indexPathsForVisibleItems.map(\.item) == Array(3..<10))
    }

    @Test("a line of one item (not the last) centres it; items of different heights are centred on their line")
    func loneAndMixed() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, grid) = PhotoGrid.shown(photos: 4)
        grid.sizes = [
            CGSize(width: 300, height: 100), CGSize(width: 300, height: 100), CGSize(width: 100, height: 50),
            CGSize(width: 100, height: 100),
        ]
        grid.layout.invalidateLayout()
        grid.collectionView.layoutIfNeeded()
        // Item 0 is alone on its line: (370 − 300) / 2 = 35 in from the inset.
        #expect(grid.frame(0) == CGRect(x: 45, y: 10, width: 300, height: 100))
        // Item 1 shares no line (300 + 10 + 100 > 370); items 2 and 3 share the last line (at 10 + 100 + 10 + 100 +
        // 10), 100 deep: the 50-point one sits 25 down.
        #expect(grid.frame(1)?.minX == 45 && grid.frame(2) == CGRect(x: 10, y: 255, width: 100, height: 50))
        #expect(grid.frame(3) == CGRect(x: 120, y: 230, width: 100, height: 100))
    }

    @Test("insertItems at 0: the new item fades in while each cell slides one place on, by the curve")
    func insert() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, grid) = PhotoGrid.shown(photos: 5)
        let first = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let third = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        grid.photos.insert("new", at: 0)
        var finished: Bool?
        grid.collectionView.performBatchUpdates {
            grid.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        } completion: {
            finished = $0
        }
        let inserted = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        fixture.run(frames: 9)
        let half = easeInOut(0.5)
        #expect(abs(inserted.presentation.alpha - half) < 1e-9)
        #expect(abs(first.presentation.frame.minX - (10 + 135 * half)) < 1e-9)
        // The third item goes from the end of the first line to the start of the second: 270 left and 110 down.
        #expect(
            abs(third.presentation.frame.minX - (280 - 270 * half)) < 1e-9 && abs(third.presentation.frame.minY - (10 + 110 * half)) < 1e-9)
        fixture.run(frames: 9)
        #expect(finished == true && grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
    }

    @Test("counts that disagree get UIKit's message for items; a tap selects; an animated new layout moves every cell")
    func messageSelectionAndLayout() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, grid) = PhotoGrid.shown(photos: 5)
        grid.photos.append("x")
        grid.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(
            fixture.errors.map(\.description) == [
                "performBatchUpdates(_:completion:): Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).; the collection view reloads without animation"
            ])
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 6)
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 150, y: 50), time: 0)
        pointer.pointerUp(at: CGPoint(x: 150, y: 50), time: 0.1)
        #expect(
            grid.selections == [IndexPath(item: 1, section: 0)]
                && grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let smaller = UICollectionViewFlowLayout()
        smaller.itemSize = CGSize(width: 50, height: 50)
        grid.collectionView.setCollectionViewLayout(smaller, animated: true)
        // 50-point items with no inset: all six fit on one line (6 × 50 + 5 × 10 = 350 of 390). It is the last, but the
        // items are all of one size, so it is spread: gaps of 10 + 40 / 5 = 18, item 1 at 68. Half-way, the cell is
        // half-way there.
        fixture.run(frames: 9)
        let half = easeInOut(0.5)
        #expect(
            abs(cell.presentation.frame.minX - (145 - 77 * half)) < 1e-9 && abs(cell.presentation.frame.width - (100 - 50 * half)) < 1e-9)
        fixture.run(frames: 9)
        #expect(cell.frame == CGRect(x: 68, y: 0, width: 50, height: 50))
    }
}
