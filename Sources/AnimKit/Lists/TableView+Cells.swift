import Foundation

/// Cell registration, dequeuing and reuse.
extension TableView {
    /// Registers the cell class the table makes for `identifier` (a subclass of `UITableViewCell`; `nil` removes it).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            return TableView.refuse("register(_:forCellReuseIdentifier:)", "must pass a valid reuse identifier; nothing registered")
        }
        guard let cellClass else {
            record.registrations[identifier] = nil
            return
        }
        guard let cellType = cellClass as? TableViewCell.Type else {
            return TableView.refuse(
                "register(_:forCellReuseIdentifier:)", "\(cellClass) is not a UITableViewCell; nothing registered for \"\(identifier)\"")
        }
        record.registrations[identifier] = cellType
    }

    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``'s work.
    func dequeuedCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        let cell =
            dequeueReusableCell(withIdentifier: identifier)
            ?? {
                TableView.refuse(
                    "dequeueReusableCell(withIdentifier:for:)",
                    "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier; a default cell is used"
                )
                return TableViewCell(style: .default, reuseIdentifier: identifier)
            }()
        let rect = record.layout.rect(forRow: indexPath, width: bounds.width)
        View.performWithoutAnimation {
            cell.frame = CGRect(x: 0, y: rect.minY, width: bounds.width, height: rect.height > 0 ? rect.height : 44)
        }
        return cell
    }

    /// A cell reused or made for `identifier`, or `nil` when none waits and no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if var waiting = record.reusePool[identifier], let cell = waiting.popLast() {
            record.reusePool[identifier] = waiting
            cell.prepareForReuse()
            return cell
        }
        return record.registrations[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Takes `cell` off the screen and keeps it for reuse (a cell without an identifier is let go); the delegate hears
    /// that the row at `path` ended displaying.
    func recycle(_ cell: TableViewCell, from path: IndexPath?) {
        // A swiped row scrolled out of sight closes, its cell unclipped.
        if let swipe = record.swipe, path == swipe.path { dropSwipe() }
        cell.removeFromSuperview()
        for view in cell.subtree { view.removeAllAnimations() }
        if let path { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path) }
        guard let identifier = cell.reuseIdentifier else { return }
        record.reusePool[identifier, default: []].append(cell)
    }

    /// The data source's cell for `path`, sized and placed, selected as the row is, with its separator; laid out
    /// unless `layingOut` is false (a row whose height its cell is yet to give: laid out once it has it, never at an
    /// estimate its constraints may not fit).
    func makeCell(for path: IndexPath, layingOut: Bool = true) -> TableViewCell? {
        guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { return nil }
        View.performWithoutAnimation {
            cell.frame = record.layout.rect(forRow: path, width: bounds.width)
            cell.alpha = 1
            cell.separator.backgroundColor = separatorColor
            if separatorInset != UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { cell.separatorInset = separatorInset }
            cell.setSelected(record.selected.contains(path), animated: false)
            dress(cell, at: path)
            if record.isEditing || cell.isEditing {
                prepareEditing(cell, at: path)
                cell.setEditing(record.isEditing, animated: false)
            }
            // Its parts in place now: a cell that comes into sight while a block scrolls the table shows laid out.
            if layingOut { cell.layoutIfNeeded() }
        }
        return cell
    }

    /// How far an inset grouped table's cards stand in from its sides, and their corners' radius.
    static let cardInset: CGFloat = 16
    static let cardRadius: CGFloat = 10

    /// Gives `cell` the look of its place in its section: its separator, and in an inset grouped table the corners of
    /// the card the section's rows make (a row inserted or deleted gives the rows around it a new place).
    func dress(_ cell: TableViewCell, at path: IndexPath) {
        cell.separator.isHidden = separatorStyle == .none
        if style == .insetGrouped { roundCard(cell, at: path) }
    }

    /// Rounds the corners of `cell` that are a card's: the top ones of a section's first row, the bottom ones of its
    /// last; the last row's separator is hidden.
    private func roundCard(_ cell: TableViewCell, at path: IndexPath) {
        let rows = record.layout.sections[path.section].rows.count
        var corners: CornerMask = []
        if path.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if path.row == rows - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.maskedCorners = corners
        cell.layer.cornerRadius = corners.isEmpty ? 0 : TableView.cardRadius
        cell.clipsToBounds = true
        if path.row == rows - 1 { cell.separator.isHidden = true }
    }
}
