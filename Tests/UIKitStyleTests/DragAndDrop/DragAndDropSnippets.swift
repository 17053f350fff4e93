import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A grid reordered by drag and drop as iOS code writes one (iOS 11's delegates): the drag delegate gives a
/// `UIDragItem` for the item held, the drop delegate proposes a move into a gap while the drag is its own, and its
/// `performDropWith` moves the item in `performBatchUpdates` (delete and insert) and drops the preview on the new
/// place. The grid is ``TileGrid``'s: 100-point tiles, columns at x = 10, 145, 280, lines at y = 10, 120, 230.
@MainActor
final class DragGrid: TileGrid, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var proposes: UIDropOperation = .move
    var intent: UICollectionViewDropIntent = .insertAtDestinationIndexPath
    var allowsMove = true
    var handlesDrop = true
    var loaded: [String]?
    var reloads = false

    override func viewDidLoad() {
        super.viewDidLoad()
        installsStandardGestureForInteractiveMovement = false
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    {
        log.append("items for \(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: tiles[indexPath.item] as NSString))
        item.localObject = tiles[indexPath.item]
        return [item]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) { log.append("will begin") }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) { log.append("drag end") }
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        allowsMove
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) { log.append("enter") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) { log.append("exit") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { log.append("drop end") }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        let place = destinationIndexPath.map { "\($0.item)" } ?? "nil"
        if log.last != "update \(place)" { log.append("update \(place)") }
        return UICollectionViewDropProposal(operation: collectionView.hasActiveDrag ? proposes : .forbidden, intent: intent)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
            let source = item.sourceIndexPath
        else { return }
        log.append("drop \(source.item) → \(destination.item) (\(item.dragItem.localObject as? String ?? "?"))")
        coordinator.session.loadObjects(ofClass: String.self) { self.loaded = $0 }
        guard handlesDrop else { return }
        if intent == .insertIntoDestinationIndexPath {
            coordinator.drop(item.dragItem, intoItemAt: destination, rect: CGRect(x: 25, y: 25, width: 50, height: 50))
            return
        }
        if reloads {
            tiles.insert(tiles.remove(at: source.item), at: destination.item)
            collectionView.reloadData()
            coordinator.drop(item.dragItem, toItemAt: destination)
            return
        }
        collectionView.performBatchUpdates({
            self.tiles.insert(self.tiles.remove(at: source.item), at: destination.item)
            collectionView.deleteItems(at: [source])
            collectionView.insertItems(at: [destination])
        })
        coordinator.drop(item.dragItem, toItemAt: destination)
    }

    static func shownForDragging(count: Int = 7) -> (UIWindow, DragGrid) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let grid = DragGrid(count: count)
        window.rootViewController = grid
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, grid)
    }

    /// The drag's preview: the last view of the window, over everything.
    func preview(in window: UIWindow) -> UIView? { collectionView.hasActiveDrag ? window.subviews.last : nil }
}

/// Slot `n`'s centre in the grid.
private func slot(_ n: Int) -> CGPoint { CGPoint(x: [60, 195, 330][n % 3], y: 60 + 110 * CGFloat(n / 3)) }

@MainActor
@Suite("Drag and drop in a collection view (UICollectionViewDragDelegate, UICollectionViewDropDelegate)")
struct DragAndDropSnippets {
    /// Holds tile `item` 20 left of and 10 above its centre for half a second (the press lifts it on the 30th frame),
    /// then carries the finger to `points`.
    private func drag(_ item: Int, to points: [CGPoint], with pointer: PointerDispatcher, _ fixture: EngineFixture) {
        pointer.pointerDown(at: CGPoint(x: slot(item).x - 20, y: slot(item).y - 10), time: fixture.clock.now)
        fixture.run(frames: 30)
        for point in points { pointer.pointerMoved(to: point, time: fixture.clock.now) }
    }

    @Test("held, the item lifts as a preview; carried over slot 5, the others make room; let go, the move is dropped there")
    func reorder() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, grid) = DragGrid.shownForDragging()
        let pointer = PointerDispatcher(root: window)
        let lifted = try #require(grid.cell(0)), second = try #require(grid.cell(1))
        drag(0, to: [CGPoint(x: 45, y: 55)], with: pointer, fixture)
        #expect(grid.collectionView.hasActiveDrag && grid.collectionView.hasActiveDrop && lifted.isHidden)
        // The finger's highlight goes as the item lifts, as in UIKit.
        #expect(grid.log == ["should highlight 0", "highlight 0", "items for 0", "will begin", "enter", "update 0", "unhighlight 0"])
        let preview = try #require(grid.preview(in: window))
        // Lifted 0.2 s on ease-out to 1.05 × its size; centred 20 right of and 10 below the finger, as it was held.
        #expect(preview.center == CGPoint(x: 65, y: 65) && preview.bounds.size == CGSize(width: 100, height: 100))
        fixture.run(frames: 6)
        #expect(abs(preview.presentation.transform.a - (1 + 0.05 * easeOut(0.5))) < 1e-9)
        fixture.run(frames: 6)
        pointer.pointerMoved(to: CGPoint(x: 300, y: 150), time: fixture.clock.now)
        #expect(preview.center == CGPoint(x: 320, y: 160) && grid.log.last == "update 5")
        // Slot 0 is tile 1's now, half-way there after half of the 0.3 s slide; the data source has heard of nothing.
        fixture.run(frames: 9)
        #expect(abs(second.presentation.center.x - (195 - 135 * easeInOut(0.5))) < 1e-9 && grid.tiles[0] == "tile 0")
        fixture.run(frames: 9)
        pointer.pointerUp(at: CGPoint(x: 300, y: 150), time: fixture.clock.now)
        #expect(grid.log.suffix(1) == ["drop 0 → 5 (tile 0)"])
        // The text the item provider carries comes on a later turn of the main queue, as iOS hands it over.
        #expect(grid.loaded == nil)
        #expect(grid.tiles == ["tile 1", "tile 2", "tile 3", "tile 4", "tile 5", "tile 0", "tile 6"])
        // The preview flies 0.3 s on ease in-out from where it was let go to slot 5's frame, the cell there hidden.
        let landed = try #require(grid.cell(5))
        #expect(landed.isHidden)
        fixture.run(frames: 9)
        #expect(grid.loaded == ["tile 0"])
        let half = easeInOut(0.5)
        #expect(abs(preview.presentation.center.x - (320 + 10 * half)) < 1e-9)
        #expect(abs(preview.presentation.center.y - (160 + 10 * half)) < 1e-9)
        #expect(abs(preview.presentation.transform.a - (1.05 - 0.05 * half)) < 1e-9)
        fixture.run(frames: 10)
        #expect(!landed.isHidden && preview.superview == nil && !grid.collectionView.hasActiveDrag)
        #expect(grid.log.suffix(2) == ["drag end", "drop end"])
        #expect(grid.shownTiles == grid.tiles.map(Optional.some) && landed.frame == CGRect(x: 280, y: 120, width: 100, height: 100))
    }

    @Test("a drop that reloads the data: the new cell it lands on is hidden until the preview has landed")
    func reloaded() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, grid) = DragGrid.shownForDragging()
        grid.reloads = true
        let pointer = PointerDispatcher(root: window)
        drag(0, to: [slot(5)], with: pointer, fixture)
        pointer.pointerUp(at: slot(5), time: fixture.clock.now)
        grid.collectionView.layoutIfNeeded()
        let landed = try #require(grid.cell(5))
        // Slot 0 shows tile 1 now, not the item dragged: it is not hidden.
        #expect(landed.isHidden && landed.accessibilityIdentifier == "tile 0")
        #expect(grid.cell(0)?.accessibilityIdentifier == "tile 1" && grid.cell(0)?.isHidden == false)
        fixture.run(frames: 9)
        // Made wider during the flight (a device turned), four tiles fit a line: every cell is placed again, and the
        // one landed on stays hidden. Slot 5 is now the middle one of the last line's three, spread over the whole width
        // as a flow layout spreads a last line of same-size items: x = 10, 200, 390.
        grid.collectionView.frame.size.width = 500
        grid.collectionView.layoutIfNeeded()
        #expect(landed.isHidden && landed.frame.minX == 200 && grid.cell(4)?.frame.minX == 10)
        fixture.run(frames: 8)
        #expect(landed.isHidden)
        fixture.run(frames: 1)
        #expect(!landed.isHidden && grid.shownTiles == grid.tiles.map(Optional.some))
    }

    @Test("dragged from the grid onto a bin that deletes it: the tiles after it close up, every cell shows once it has gone")
    func droppedOnBin() throws {
        final class Bin: UIDropInteractionDelegate {
            let grid: DragGrid
            init(grid: DragGrid) { self.grid = grid }
            func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
                UIDropProposal(operation: .move)
            }
            func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
                guard let name = session.items.first?.localObject as? String, let item = grid.tiles.firstIndex(of: name) else { return }
                grid.collectionView.performBatchUpdates({
                    self.grid.tiles.remove(at: item)
                    self.grid.collectionView.deleteItems(at: [IndexPath(item: item, section: 0)])
                })
            }
        }
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, grid) = DragGrid.shownForDragging()
        let binView = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 100))
        let bin = Bin(grid: grid)
        binView.addInteraction(UIDropInteraction(delegate: bin))
        window.addSubview(binView)
        let pointer = PointerDispatcher(root: window)
        let lifted = try #require(grid.cell(2)), next = try #require(grid.cell(3))
        drag(2, to: [slot(4), CGPoint(x: 200, y: 550)], with: pointer, fixture)
        // Over the bin, the grid's gap closes again: tile 2's place is its own.
        #expect(grid.log.suffix(2) == ["update 4", "exit"] && lifted.isHidden)
        pointer.pointerUp(at: CGPoint(x: 200, y: 550), time: fixture.clock.now)
        #expect(grid.tiles == ["tile 0", "tile 1", "tile 3", "tile 4", "tile 5", "tile 6"] && grid.cell(2) === next)
        fixture.run(frames: 18)
        #expect(!next.isHidden && next.frame.origin == CGPoint(x: 280, y: 10) && lifted.superview == nil)
        #expect(grid.shownTiles == grid.tiles.map(Optional.some) && !grid.collectionView.hasActiveDrag)
        #expect((0..<6).allSatisfy { grid.cell($0)?.isHidden == false } && grid.log.last == "drag end")
    }

    @Test("let go where nothing takes it, the preview flies back and the items go back; the data source hears nothing")
    func returned() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, grid) = DragGrid.shownForDragging()
        let host = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 100))
        window.addSubview(host)
        let pointer = PointerDispatcher(root: window)
        let lifted = try #require(grid.cell(0))
        drag(0, to: [CGPoint(x: 310, y: 160), CGPoint(x: 200, y: 550)], with: pointer, fixture)
        #expect(
            grid.log.filter { !$0.contains("highlight") } == ["items for 0", "will begin", "enter", "update 0", "update 5", "exit"])
        let preview = try #require(grid.preview(in: window))
        pointer.pointerUp(at: CGPoint(x: 200, y: 550), time: fixture.clock.now)
        fixture.run(frames: 9)
        // Half-way back to slot 0's frame (centre 60, 60) from (220, 560).
        let half = easeInOut(0.5)
        #expect(abs(preview.presentation.center.x - (220 - 160 * half)) < 1e-9)
        #expect(abs(preview.presentation.center.y - (560 - 500 * half)) < 1e-9)
        fixture.run(frames: 10)
        #expect(!lifted.isHidden && lifted.frame == CGRect(x: 10, y: 10, width: 100, height: 100) && preview.superview == nil)
        #expect(grid.log.suffix(1) == ["drag end"] && !grid.log.contains { $0.contains("→") })
        #expect(grid.shownTiles == grid.tiles.map(Optional.some) && grid.tiles[0] == "tile 0")
    }

    @Test("a move the drag does not allow is forbidden: no gap opens and nothing is dropped")
    func moveNotAllowed() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, grid) = DragGrid.shownForDragging()
        grid.allowsMove = false
        let pointer = PointerDispatcher(root: window)
        drag(0, to: [CGPoint(x: 310, y: 160)], with: pointer, fixture)
        #expect(grid.cell(0)?.isHidden == true && grid.cell(5)?.accessibilityIdentifier == "tile 5")
        pointer.pointerUp(at: CGPoint(x: 310, y: 160), time: fixture.clock.now)
        fixture.run(frames: 19)
        #expect(!grid.log.contains { $0.contains("→") } && grid.cell(0)?.isHidden == false)
    }

    @Test("a drop into an item highlights it while over it, and the preview lands in the rect given, scaled to fit")
    func dropInto() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, grid) = DragGrid.shownForDragging()
        grid.intent = .insertIntoDestinationIndexPath
        let pointer = PointerDispatcher(root: window)
        drag(0, to: [slot(4)], with: pointer, fixture)
        let target = try #require(grid.cell(4))
        #expect(target.isHighlighted && grid.cell(4)?.accessibilityIdentifier == "tile 4")
        let preview = try #require(grid.preview(in: window))
        pointer.pointerUp(at: slot(4), time: fixture.clock.now)
        #expect(grid.log.last == "drop 0 → 4 (tile 0)")
        fixture.run(frames: 18)
        // Tile 4's cell spans (145, 120)–(245, 220); its rect (25, 25, 50, 50) is centred at (195, 170), 0.5 × the tile.
        #expect(preview.center == CGPoint(x: 195, y: 170) && preview.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        fixture.run(frames: 1)
        #expect(!target.isHighlighted && grid.cell(0)?.isHidden == false && grid.tiles[0] == "tile 0")
    }

    @Test("a drop delegate that proposes nothing takes no drop (UIKit's default is .cancel)")
    func noProposal() throws {
        final class Quiet: UICollectionViewDropDelegate {
            var dropped = false
            func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
                dropped = true
            }
        }
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, grid) = DragGrid.shownForDragging()
        let quiet = Quiet()
        grid.collectionView.dropDelegate = quiet
        let pointer = PointerDispatcher(root: window)
        drag(0, to: [slot(5)], with: pointer, fixture)
        #expect(grid.cell(5)?.accessibilityIdentifier == "tile 5")
        pointer.pointerUp(at: slot(5), time: fixture.clock.now)
        fixture.run(frames: 19)
        #expect(!quiet.dropped && grid.log.last == "drag end" && grid.cell(0)?.isHidden == false)
    }
}
