import Foundation

/// A row a finger drags by its reorder control while the table is editing.
@MainActor
struct RowMove {
    /// Where the row was.
    let source: IndexPath
    /// The row it would take in its section if let go now.
    var target: Int
    /// How far below the row's top the finger took it.
    let grab: CGFloat
    /// The row's cell, lifted over the others.
    let cell: TableViewCell

    /// The section's rows in the order they show with the row moved to ``target``.
    func order(count: Int) -> [Int] {
        var order = Array(0..<count)
        order.remove(at: source.row)
        order.insert(source.row, at: min(target, order.count))
        return order
    }
}

/// Reordering while editing: a row dragged by its reorder control lifts (a shadow under it) and follows the finger
/// within its section; the others slide out of its way (0.2 s); let go, it settles in its new place (0.25 s) and the
/// data source hears `moveRowAt`. (Timings AnimKit's; iOS publishes none.)
extension TableView: ReorderRows {
    var isMovingRow: Bool { record.move != nil }

    /// A pan began at `start`: on a row's reorder control, the row lifts to follow the finger.
    func beginMove(at start: CGPoint) -> Bool {
        guard let path = indexPathForRow(at: start), let cell = record.visible[path], cell.showsReorderControl,
            start.x - cell.frame.minX >= cell.frame.width - cell.reorderRoom
        else { return false }
        record.move = RowMove(source: path, target: path.row, grab: start.y - cell.frame.minY, cell: cell)
        bringSubviewToFront(cell)
        (cell.layer.shadowOpacity, cell.layer.shadowRadius, cell.layer.shadowOffset) = (0.25, 8, .zero)
        return true
    }

    /// The finger is at `y` (in the content): the row follows it within its section, and the others make room where
    /// it would land.
    func dragMove(to y: CGFloat) {
        guard var move = record.move else { return }
        let section = move.source.section, heights = record.layout.sections[section].rows
        let top = rowsTop(of: section), height = heights[move.source.row]
        let placed = min(max(y - move.grab, top), top + heights.reduce(0, +) - height)
        View.performWithoutAnimation { move.cell.frame.origin.y = placed }
        // The slot whose place for the row lies nearest to where it is drawn.
        var best = 0, nearest = CGFloat.infinity, before: CGFloat = 0
        let others = heights.indices.filter { $0 != move.source.row }
        for slot in 0...others.count {
            if abs(top + before - placed) < nearest { (best, nearest) = (slot, abs(top + before - placed)) }
            if slot < others.count { before += heights[others[slot]] }
        }
        guard best != move.target else { return }
        move.target = best
        record.move = move
        let animator = PropertyAnimator(duration: 0.2, curve: .easeInOut)
        animator.name = "reorder"
        animator.addAnimations { [weak self] in self?.makeRoom(for: move) }
        animator.startAnimation()
    }

    /// Lets the row go: the heights, cells and selection follow the move, the data source hears of it, and every
    /// row of the section settles in its place.
    func endMove() {
        guard let move = record.move else { return }
        record.move = nil
        let section = move.source.section, order = move.order(count: record.layout.sections[section].rows.count)
        record.layout.sections[section].rows = order.map { record.layout.sections[section].rows[$0] }
        record.layout.sections[section].known = order.map { record.layout.sections[section].known[$0] }
        record.layout.place()
        let newRow = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })
        var visible: [IndexPath: TableViewCell] = [:]
        for (path, cell) in record.visible {
            visible[path.section == section ? IndexPath(row: newRow[path.row] ?? path.row, section: section) : path] = cell
        }
        record.visible = visible
        record.selected = record.selected.map { $0.section == section ? IndexPath(row: newRow[$0.row] ?? $0.row, section: section) : $0 }
        if move.target != move.source.row {
            dataSource?.tableView(self, moveRowAt: move.source, to: IndexPath(row: move.target, section: section))
        }
        let animator = PropertyAnimator(duration: 0.25, curve: .easeOut)
        animator.name = "reorder"
        animator.addAnimations { [weak self] in
            guard let self else { return }
            for (path, cell) in self.record.visible.inPathOrder where path.section == section {
                cell.frame = self.record.layout.rect(forRow: path, width: self.bounds.width)
            }
        }
        animator.addCompletion { _ in move.cell.layer.shadowOpacity = 0 }
        animator.startAnimation()
    }

    /// Puts the section's other cells where `move` would leave them (the moved row stays under the finger).
    private func makeRoom(for move: RowMove) {
        let section = move.source.section, heights = record.layout.sections[section].rows
        var y = rowsTop(of: section)
        for row in move.order(count: heights.count) {
            let path = IndexPath(row: row, section: section)
            if let cell = record.visible[path], row != move.source.row {
                var rect = record.layout.rect(forRow: path, width: bounds.width)
                rect.origin.y = y
                cell.frame = rect
            }
            y += heights[row]
        }
    }

    /// Where the section's first row starts.
    private func rowsTop(of section: Int) -> CGFloat {
        record.layout.sections[section].top + record.layout.sections[section].header
    }
}
