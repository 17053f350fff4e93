import Foundation

/// An item moved by ``CollectionView/beginInteractiveMovementForItem(at:)``: where the data source has it, where it
/// shows now, and where the finger last put it. A drag's item (`isDrag`) is not floated: its cell hides at its place
/// while the drag's preview stands for it.
@MainActor
struct InteractiveItemMove {
    let original: IndexPath
    var current: IndexPath
    var position: CGPoint
    let cell: CollectionViewCell
    var isDrag = false
}

/// Moving an item by hand (iOS 9), in any layout: the item floats at the point the app gives (a gesture's), the layout
/// says which place the point stands for, the other items slide out of its way (0.3 s, ease in-out, as an update), and
/// the data source hears `moveItemAt` only when the move ends. (The slide's timing is AnimKit's; iOS publishes none.)
extension CollectionView {
    /// Lifts the item at `indexPath` to be moved; `false` when it cannot: another move goes on, the item is not in
    /// sight, or the data source's `canMoveItemAt` says no.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard record.interactiveMove == nil, record.move == nil else { return false }
        layoutIfNeeded()
        guard let cell = record.visible[indexPath], dataSource?.collectionView(self, canMoveItemAt: indexPath) == true else {
            return false
        }
        record.interactiveMove = InteractiveItemMove(original: indexPath, current: indexPath, position: cell.center, cell: cell)
        float(cell)
        return true
    }

    /// The moving item's centre is now at `targetPosition` (in the content): it follows, and when the layout (and the
    /// delegate) put it at another place, the other items make room there.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var move = record.interactiveMove, !move.isDrag else { return }
        let layout = preparedLayout, previous = move.position
        move.position = targetPosition
        record.interactiveMove = move
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: move.current, withPosition: targetPosition)
        let target =
            collectionDelegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: move.original, atCurrentIndexPath: move.current,
                toProposedIndexPath: proposed) ?? proposed
        if target != move.current, target.section < record.counts.count,
            target.item < record.counts[target.section] + (target.section == move.current.section ? 0 : 1)
        {
            let from = move.current
            move.current = target
            record.interactiveMove = move
            layout.invalidateLayout(
                with: layout.invalidationContext(
                    forInteractivelyMovingItems: [target], withTargetPosition: targetPosition, previousIndexPaths: [from],
                    previousPosition: previous))
            slide(from: from, to: target)
        }
        float(move.cell)
    }

    /// Ends the move where the item shows: the data source hears `moveItemAt` (when the place changed) and the item
    /// settles into its place.
    public func endInteractiveMovement() {
        guard let move = record.interactiveMove, !move.isDrag else { return }
        if move.current != move.original {
            dataSource?.collectionView(self, moveItemAt: move.original, to: move.current)
        }
        finish(move, at: move.current, cancelled: false)
    }

    /// Ends the move without it: the items go back to where they were and the moving one settles into its old place.
    public func cancelInteractiveMovement() {
        guard let move = record.interactiveMove, !move.isDrag else { return }
        if move.current != move.original { slide(from: move.current, to: move.original) }
        finish(move, at: move.original, cancelled: true)
    }

    /// The item the data source has at `shown`'s place while an item moves (it hears of the move only at its end).
    func dataSourcePath(forShown shown: IndexPath) -> IndexPath {
        guard let move = record.interactiveMove, move.current != move.original else { return shown }
        if shown == move.current { return move.original }
        var (section, item) = (shown.section, shown.item)
        if section == move.current.section, item > move.current.item { item -= 1 }
        if section == move.original.section, item >= move.original.item { item += 1 }
        return IndexPath(item: item, section: section)
    }

    /// `attributes`, or the moving item's floating ones when they are its.
    func floatingIfMoving(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard let move = record.interactiveMove, !move.isDrag, attributes.representedElementCategory == .cell,
            attributes.indexPath == move.current
        else { return attributes }
        return record.layout.layoutAttributesForInteractivelyMovingItem(at: move.current, withTargetPosition: move.position)
    }

    /// Puts the moving `cell` where the layout floats it, at once.
    private func float(_ cell: CollectionViewCell) {
        guard let move = record.interactiveMove else { return }
        let floating = preparedLayout.layoutAttributesForInteractivelyMovingItem(at: move.current, withTargetPosition: move.position)
        View.performWithoutAnimation { floating.apply(to: cell) }
        bringSubviewToFront(cell)
    }

    /// Shows the item at `from` at `to`, without asking the data source: the others slide to their new places.
    func slide(from: IndexPath, to: IndexPath) {
        var counts = record.counts
        counts[from.section] -= 1
        counts[to.section] += 1
        var updates = ListUpdates()
        updates.moves = [(from, to)]
        guard case .success(let plan) = ListUpdatePlan.make(before: record.counts, after: counts, updates: updates, nouns: .collection)
        else { return }
        animate(plan, counts: counts, changes: updates.collectionUpdateItems) { _ in }
    }

    /// Lets the moving item go at `path`: it settles there (it stays over the others until it has).
    private func finish(_ move: InteractiveItemMove, at path: IndexPath, cancelled: Bool) {
        let layout = preparedLayout
        layout.invalidateLayout(
            with: layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [path], previousIndexPaths: [move.original], movementCancelled: cancelled))
        record.interactiveMove = nil
        let cell = move.cell
        let animator = PropertyAnimator(duration: CollectionView.updateDuration, curve: .easeInOut)
        animator.name = "interactive movement"
        animator.addAnimations { [weak self] in
            guard let self, let end = self.preparedLayout.layoutAttributesForItem(at: path) else { return }
            let settled = end.copied()
            settled.zIndex = Int.max
            self.placement(of: settled).attributes.apply(to: cell)
        }
        animator.addCompletion { [weak self] _ in
            guard let self, self.record.visible[path] === cell, let end = self.preparedLayout.layoutAttributesForItem(at: path) else {
                return
            }
            cell.layer.zPosition = CGFloat(end.zIndex)
        }
        animator.startAnimation()
    }
}
