import Foundation

/// Reading the data source: counts, heights, and the questions UIKit answers about rows.
extension TableView {
    /// The height rows are taken to have before they are first shown.
    var rowEstimate: CGFloat { estimatedRowHeight > 0 ? estimatedRowHeight : 44 }

    /// ``TableView/reloadData()``'s work.
    func reloadAllRows() {
        closeSwipe(animated: false)
        record.updateAnimator?.stopAnimation(true)
        record.updateAnimator = nil
        for (path, cell) in record.visible.inPathOrder { recycle(cell, from: path) }
        for cell in record.leaving { recycle(cell, from: nil) }
        recycleAllHeadersAndFooters()
        (record.visible, record.leaving, record.selected) = ([:], [], [])
        reloadLayout()
        tile()
    }

    /// Reads the counts and heights into a new layout.
    func reloadLayout() {
        record.hasLoaded = true
        let counts = dataSourceCounts()
        var layout = TableLayout()
        layout.headerViewHeight = tableHeaderView?.frame.height ?? 0
        layout.footerViewHeight = tableFooterView?.frame.height ?? 0
        layout.sideInset = style == .insetGrouped ? TableView.cardInset : 0
        layout.sections = counts.enumerated().map { section, count in
            var heights = TableLayout.Section(header: headerHeight(of: section), footer: footerHeight(of: section))
            for row in 0..<count {
                let given = givenHeight(of: IndexPath(row: row, section: section))
                heights.rows.append(given ?? rowEstimate)
                heights.known.append(given != nil)
            }
            return heights
        }
        layout.place()
        record.layout = layout
        if estimatedRowHeight == 0 { measureUnknownRows() }
        fitContent()
    }

    /// The number of rows in each section, as the data source says now (negative counts reported and read as none).
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return ListCounts.read(
            sections: dataSource.numberOfSections(in: self), items: { dataSource.tableView(self, numberOfRowsInSection: $0) }, nouns: .table
        )
    }

    /// The row's height from the delegate or ``rowHeight``; `nil` when it is the cell's own (automatic).
    func givenHeight(of indexPath: IndexPath) -> CGFloat? {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height >= 0 && height.isFinite ? height : nil
    }

    /// The section header's height: the delegate's or ``sectionHeaderHeight``, or, automatic, as its view or title
    /// needs (28 points for a plain title, 38 grouped; 18 between grouped sections without one).
    func headerHeight(of section: Int) -> CGFloat {
        let given = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if given >= 0, given.isFinite { return given }
        if let view = delegateView(forSection: section, footer: false) { return automaticHeight(of: view, footer: false) }
        let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        switch style {
        case .plain: return titled ? 28 : 0
        case .grouped, .insetGrouped: return titled ? 38 : 18
        }
    }

    /// The section footer's height: the delegate's or ``sectionFooterHeight``, or, automatic, as its view needs, or
    /// 28 points for a title (none without).
    func footerHeight(of section: Int) -> CGFloat {
        let given = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if given >= 0, given.isFinite { return given }
        if let view = delegateView(forSection: section, footer: true) { return automaticHeight(of: view, footer: true) }
        let titled = dataSource?.tableView(self, titleForFooterInSection: section) != nil
        return titled ? 28 : 0
    }

    /// Sizes every row not sized yet from its cell (a table whose estimate is 0 measures all rows at once).
    func measureUnknownRows() {
        for section in record.layout.sections.indices {
            for row in record.layout.sections[section].rows.indices where !record.layout.sections[section].known[row] {
                let path = IndexPath(row: row, section: section)
                guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
                record.layout.sections[section].rows[row] = cell.selfSizedHeight(width: bounds.width)
                record.layout.sections[section].known[row] = true
                recycle(cell, from: nil)
            }
        }
        record.layout.place()
    }

    /// The content is as tall as the rows and headers. The table's header and footer views keep their heights and take
    /// the table's width: UIKit "adjusts the width of your header view automatically to match the table view's width".
    func fitContent() {
        let size = CGSize(width: bounds.width, height: record.layout.height)
        if contentSize != size { contentSize = size }
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height) }
        if let footer = tableFooterView {
            let top = record.layout.height - record.layout.footerViewHeight
            footer.frame = CGRect(x: 0, y: top, width: bounds.width, height: footer.frame.height)
        }
    }

    /// How many sections the table shows.
    public var numberOfSections: Int {
        if !record.hasLoaded { reloadLayout() }
        return record.layout.sections.count
    }

    /// How many rows `section` shows (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        if !record.hasLoaded { reloadLayout() }
        return record.layout.sections.indices.contains(section) ? record.layout.sections[section].rows.count : 0
    }

    /// The row's rectangle in the table's content (zero for a path that names no row).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        if !record.hasLoaded { reloadLayout() }
        return record.layout.rect(forRow: indexPath, width: bounds.width)
    }

    /// The section's rectangle in the table's content: its header, rows and footer (zero for no such section).
    public func rect(forSection section: Int) -> CGRect {
        if !record.hasLoaded { reloadLayout() }
        return record.layout.rect(forSection: section, width: bounds.width)
    }

    /// The section header's rectangle in the table's content, where it lies before a plain table pins it.
    public func rectForHeader(inSection section: Int) -> CGRect {
        if !record.hasLoaded { reloadLayout() }
        return record.layout.rect(forHeader: section, width: bounds.width)
    }

    /// The section footer's rectangle in the table's content.
    public func rectForFooter(inSection section: Int) -> CGRect {
        if !record.hasLoaded { reloadLayout() }
        return record.layout.rect(forFooter: section, width: bounds.width)
    }

    /// The row under `point` (in the table's content), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return record.layout.row(at: point.y)
    }

    /// The cell showing the row at `indexPath`, when it is in sight.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { record.visible[indexPath] }

    /// The row `cell` shows, when it is in sight.
    public func indexPath(for cell: TableViewCell) -> IndexPath? { record.visible.first { $0.value === cell }?.key }

    /// The cells in sight, top to bottom.
    public var visibleCells: [TableViewCell] { (indexPathsForVisibleRows ?? []).compactMap { record.visible[$0] } }

    /// The rows in sight, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? { record.visible.keys.sorted() }
}
