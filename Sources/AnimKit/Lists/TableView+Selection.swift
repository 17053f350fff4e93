import Foundation

/// Choosing rows: a finger highlights the row under it, lifting there selects it and tells the delegate; code
/// selects, deselects (fading the grey when animated) and scrolls to rows.
extension TableView {
    /// The row selected (the first of several), if any.
    public var indexPathForSelectedRow: IndexPath? { record.selected.first }

    /// The rows selected, or `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { record.selected.isEmpty ? nil : record.selected }

    /// Selects the row at `indexPath` (`nil` clears the selection) and scrolls it to `scrollPosition`; the delegate
    /// is not told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in record.selected { deselectRow(at: path, animated: animated) }
            return
        }
        if !record.hasLoaded { reloadLayout() }
        guard record.layout.contains(indexPath) else {
            return TableView.refuse(
                "selectRow(at:animated:scrollPosition:)", "row \(indexPath.row) in section \(indexPath.section) does not exist")
        }
        if !allowsMultipleSelection { for path in record.selected where path != indexPath { deselectRow(at: path, animated: animated) } }
        if !record.selected.contains(indexPath) { record.selected.append(indexPath) }
        record.visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`, its grey fading over a quarter of a second when `animated` — what
    /// `tableView(_:didSelectRowAt:)` usually calls.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        record.selected.removeAll { $0 == indexPath }
        record.visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls the row at `indexPath` to `scrollPosition` of what shows (`.none`: the least that shows it), over
    /// 0.3 s when `animated`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        if !record.hasLoaded { reloadLayout() }
        guard record.layout.contains(indexPath) else {
            return TableView.refuse(
                "scrollToRow(at:at:animated:)", "row \(indexPath.row) in section \(indexPath.section) does not exist; nothing scrolled")
        }
        let rect = record.layout.rect(forRow: indexPath, width: bounds.width), inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom, current = contentOffset.y + inset.top
        var top: CGFloat
        switch scrollPosition {
        case .top: top = rect.minY
        case .middle: top = rect.midY - visibleHeight / 2
        case .bottom: top = rect.maxY - visibleHeight
        case .none:
            top = current
            if rect.maxY > current + visibleHeight { top = rect.maxY - visibleHeight }
            if rect.minY < top { top = rect.minY }
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: top - inset.top)), animated: animated)
    }

    /// A finger came down at `point` (in the table's content): the row under it highlights.
    func touchDown(at point: CGPoint) -> Bool {
        record.pressPoint = point
        // While a row is open, a touch only closes it (or runs the button under it).
        if record.swipe != nil { return true }
        if record.isEditing, editingTouchDown(at: point) { return true }
        guard allowsSelection, let path = indexPathForRow(at: point), let cell = record.visible[path] else { return false }
        // A row the delegate will not highlight is neither highlighted nor selected, but the touch is the table's.
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return true }
        record.touchedRow = path
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
        return true
    }

    /// The finger lifted (`selects`) or the touch was taken by a drag: the highlight goes, and a lift over the same
    /// row selects it.
    func touchUp(at point: CGPoint, selects: Bool) -> Bool {
        if let swipe = record.swipe, !swipe.isTracking {
            if selects { tapWhileSwiped(at: point) }
            return true
        }
        if record.isEditing, record.touchedRow == nil { return editingTouchUp(at: point, selects: selects) }
        guard let touched = record.touchedRow else { return false }
        record.touchedRow = nil
        record.visible[touched]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: touched)
        guard selects, indexPathForRow(at: point) == touched else { return true }
        if allowsMultipleSelection, record.selected.contains(touched) {
            deselectRow(at: touched, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: touched)
            return true
        }
        let chosen = tableDelegate.map { $0.tableView(self, willSelectRowAt: touched) } ?? touched
        guard let chosen, record.layout.contains(chosen) else { return true }
        if !allowsMultipleSelection {
            for path in record.selected where path != chosen {
                deselectRow(at: path, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: path)
            }
        }
        if !record.selected.contains(chosen) { record.selected.append(chosen) }
        record.visible[chosen]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: chosen)
        return true
    }
}

extension TableView: PressableContent {}
