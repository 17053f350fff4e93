import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A notes list as iOS 14 code edits one: an inset grouped list whose rows show a delete control and a reorder grip
/// while editing and a chevron otherwise; reordering through the diffable data source's handlers, every note but the
/// last movable; the trailing swipe action deletes. What the handlers and the action hear is recorded.
@MainActor
private final class NotesList {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 700))
    let collection: UICollectionView
    let source: UICollectionViewDiffableDataSource<Int, String>
    var reorders: [(will: [String], did: [String], difference: CollectionDifference<String>)] = []
    var deleted: [Int] = []

    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        var deletedRows: (Int) -> Void = { _ in }
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    deletedRows(indexPath.item)
                    done(true)
                }
            ])
        }
        collection = UICollectionView(
            frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        source = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, text in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Groceries", "Ideas", "Trips", "Pinned"])
        source.apply(snapshot, animatingDifferences: false)
        source.reorderingHandlers.canReorderItem = { $0 != "Pinned" }
        var willOrder: [String] = []
        source.reorderingHandlers.willReorder = { [unowned self] _ in willOrder = self.source.snapshot().itemIdentifiers }
        source.reorderingHandlers.didReorder = { [unowned self] transaction in
            self.reorders.append((willOrder, self.source.snapshot().itemIdentifiers, transaction.difference))
        }
        deletedRows = { [unowned self] in self.deleted.append($0) }
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    func cell(_ item: Int) -> UICollectionViewListCell? {
        collection.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }
}

/// The buttons a list cell shows as accessories (a delete control is one), leading first.
@MainActor
private func accessoryButtons(_ cell: UICollectionViewListCell) -> [UIButton] {
    cell.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }
}

/// Every view under `view`.
@MainActor
private func views(in view: UIView) -> [UIView] { view.subviews.flatMap { [$0] + views(in: $0) } }

// iOS 14's `UICollectionView.isEditing` with list cells: accessories displayed `.whenEditing` show only in editing
// mode and `.whenNotEditing` only out of it (Apple's `UICellAccessory.DisplayedState`); the content moves over to leave
// the leading ones room — here 16 from the edge, the 22-point control, 10 of spacing: 48 (AnimKit's accessory
// metrics, as the list cell tests give them). On screen the change animates over 0.3 s on an ease-in-out curve, so at
// 0.15 s the content is half-way (24) and the control half-faded in. Taps select during editing only when
// `allowsSelectionDuringEditing` (false by default, Apple's documentation).
@MainActor
@Suite("UICollectionView.isEditing: list accessories, selection, reordering through the diffable data source")
struct ListEditingSnippets {
    @Test("editing shows the delete control and grip and hides the chevron; the content slides 48 right over 0.3 s")
    func editingAccessories() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let notes = NotesList()
        let row = try #require(notes.cell(0))
        #expect(!notes.collection.isEditing && row.contentView.frame.minX == 0 && accessoryButtons(row).isEmpty)
        #expect(row.subviews.contains { $0.accessibilityIdentifier == "accessory" })
        notes.collection.isEditing = true
        #expect(notes.collection.isEditing && row.contentView.frame.minX == 48)
        fixture.run(seconds: 0.15)
        let control = try #require(accessoryButtons(row).first)
        #expect(isApproximatelyEqual(row.contentView.layer.presentation()?.frame.minX ?? -1, 24, tolerance: 0.6))
        #expect(isApproximatelyEqual(Double(control.layer.presentation()?.opacity ?? -1), 0.5, tolerance: 0.03))
        fixture.run(seconds: 0.3)
        // The chevron is gone; the control 16 in, the grip (18 wide) 16 from the card's trailing edge (361 wide).
        #expect(!row.subviews.contains { $0.accessibilityIdentifier == "accessory" })
        #expect(control.frame.minX == 16 && control.alpha == 1)
        let grip = try #require(row.subviews.first { $0.frame.width == 18 && $0.subviews.count == 3 })
        #expect(isApproximatelyEqual(grip.frame.maxX, 361 - 16))
        // A row made while editing shows the editing accessories at once.
        notes.collection.isEditing = false
        fixture.run(seconds: 0.4)
        #expect(row.contentView.frame.minX == 0 && row.subviews.contains { $0.accessibilityIdentifier == "accessory" })
        #expect(accessoryButtons(row).isEmpty && fixture.errors.isEmpty)
    }

    @Test("while editing a tap selects nothing, unless allowsSelectionDuringEditing; out of editing it selects")
    func selectionDuringEditing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let notes = NotesList()
        notes.collection.isEditing = true
        fixture.run(seconds: 0.4)
        let pointer = PointerDispatcher(root: notes.window)
        let middle = notes.cell(1).map { $0.convert(CGPoint(x: 180, y: $0.bounds.midY), to: notes.window) } ?? .zero
        pointer.pointerDown(at: middle, time: 0)
        pointer.pointerUp(at: middle, time: 0.05)
        #expect(!notes.collection.allowsSelectionDuringEditing && notes.collection.indexPathsForSelectedItems?.isEmpty != false)
        notes.collection.allowsSelectionDuringEditing = true
        pointer.pointerDown(at: middle, time: 1)
        pointer.pointerUp(at: middle, time: 1.05)
        #expect(notes.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("dragged by its grip from first to below the third, Groceries lands third; handlers told; Pinned does not move")
    func reorder() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let notes = NotesList()
        notes.collection.isEditing = true
        fixture.run(seconds: 0.4)
        let cells = try (0..<4).map { try #require(notes.cell($0)) }
        let top = cells[0].frame.minY, height = cells[0].frame.height
        #expect(cells.map(\.frame.minY) == (0..<4).map { top + CGFloat($0) * height })
        let grip = try #require(cells[0].subviews.first { $0.frame.width == 18 && $0.subviews.count == 3 })
        let start = grip.convert(CGPoint(x: 9, y: 6), to: notes.window)
        let pointer = PointerDispatcher(root: notes.window)
        pointer.pointerDown(at: start, time: 0)
        pointer.pointerMoved(to: CGPoint(x: start.x, y: start.y + 10), time: 0.05)
        // Held 2 rows and 10 points lower: its top is nearest the third place's, the two rows under it rise.
        pointer.pointerMoved(to: CGPoint(x: start.x, y: start.y + 2 * height + 10), time: 0.1)
        #expect(cells[0].frame.minY == top + 2 * height + 10)
        fixture.run(seconds: 0.3)
        #expect(cells[1].frame.minY == top && cells[2].frame.minY == top + height && cells[3].frame.minY == top + 3 * height)
        pointer.pointerUp(at: CGPoint(x: start.x, y: start.y + 2 * height + 10), time: 0.5)
        let told = try #require(notes.reorders.first)
        #expect(notes.reorders.count == 1 && told.will == ["Groceries", "Ideas", "Trips", "Pinned"])
        #expect(told.did == ["Ideas", "Trips", "Groceries", "Pinned"])
        #expect(told.difference.removals.count == 1 && told.difference.insertions.count == 1)
        if case .insert(let offset, let element, let from)? = told.difference.insertions.first {
            #expect(offset == 2 && element == "Groceries" && from == 0)
        }
        fixture.run(seconds: 0.4)
        #expect(notes.cell(2) === cells[0] && cells[0].frame.minY == top + 2 * height && cells[0].layer.shadowOpacity == 0)
        // Pinned cannot move: a drag on its grip moves nothing.
        let pinnedGrip = try #require(cells[3].subviews.first { $0.frame.width == 18 && $0.subviews.count == 3 })
        let pinned = pinnedGrip.convert(CGPoint(x: 9, y: 6), to: notes.window)
        pointer.pointerDown(at: pinned, time: 2)
        pointer.pointerMoved(to: CGPoint(x: pinned.x, y: pinned.y - 10), time: 2.05)
        pointer.pointerMoved(to: CGPoint(x: pinned.x, y: pinned.y - 2 * height), time: 2.1)
        pointer.pointerUp(at: CGPoint(x: pinned.x, y: pinned.y - 2 * height), time: 2.2)
        fixture.run(seconds: 0.4)
        #expect(notes.reorders.count == 1 && cells[3].frame.minY == top + 3 * height && fixture.errors.isEmpty)
    }

    @Test("a delete control with no handler opens its row on the trailing swipe actions; Delete runs the action")
    func deleteControl() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let notes = NotesList()
        notes.collection.isEditing = true
        fixture.run(seconds: 0.4)
        let row = try #require(notes.cell(1))
        let control = try #require(accessoryButtons(row).first)
        let pointer = PointerDispatcher(root: notes.window)
        let point = control.convert(CGPoint(x: 11, y: 11), to: notes.window)
        pointer.pointerDown(at: point, time: 0)
        pointer.pointerUp(at: point, time: 0.05)
        fixture.run(seconds: 0.6)
        let delete = try #require(views(in: notes.collection).first { $0.accessibilityIdentifier == "Delete" })
        // The row slid left by the buttons' width, kept inside its card (a mask over the card's place).
        #expect(row.frame.minX == 16 - delete.frame.width && notes.deleted.isEmpty)
        #expect(row.mask?.frame == CGRect(x: delete.frame.width, y: 0, width: 361, height: row.bounds.height))
        // Leaving editing closes the open row first, as a table does.
        notes.collection.isEditing = false
        fixture.run(seconds: 0.6)
        #expect(row.frame.minX == 16 && row.mask == nil)
        notes.collection.isEditing = true
        fixture.run(seconds: 0.4)
        pointer.pointerDown(at: point, time: 1)
        pointer.pointerUp(at: point, time: 1.05)
        fixture.run(seconds: 0.6)
        let again = try #require(views(in: notes.collection).first { $0.accessibilityIdentifier == "Delete" })
        let button = again.convert(CGPoint(x: again.bounds.midX, y: again.bounds.midY), to: notes.window)
        pointer.pointerDown(at: button, time: 2)
        pointer.pointerUp(at: button, time: 2.05)
        #expect(notes.deleted == [1])
    }
}
