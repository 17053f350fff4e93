import Foundation

/// Choosing items: a finger highlights the item under it, lifting there selects it and tells the delegate; code
/// selects, deselects and scrolls to items.
extension CollectionView {
    /// The items selected, in the order they were.
    public var indexPathsForSelectedItems: [IndexPath]? { record.selected }

    /// Selects the item at `indexPath` (`nil` clears the selection) and scrolls it to `scrollPosition`; the delegate is
    /// not told.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in record.selected { deselectItem(at: path, animated: animated) }
            return
        }
        if !selectsMany { for path in record.selected where path != indexPath { deselectItem(at: path, animated: animated) } }
        if !record.selected.contains(indexPath) { record.selected.append(indexPath) }
        record.visible[indexPath]?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        record.selected.removeAll { $0 == indexPath }
        record.visible[indexPath]?.isSelected = false
    }

    /// Scrolls as ``CollectionView/scrollToItem(at:at:animated:)`` says.
    func scrollItem(at indexPath: IndexPath, to scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return ScrollView.refuse(
                "scrollToItem(at:at:animated:)", "item \(indexPath.item) in section \(indexPath.section) does not exist; nothing scrolled")
        }
        // An item of a row that scrolls on its own: the row scrolls along, the collection view up or down.
        let row = record.scrollers[indexPath.section]
        if let row {
            let local = CGRect(x: frame.minX, y: 0, width: frame.width, height: frame.height)
            guard scrollPosition != .none else { return row.scrollRectToVisible(local, animated: animated) }
            row.setContentOffset(
                row.clamped(offset(showing: local, at: scrollPosition, from: row.contentOffset, in: row.bounds.size)), animated: animated)
        }
        guard scrollPosition != .none else { return scrollRectToVisible(frame, animated: animated) }
        var target = offset(showing: frame, at: scrollPosition, from: contentOffset, in: bounds.size)
        if row != nil { target.x = contentOffset.x }
        target = clamped(target)
        if row == nil || target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// The offset from `current` that puts `frame` at `scrollPosition` in a view of `size`.
    private func offset(showing frame: CGRect, at scrollPosition: ScrollPosition, from current: CGPoint, in size: CGSize) -> CGPoint {
        var target = current
        if scrollPosition.contains(.top) { target.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { target.y = frame.maxY - size.height }
        if scrollPosition.contains(.left) { target.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { target.x = frame.maxX - size.width }
        return target
    }

    /// A finger came down at `point`: the item under it highlights.
    func touchDown(at point: CGPoint) -> Bool {
        record.pressPoint = point
        // While a row is swiped open, a touch only closes it (or runs the button under it).
        if record.swipe != nil { return true }
        guard record.isEditing ? allowsSelectionDuringEditing : allowsSelection, let path = indexPathForItem(at: point),
            let cell = record.visible[path]
        else { return false }
        record.touchedItem = path
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) != false else { return true }
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
        return true
    }

    /// The finger lifted (`selects`) or a drag took the touch: the highlight goes; a lift over the same item selects it
    /// (or, with multiple selection, deselects one already selected).
    func touchUp(at point: CGPoint, selects: Bool) -> Bool {
        if let swipe = record.swipe, !swipe.isTracking {
            if selects { tapWhileSwiped(at: point) }
            return true
        }
        guard let touched = record.touchedItem else { return false }
        record.touchedItem = nil
        if let cell = record.visible[touched], cell.isHighlighted {
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: touched)
        }
        guard selects, indexPathForItem(at: point) == touched else { return true }
        if record.selected.contains(touched) && selectsMany {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: touched) != false else { return true }
            deselectItem(at: touched, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: touched)
            return true
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: touched) != false else { return true }
        if !selectsMany {
            for path in record.selected where path != touched {
                deselectItem(at: path, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: path)
            }
        }
        if !record.selected.contains(touched) { record.selected.append(touched) }
        record.visible[touched]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: touched)
        return true
    }
}

extension CollectionView: PressableContent {}
