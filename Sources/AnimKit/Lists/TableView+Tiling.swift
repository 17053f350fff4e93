import Foundation

/// Keeping cells for the rows in sight, and only those: as the content scrolls, rows coming into sight get cells
/// (reused ones first) and rows going out give theirs back; section headers follow, pinned in a plain table.
extension TableView {
    /// Brings the cells and headers in line with what shows at the content offset drawn now.
    func tile() {
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
        tileHeaders(from: top, to: bottom)
        fitContent()
    }

    /// Makes the cell of a row not yet sized, and takes the row's height from it.
    private func size(_ path: IndexPath) {
        guard let cell = makeCell(for: path) else { return }
        record.layout.sections[path.section].rows[path.row] = cell.fittingHeight(width: bounds.width)
        record.layout.sections[path.section].known[path.row] = true
        record.visible[path] = cell
    }

    /// Puts `cell` on the screen for the row at `path`, under the headers and indicators; the delegate hears of it.
    func show(_ cell: TableViewCell, at path: IndexPath) {
        View.performWithoutAnimation { cell.frame = record.layout.rect(forRow: path, width: bounds.width) }
        record.visible[path] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        insertSubview(cell, at: 0)
    }

    /// Shows the headers of the sections in sight; in a plain table each stays at the top while its section
    /// scrolls under it, pushed up by the next.
    private func tileHeaders(from top: CGFloat, to bottom: CGFloat) {
        let sections = record.layout.sections
        let pinnedTop = top + adjustedContentInset.top
        for (section, header) in record.headers
        where !sections.indices.contains(section) || sections[section].bottom <= top || sections[section].top >= bottom {
            header.removeFromSuperview()
            record.headers[section] = nil
        }
        for (index, section) in sections.enumerated() where section.header > 0 && section.bottom > top && section.top < bottom {
            let header = record.headers[index] ?? makeHeader(for: index)
            record.headers[index] = header
            if header.superview !== self { addSubview(header) }
            var y = section.top
            if style == .plain { y = min(max(section.top, pinnedTop), section.bottom - section.header - section.footer) }
            let rect = CGRect(x: 0, y: y, width: bounds.width, height: section.header)
            if header.frame != rect { View.performWithoutAnimation { header.frame = rect } }
        }
    }

    /// The delegate's view for the section's header, or one showing the data source's title.
    private func makeHeader(for section: Int) -> View {
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return view }
        return SectionHeaderView(title: dataSource?.tableView(self, titleForHeaderInSection: section) ?? "", style: style)
    }
}

/// A section's title over its rows: bold on light grey in a plain table, small grey capitals in a grouped one.
@preconcurrency @MainActor
final class SectionHeaderView: View {
    /// The title.
    let label = Label()

    /// A header showing `title` as a table of `style` shows it.
    init(title: String, style: TableView.Style) {
        super.init(frame: .zero)
        accessibilityIdentifier = "section header"
        if style == .plain {
            backgroundColor = Color(hex: 0xF7F7F7)
            (label.text, label.font) = (title, .boldSystemFont(ofSize: 17))
        } else {
            (label.text, label.font, label.textColor) = (title.uppercased(), .systemFont(ofSize: 13), .secondaryLabel)
        }
        addSubview(label)
    }

    /// No header comes from an archive.
    required init?(coder: NSCoder) { nil }

    /// The title 16 points in, at the bottom of a grouped header and in the middle of a plain one.
    override func layoutSubviews() {
        super.layoutSubviews()
        let height = label.intrinsicContentSize.height
        let y = label.font.pointSize < 17 ? bounds.height - height - 6 : (bounds.height - height) / 2
        label.frame = CGRect(x: 16, y: y, width: max(bounds.width - 32, 0), height: height)
    }
}
