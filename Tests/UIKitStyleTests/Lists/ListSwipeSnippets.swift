import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// An inset grouped inbox of `names` whose rows swipe left to Delete (removing the row from the snapshot) and right
/// to Pin, as iOS 14's list configuration providers give them.
@MainActor
private final class SwipeInbox {
    var names: [String]
    var pinned: [String] = []
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 700))
    var collection: UICollectionView!
    var source: UICollectionViewDiffableDataSource<Int, String>!

    init(_ names: [String]) {
        self.names = names
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self?.names.remove(at: indexPath.item)
                self?.apply()
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                if let name = self?.names[indexPath.item] { self?.pinned.append(name) }
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [pin])
        }
        collection = UICollectionView(
            frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        source = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, name in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        apply()
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    func apply() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(names)
        source.apply(snapshot, animatingDifferences: true)
    }

    func cell(_ item: Int) -> UICollectionViewCell? { collection.cellForItem(at: IndexPath(item: item, section: 0)) }
}

// A list configuration's swipe providers, as an inbox writes them: a row of an inset grouped list swiped left slides
// within its card's width and reveals Delete; a tap on it runs the action, whose snapshot removes the row; swiped
// right it reveals the leading action. Dragged with the pointer on the scene clock.
@MainActor
@Suite("UICollectionLayoutListConfiguration's swipe actions")
struct ListSwipeSnippets {
    /// Drags from `start` by `dx` in two steps (the pan begins 10 points in), rests 0.2 s, and lets go.
    private func drag(_ pointer: PointerDispatcher, from start: CGPoint, by dx: CGFloat) {
        pointer.pointerDown(at: start, time: 0)
        pointer.pointerMoved(to: CGPoint(x: start.x + (dx < 0 ? -10 : 10), y: start.y), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: start.x + dx, y: start.y), time: 0.1)
        pointer.pointerMoved(to: CGPoint(x: start.x + dx, y: start.y), time: 0.3)
        pointer.pointerUp(at: CGPoint(x: start.x + dx, y: start.y), time: 0.31)
    }

    @Test("swiped left past half of Delete the row rests open within its card; a tap on Delete removes it")
    func trailingDelete() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let inbox = SwipeInbox(["Anna", "Ben", "Chloé"])
        let pointer = PointerDispatcher(root: inbox.window)
        let row = try #require(inbox.cell(1)), rest = row.frame
        #expect(rest.minX == 16 && rest.width == 361)
        drag(pointer, from: CGPoint(x: 300, y: rest.midY), by: -70)
        fixture.run(seconds: 0.5)
        // Delete's button: "Delete" in 15-point text and 15 points either side, 74 at least.
        let label = UILabel()
        (label.text, label.font) = ("Delete", .systemFont(ofSize: 15))
        let open = max(74, label.intrinsicContentSize.width + 30)
        #expect(isApproximatelyEqual(row.frame.minX, 16 - open) && row.frame.minY == rest.minY)
        let room = try #require(inbox.collection.subviews.first { $0.subviews.contains { $0.accessibilityIdentifier == "Delete" } })
        #expect(isApproximatelyEqual(room.frame.maxX, rest.maxX) && isApproximatelyEqual(room.frame.width, open))
        let point = room.convert(CGPoint(x: open / 2, y: room.bounds.midY), to: inbox.window)
        pointer.pointerDown(at: point, time: 1)
        pointer.pointerUp(at: point, time: 1.05)
        fixture.run(seconds: 0.5)
        #expect(inbox.names == ["Anna", "Chloé"] && room.superview == nil)
        #expect(inbox.cell(1)?.frame.minX == 16 && inbox.collection.numberOfItems(inSection: 0) == 2)
    }

    @Test("swiped right the leading action shows and runs on a tap, and the row closes")
    func leadingPin() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let inbox = SwipeInbox(["Anna", "Ben"])
        let pointer = PointerDispatcher(root: inbox.window)
        let row = try #require(inbox.cell(0)), rest = row.frame
        drag(pointer, from: CGPoint(x: 100, y: rest.midY), by: 70)
        fixture.run(seconds: 0.5)
        #expect(isApproximatelyEqual(row.frame.minX, 16 + 74))
        let room = try #require(inbox.collection.subviews.first { $0.subviews.contains { $0.accessibilityIdentifier == "Pin" } })
        let point = room.convert(CGPoint(x: 37, y: room.bounds.midY), to: inbox.window)
        pointer.pointerDown(at: point, time: 1)
        pointer.pointerUp(at: point, time: 1.05)
        fixture.run(seconds: 0.5)
        #expect(inbox.pinned == ["Anna"] && row.frame.minX == 16)
    }
}
