import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A grid of tiles as iOS code writes one: a `UICollectionViewController` subclass overriding the data source's and
/// the delegate's methods, 100-point tiles 10 in from the edges. In a 390-point window three fit a line (3 × 100 +
/// 2 × 10 = 320 of 370) and spread 35 apart: columns at x = 10, 145, 280, lines at y = 10, 120, 230.
@MainActor
class TileGrid: UICollectionViewController {
    var tiles: [String]
    var log: [String] = []
    var fixed: Set<Int> = []
    var firstLineOnly = false

    init(count: Int) {
        tiles = (0..<count).map { "tile \($0)" }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.accessibilityIdentifier = tiles[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !fixed.contains(indexPath.item)
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log.append("move \(sourceIndexPath.item) → \(destinationIndexPath.item)")
        tiles.insert(tiles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    override func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        firstLineOnly ? IndexPath(item: min(proposedIndexPath.item, 2), section: 0) : proposedIndexPath
    }

    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("should highlight \(indexPath.item)")
        return !fixed.contains(indexPath.item)
    }
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("highlight \(indexPath.item)")
    }
    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("unhighlight \(indexPath.item)")
    }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("should select \(indexPath.item)")
        return indexPath.item != 1
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }
    override func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.append("end displaying \(indexPath.item)")
    }

    /// In a window `height` points tall, laid out.
    static func shown(count: Int, height: CGFloat = 600) -> (UIWindow, TileGrid) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        let grid = TileGrid(count: count)
        window.rootViewController = grid
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, grid)
    }

    func cell(_ item: Int) -> UICollectionViewCell? { collectionView.cellForItem(at: IndexPath(item: item, section: 0)) }
    var shownTiles: [String?] { (0..<tiles.count).map { cell($0)?.accessibilityIdentifier } }
}

/// Slot `n`'s centre in the grid.
private func slot(_ n: Int) -> CGPoint { CGPoint(x: [60, 195, 330][n % 3], y: 60 + 110 * CGFloat(n / 3)) }

@MainActor
@Suite("Moving collection view items by hand (beginInteractiveMovementForItem) and UICollectionViewController")
struct InteractiveMovementSnippets {
    @Test("carried to slot 5, the item floats at the point; the others slide back a place by the curve; the end tells the data source")
    func carried() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, grid) = TileGrid.shown(count: 7)
        let collection = try #require(grid.collectionView)
        let moving = try #require(grid.cell(0)), second = try #require(grid.cell(1))
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Apple's default attributes for the moving item: its own, centred at the point, zIndex NSIntegerMax.
        #expect(moving.center == slot(0) && moving.layer.zPosition == CGFloat(Int.max))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 100))
        // Between slots: no item of the layout lies under (250, 100), so the item keeps its place.
        #expect(grid.cell(0) === moving && moving.center == CGPoint(x: 250, y: 100))
        collection.updateInteractiveMovementTargetPosition(slot(5))
        #expect(grid.cell(5) === moving && grid.cell(0) === second && moving.presentation.center == slot(5))
        #expect(grid.log.isEmpty && grid.shownTiles == ["tile 1", "tile 2", "tile 3", "tile 4", "tile 5", "tile 0", "tile 6"])
        // Half of the 0.3 s slide on ease in-out: tile 1 half-way from slot 1 (195) to slot 0 (60).
        fixture.run(frames: 9)
        #expect(abs(second.presentation.center.x - (195 - 135 * easeInOut(0.5))) < 1e-9 && second.presentation.center.y == 60)
        #expect(moving.presentation.center == slot(5))
        fixture.run(frames: 9)
        collection.endInteractiveMovement()
        #expect(grid.log == ["move 0 → 5"] && grid.tiles == ["tile 1", "tile 2", "tile 3", "tile 4", "tile 5", "tile 0", "tile 6"])
        fixture.run(frames: 18)
        #expect(moving.frame == CGRect(x: 280, y: 120, width: 100, height: 100) && moving.layer.zPosition == 0)
        #expect(grid.shownTiles == grid.tiles.map(Optional.some))
    }

    @Test("cancelled, every item goes back and the data source hears nothing; a fixed item, or a second move, is refused")
    func cancelled() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, grid) = TileGrid.shown(count: 7)
        grid.fixed = [3]
        let collection = try #require(grid.collectionView)
        let moving = try #require(grid.cell(0))
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        // Slot 6 is alone on the last line, centred: (195, 280).
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 280))
        #expect(grid.cell(6) === moving)
        collection.cancelInteractiveMovement()
        fixture.run(frames: 18)
        #expect(grid.log.isEmpty && grid.cell(0) === moving && moving.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(grid.shownTiles == grid.tiles.map(Optional.some))
    }

    @Test("the delegate keeps the item on the first line; an item brought into sight by the slide is the data source's")
    func retargetedAndUnseen() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        // 115 points tall: only the first line (10–110) is in sight.
        let (_, grid) = TileGrid.shown(count: 7, height: 115)
        grid.firstLineOnly = true
        let collection = try #require(grid.collectionView)
        let moving = try #require(grid.cell(0))
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(slot(5))
        // Proposed 5, kept at 2: tiles 1 and 2 move up a place; the item floats at the point, out of sight.
        #expect(grid.cell(2) === moving && moving.center == slot(5) && grid.shownTiles.prefix(3) == ["tile 1", "tile 2", "tile 0"])
        grid.firstLineOnly = false
        collection.updateInteractiveMovementTargetPosition(slot(5))
        fixture.run(frames: 18)
        // Now at 5: tile 3 comes into slot 2, which it was not in sight for: the data source's item 3, not its item 2.
        #expect(grid.cell(2)?.accessibilityIdentifier == "tile 3" && grid.cell(5) === moving)
        collection.endInteractiveMovement()
        #expect(grid.log.filter { $0.hasPrefix("move") } == ["move 0 → 5"])
    }

    @Test("the controller's standard long press: held half a second, the item follows the finger where it was held")
    func standardPress() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, grid) = TileGrid.shown(count: 7)
        let pointer = PointerDispatcher(root: window)
        // Held 20 left of and 10 above the centre of tile 0.
        pointer.pointerDown(at: CGPoint(x: 40, y: 50), time: fixture.clock.now)
        fixture.run(frames: 31)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 100), time: fixture.clock.now)
        pointer.pointerMoved(to: CGPoint(x: 310, y: 160), time: fixture.clock.now)
        #expect(grid.cell(5)?.center == slot(5))
        pointer.pointerUp(at: CGPoint(x: 310, y: 160), time: fixture.clock.now)
        fixture.run(frames: 18)
        #expect(grid.log.contains("move 0 → 5") && grid.tiles[5] == "tile 0")

        let (otherWindow, other) = TileGrid.shown(count: 7)
        other.installsStandardGestureForInteractiveMovement = false
        let otherPointer = PointerDispatcher(root: otherWindow)
        otherPointer.pointerDown(at: CGPoint(x: 40, y: 50), time: fixture.clock.now)
        fixture.run(frames: 31)
        otherPointer.pointerMoved(to: CGPoint(x: 310, y: 160), time: fixture.clock.now)
        otherPointer.pointerUp(at: CGPoint(x: 310, y: 160), time: fixture.clock.now)
        fixture.run(frames: 18)
        #expect(!other.log.contains { $0.hasPrefix("move") } && other.tiles[0] == "tile 0")
    }

    @Test("the delegate decides highlights and selections and hears them in UIKit's order; items leaving sight end displaying")
    func delegateQuestions() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, grid) = TileGrid.shown(count: 12, height: 300)
        grid.fixed = [2]
        let pointer = PointerDispatcher(root: window)
        for item in [0, 1, 2] {
            pointer.pointerDown(at: slot(item), time: fixture.clock.now)
            pointer.pointerUp(at: slot(item), time: fixture.clock.now + 0.05)
            fixture.run(frames: 6)
        }
        #expect(
            grid.log == [
                "should highlight 0", "highlight 0", "unhighlight 0", "should select 0", "select 0",
                "should highlight 1", "highlight 1", "unhighlight 1", "should select 1",
                "should highlight 2", "should select 2", "select 2",
            ])
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        grid.log = []
        // Scrolled 240 down, the first two lines (to y = 230) leave sight.
        grid.collectionView.setContentOffset(CGPoint(x: 0, y: 240), animated: false)
        grid.collectionView.layoutIfNeeded()
        #expect(grid.log == (0..<6).map { "end displaying \($0)" })
    }
}
