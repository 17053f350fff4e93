import Foundation

/// Keeping cells for the rows in sight, and only those: as the content scrolls, rows coming into sight get cells
/// (reused ones first) and rows going out give theirs back; section headers follow, pinned in a plain table.
extension TableView {
    /// Brings the cells and headers in line with what shows at the content offset drawn now.
    func tile() {
        // Cells come in at the back: the background view goes back behind them.
        defer { placeBackgroundView() }
        guard record.hasLoaded else { return }
        let top = contentOffset.y, bottom = top + bounds.height
        var wanted = record.layout.rows(from: top, to: bottom)
        // Rows shown for the first time are sized from their cells; the rows after them move, so look again.
        for _ in 0..<4 {
            let unsized = wanted.filter { record.visible[$0] == nil && !record.layout.sections[$0.section].known[$0.row] }
            guard !unsized.isEmpty else { break }
            for path in unsized { size(path) }
            record.layout.place()
            fitContent()
            wanted = record.layout.rows(from: top, to: bottom)
        }
        let inSight = Set(wanted)
        // While rows animate into their new places, the cells stay until the animation ends.
        if record.updateAnimator == nil {
            for (path, cell) in record.visible.inPathOrder where !inSight.contains(path) {
                record.visible[path] = nil
                recycle(cell, from: path)
            }
        }
        for path in wanted where record.visible[path] == nil || record.visible[path]?.superview !== self {
            guard let cell = record.visible[path] ?? makeCell(for: path) else { continue }
            show(cell, at: path)
        }
        if record.updateAnimator == nil {
            // Each cell's frame is its own: no order to keep here (the sort is for reuse, above).
            for (path, cell) in record.visible {
                var rect = record.layout.rect(forRow: path, width: bounds.width)
                if let swipe = record.swipe, swipe.path == path {
                    rect.origin.x += swipe.buttons.edge == .trailing ? -swipe.offset : swipe.offset
                }
                if cell.frame != rect { cell.frame = rect }
            }
        }
        tileSectionViews(from: top, to: bottom)
        fitContent()
        placeEmptyRowLines(to: bottom)
    }

    /// Makes the cell of a row not yet sized, takes the row's height from it, and keeps it for the row.
    private func size(_ path: IndexPath) {
        guard let cell = sizedCell(for: path) else { return }
        record.visible[path] = cell
    }

    /// Makes the cell of a row not yet sized and takes the row's height from it (``tile()``, and an update's rows
    /// coming into sight).
    func sizedCell(for path: IndexPath) -> TableViewCell? {
        guard let cell = makeCell(for: path, layingOut: false) else { return nil }
        record.layout.sections[path.section].rows[path.row] = cell.selfSizedHeight(width: bounds.width)
        record.layout.sections[path.section].known[path.row] = true
        View.performWithoutAnimation {
            cell.frame = record.layout.rect(forRow: path, width: bounds.width)
            cell.layoutIfNeeded()
        }
        return cell
    }

    /// Puts `cell` on the screen for the row at `path`, under the headers and indicators; the delegate hears of it.
    func show(_ cell: TableViewCell, at path: IndexPath) {
        View.performWithoutAnimation { cell.frame = record.layout.rect(forRow: path, width: bounds.width) }
        record.visible[path] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        insertSubview(cell, at: 0)
    }
}
