import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A sticker dragged onto a bin, as iOS code writes it: a `UIDragInteraction` on the sticker whose delegate gives its
/// text, a `UIDropInteraction` on the bin that copies it when it can load text, and loads it in `performDrop`.
@MainActor
private final class StickerBoard: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let sticker = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
    let bin = UIView(frame: CGRect(x: 200, y: 400, width: 150, height: 150))
    var log: [String] = []
    var takes: UIDropOperation = .copy

    override init() {
        super.init()
        window.addSubview(sticker)
        window.addSubview(bin)
        sticker.addInteraction(UIDragInteraction(delegate: self))
        bin.addInteraction(UIDropInteraction(delegate: self))
        window.makeKeyAndVisible()
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "star" as NSString))]
    }
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
        animator.addAnimations { self.sticker.alpha = 0.5 }
        animator.addCompletion { _ in self.log.append("lifted") }
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        sticker.alpha = 1
        log.append("ended with \(operation.rawValue)")
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        log.append("enter")
        UIView.animate(withDuration: 0.2) { self.bin.transform = CGAffineTransform(scaleX: 1.05, y: 1.05) }
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: takes)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { log.append("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let point = session.location(in: bin)
        log.append("perform at \(point.x), \(point.y)")
        session.loadObjects(ofClass: String.self) { self.log.append("loaded \($0)") }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { log.append("conclude") }
}

/// A grid over a bin, laid out with anchors in a controller's view, as a screen deleting photos by dragging them out.
@MainActor
private final class BinScreen: UIViewController, UICollectionViewDataSource, UICollectionViewDragDelegate, UIDropInteractionDelegate {
    var names = (0..<6).map { "photo \($0)" }
    var log: [String] = []
    let grid: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()
    let bin = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.translatesAutoresizingMaskIntoConstraints = false
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        grid.dragDelegate = self
        bin.translatesAutoresizingMaskIntoConstraints = false
        bin.addInteraction(UIDropInteraction(delegate: self))
        view.addSubview(grid)
        view.addSubview(bin)
        NSLayoutConstraint.activate([
            grid.topAnchor.constraint(equalTo: view.topAnchor),
            grid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            grid.bottomAnchor.constraint(equalTo: bin.topAnchor),
            bin.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bin.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bin.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            bin.heightAnchor.constraint(equalToConstant: 100),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    {
        let item = UIDragItem(itemProvider: NSItemProvider(object: names[indexPath.item] as NSString))
        item.localObject = indexPath
        return [item]
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .move)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        guard let path = session.items.first?.localObject as? IndexPath else { return }
        log.append("deleted \(names[path.item])")
        grid.performBatchUpdates {
            self.names.remove(at: path.item)
            self.grid.deleteItems(at: [path])
        }
    }
}

@MainActor
@Suite("Dragging a view onto another (UIDragInteraction, UIDropInteraction)")
struct DragInteractionSnippets {
    @Test("held, the sticker lifts beside its delegate's animation; dropped on the bin, it is copied and the preview fades there")
    func dropOnBin() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let board = StickerBoard()
        let pointer = PointerDispatcher(root: board.window)
        pointer.pointerDown(at: CGPoint(x: 70, y: 50), time: fixture.clock.now)
        fixture.run(frames: 30)
        let preview = try #require(board.window.subviews.last)
        #expect(preview !== board.bin && preview.center == board.sticker.center && preview.bounds == board.sticker.bounds)
        #expect(board.sticker.alpha == 0.5)
        fixture.run(frames: 12)
        #expect(board.log == ["lifted"] && abs(board.sticker.presentation.alpha - 0.5) < 1e-9)
        pointer.pointerMoved(to: CGPoint(x: 270, y: 470), time: fixture.clock.now)
        #expect(board.log.last == "enter")
        // The bin grows as the drag enters it (0.2 s): the drag stays over it, though a touch would pass it by meanwhile.
        fixture.run(frames: 6)
        pointer.pointerMoved(to: CGPoint(x: 275, y: 475), time: fixture.clock.now)
        #expect(board.log.last == "enter" && preview.center == CGPoint(x: 275, y: 475))
        pointer.pointerUp(at: CGPoint(x: 275, y: 475), time: fixture.clock.now)
        #expect(board.log.last == "perform at 75.0, 75.0")
        // Half of the 0.3 s drop on ease in-out: from 1.05 × and opaque to 0.5 × and clear, where it was let go.
        fixture.run(frames: 9)
        let half = easeInOut(0.5)
        #expect(abs(preview.presentation.transform.a - (1.05 - 0.55 * half)) < 1e-9)
        #expect(abs(preview.presentation.alpha - (1 - half)) < 1e-9 && preview.presentation.center == CGPoint(x: 275, y: 475))
        #expect(board.log.contains("loaded [\"star\"]"))
        fixture.run(frames: 9)
        #expect(board.log.suffix(2) == ["conclude", "ended with 2"] && preview.superview == nil && board.sticker.alpha == 1)
    }

    @Test("a bin that forbids it: let go over it, the preview flies back to the sticker and the drag ends with .cancel")
    func forbidden() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let board = StickerBoard()
        board.takes = .forbidden
        let pointer = PointerDispatcher(root: board.window)
        pointer.pointerDown(at: CGPoint(x: 70, y: 50), time: fixture.clock.now)
        fixture.run(frames: 30)
        let preview = try #require(board.window.subviews.last)
        pointer.pointerMoved(to: CGPoint(x: 275, y: 475), time: fixture.clock.now)
        pointer.pointerUp(at: CGPoint(x: 275, y: 475), time: fixture.clock.now)
        fixture.run(frames: 9)
        // Half-way back from (275, 475) to the sticker's centre (70, 50).
        let half = easeInOut(0.5)
        #expect(abs(preview.presentation.center.x - (275 - 205 * half)) < 1e-9)
        #expect(abs(preview.presentation.center.y - (475 - 425 * half)) < 1e-9)
        fixture.run(frames: 9)
        #expect(!board.log.contains { $0.hasPrefix("perform") } && board.log.last == "ended with 0" && preview.superview == nil)
    }

    @Test("a grid's item dragged onto a bin laid out below it in the same controller's view is dropped there")
    func gridToBin() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let screen = BinScreen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(screen.bin.frame == CGRect(x: 0, y: 500, width: 390, height: 100))
        let pointer = PointerDispatcher(root: window)
        let held = try #require(screen.grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        pointer.pointerDown(at: held.center, time: fixture.clock.now)
        fixture.run(frames: 30)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 300), time: fixture.clock.now)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 550), time: fixture.clock.now)
        pointer.pointerUp(at: CGPoint(x: 200, y: 550), time: fixture.clock.now)
        #expect(screen.log == ["deleted photo 1"] && screen.names.count == 5)
        fixture.run(frames: 18)
        #expect(!screen.grid.hasActiveDrag && screen.grid.visibleCells.allSatisfy { !$0.isHidden })
    }
}
