import Foundation

/// Where a table's rows and section headers lie down its content: each height, and the running sums that turn a
/// point into a row by binary search, so a table of 10 000 rows finds those in sight without visiting the rest.
struct TableLayout: Equatable {
    /// One section: its header and footer heights and its rows'.
    struct Section: Equatable {
        /// The header's height (0: none).
        var header: CGFloat = 0
        /// The footer's height (0: none).
        var footer: CGFloat = 0
        /// Each row's height.
        var rows: [CGFloat] = []
        /// Whether each row's height is its own (measured or given) rather than the estimate.
        var known: [Bool] = []
        /// Where the section starts down the content.
        var top: CGFloat = 0
        /// Where each row starts down the content.
        var rowTops: [CGFloat] = []

        /// Where the section ends down the content.
        var bottom: CGFloat { (rowTops.last.map { $0 + (rows.last ?? 0) } ?? top + header) + footer }
    }

    /// The sections in order.
    var sections: [Section] = []
    /// The table header view's height, above the first section.
    var headerViewHeight: CGFloat = 0
    /// The table footer view's height, under the last section.
    var footerViewHeight: CGFloat = 0
    /// How far rows stand in from the table's sides (an inset grouped table's cards).
    var sideInset: CGFloat = 0

    /// The content's height: every section and the table's header and footer views.
    var height: CGFloat { (sections.last?.bottom ?? headerViewHeight) + footerViewHeight }

    /// Recomputes where every section and row starts, from the heights.
    mutating func place() {
        var y = headerViewHeight
        for index in sections.indices {
            sections[index].top = y
            y += sections[index].header
            var tops = [CGFloat]()
            tops.reserveCapacity(sections[index].rows.count)
            for height in sections[index].rows {
                tops.append(y)
                y += height
            }
            sections[index].rowTops = tops
            y += sections[index].footer
        }
    }

    /// Whether `indexPath` names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && sections[indexPath.section].rows.indices.contains(indexPath.row)
    }

    /// The row's rectangle in the content, `width` wide; zero for a path that names no row.
    func rect(forRow indexPath: IndexPath, width: CGFloat) -> CGRect {
        guard contains(indexPath) else { return .zero }
        let section = sections[indexPath.section]
        return CGRect(
            x: sideInset, y: section.rowTops[indexPath.row], width: max(width - 2 * sideInset, 0), height: section.rows[indexPath.row])
    }

    /// The section header's rectangle where it lies in the content (before any pinning).
    func rect(forHeader section: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].header)
    }

    /// The section footer's rectangle in the content.
    func rect(forFooter section: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].bottom - sections[section].footer, width: width, height: sections[section].footer)
    }

    /// The whole section's rectangle in the content: header, rows and footer.
    func rect(forSection section: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].bottom - sections[section].top)
    }

    /// The rows that reach into `minY ..< maxY` of the content, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var found: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.bottom > minY && section.top < maxY {
            let tops = section.rowTops
            // The first row whose end is past minY.
            var low = 0, high = tops.count
            while low < high {
                let middle = (low + high) / 2
                if tops[middle] + section.rows[middle] <= minY { low = middle + 1 } else { high = middle }
            }
            var row = low
            while row < tops.count, tops[row] < maxY {
                if section.rows[row] > 0 || tops[row] >= minY { found.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return found
    }

    /// The row under `y` in the content, if any.
    func row(at y: CGFloat) -> IndexPath? {
        rows(from: y, to: y.nextUp).first { rect(forRow: $0, width: 1).maxY > y }
    }
}
