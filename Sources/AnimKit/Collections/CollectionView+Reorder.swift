import Foundation

/// An item a finger drags by its reorder grip while a list is editing.
@MainActor
struct ItemMove {
    /// Where the item was, and the place in its section it would take if let go now.
    let source: IndexPath
    var target: Int
    /// How far below the cell's top the finger took it, and the cell, lifted over the others.
    let grab: CGFloat
    let cell: CollectionViewCell
    /// The section's items' heights, its first item's top and the gap between items, as laid out when the drag began.
    let heights: [CGFloat]
    let top: CGFloat
    let gap: CGFloat

    /// The section's items in the order they show with the item moved to ``target``.
    var order: [Int] {
        var order = Array(heights.indices)
        order.remove(at: source.item)
        order.insert(source.item, at: Swift.min(target, order.count))
        return order
    }

    /// The top of each item (by its old place) in ``order``.
    var tops: [Int: CGFloat] {
        var y = top, tops: [Int: CGFloat] = [:]
        for item in order {
            tops[item] = y
            y += heights[item] + gap
        }
        return tops
    }
}

/// Reordering a list while editing (iOS 14): an item dragged by its reorder accessory lifts (a shadow under it) and
/// follows the finger within its section; the others slide out of its way (0.2 s); let go, it settles in its new place
/// (0.25 s) and the data source hears `moveItemAt` (a diffable one takes the new order and calls its reordering
/// handlers). Only items the data source lets move are dragged. (Timings AnimKit's, as a table's; iOS publishes none.)
extension CollectionView: ReorderRows {
    var isMovingRow: Bool { record.move != nil }

    /// A pan began at `start`: on a movable item's reorder grip, the item lifts to follow the finger.
    func beginMove(at start: CGPoint) -> Bool {
        guard let path = indexPathForItem(at: start), let cell = record.visible[path] as? CollectionViewListCell,
            let grip = cell.reorderGrip, start.x - cell.frame.minX >= grip.frame.minX - 12,
            dataSource?.collectionView(self, canMoveItemAt: path) == true
        else { return false }
        let frames = (0..<numberOfItems(inSection: path.section)).compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: path.section))?.frame
        }
        guard frames.count > path.item, let first = frames.first else { return false }
        let gap = frames.count > 1 ? Swift.max(frames[1].minY - frames[0].maxY, 0) : 0
        record.move = ItemMove(
            source: path, target: path.item, grab: start.y - cell.frame.minY, cell: cell, heights: frames.map(\.height), top: first.minY,
            gap: gap)
        cell.superview?.bringSubviewToFront(cell)
        (cell.layer.shadowOpacity, cell.layer.shadowRadius, cell.layer.shadowOffset) = (0.25, 8, .zero)
        return true
    }

    /// The finger is at `y` (in the content): the item follows it within its section, and the others make room where
    /// it would land.
    func dragMove(to y: CGFloat) {
        guard var move = record.move else { return }
        let height = move.heights[move.source.item]
        let bottom = move.top + move.heights.reduce(0, +) + move.gap * CGFloat(move.heights.count - 1)
        let placed = Swift.min(Swift.max(y - move.grab, move.top), bottom - height)
        View.performWithoutAnimation { move.cell.frame.origin.y = placed }
        // The place whose top for the item lies nearest to where it is drawn.
        var best = move.target, nearest = CGFloat.infinity
        for target in move.heights.indices {
            var trial = move
            trial.target = target
            if let top = trial.tops[move.source.item], abs(top - placed) < nearest { (best, nearest) = (target, abs(top - placed)) }
        }
        guard best != move.target else { return }
        move.target = best
        record.move = move
        let tops = move.tops
        let animator = PropertyAnimator(duration: 0.2, curve: .easeInOut)
        animator.name = "reorder"
        animator.addAnimations { [weak self] in
            guard let self else { return }
            for (path, cell) in self.record.visible where path.section == move.source.section && path.item != move.source.item {
                if let top = tops[path.item] { cell.frame.origin.y = top }
            }
        }
        animator.startAnimation()
    }

    /// Lets the item go: the data source hears of the move, the cells, sizes and selection follow it, and every item
    /// of the section settles in its place.
    func endMove() {
        guard let move = record.move else { return }
        record.move = nil
        let section = move.source.section, order = move.order
        if move.target != move.source.item {
            dataSource?.collectionView(self, moveItemAt: move.source, to: IndexPath(item: move.target, section: section))
            let newItem = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })
            func moved(_ path: IndexPath) -> IndexPath {
                path.section == section ? IndexPath(item: newItem[path.item] ?? path.item, section: section) : path
            }
            record.visible = Dictionary(uniqueKeysWithValues: record.visible.map { (moved($0.key), $0.value) })
            record.selected = record.selected.map(moved)
            if let sizes = record.measured[section] {
                record.measured[section] = Dictionary(uniqueKeysWithValues: sizes.map { (newItem[$0.key] ?? $0.key, $0.value) })
            }
            collectionViewLayout.invalidateLayout()
        }
        let animator = PropertyAnimator(duration: 0.25, curve: .easeOut)
        animator.name = "reorder"
        animator.addAnimations { [weak self] in
            guard let self else { return }
            for (path, cell) in self.record.visible where path.section == section {
                if let frame = self.layoutAttributesForItem(at: path)?.frame { cell.frame = frame }
            }
        }
        animator.addCompletion { _ in move.cell.layer.shadowOpacity = 0 }
        animator.startAnimation()
    }
}

extension CollectionViewListCell {
    /// The view of the reorder accessory, while it shows.
    var reorderGrip: View? {
        let shown = accessories.filter { $0.shows(editing: showsEditing) }
        for (accessory, placed) in zip(shown, accessoryViews) {
            if case .reorder = accessory.kind { return placed.view }
        }
        return nil
    }
}
