import Foundation

/// Animating an update: the cells of rows that stay slide from where they were to where they will be, rows coming
/// into sight from outside it slide in from where they were, and inserted, deleted and reloaded rows come and go
/// by their row animation — all in one property animator named "rows update".
extension TableView {
    /// How long an update animates (AnimKit's timing; iOS publishes none for its row animations).
    static let updateDuration: TimeInterval = 0.3

    /// Lays the rows out as `plan` says, and animates the cells there; `completion` hears whether it finished.
    func animate(_ plan: ListUpdatePlan, counts: [Int], sectionsChanged: Bool, completion: @escaping (Bool) -> Void) {
        let old = record.layout, width = bounds.width, newPaths = plan.newPaths
        var staying: [IndexPath: TableViewCell] = [:], leaving: [(TableViewCell, CGRect, RowAnimation, IndexPath)] = []
        // A swiped row's buttons fade with the update; the row slides back, or — deleted — on out of its side.
        let swiped = record.swipe
        swiped?.animator?.stopAnimation(true)
        record.swipe = nil
        for (path, cell) in record.visible.inPathOrder {
            var rect = old.rect(forRow: path, width: width)
            if let swiped, swiped.path == path, plan.deleted[path] != nil {
                rect.origin.x = swiped.buttons.edge == .trailing ? -width : width
            }
            if let animation = plan.deleted[path] {
                leaving.append((cell, rect, animation, path))
            } else if let new = newPaths[path], case .reloaded(_, let animation) = plan.origins[new.section][new.row] {
                leaving.append((cell, rect, animation, path))
            } else if let new = newPaths[path] {
                staying[new] = cell
            }
        }
        record.layout = newLayout(plan, old: old, staying: staying)
        record.visible = staying
        View.performWithoutAnimation { for (path, cell) in staying { dress(cell, at: path) } }
        record.selected = record.selected.compactMap { newPaths[$0] }
        if sectionsChanged {
            recycleAllHeadersAndFooters()
        }
        var sized = sizeEnteringRows()
        fitContent()
        let offset = clamped(contentOffset)
        var entering: [(TableViewCell, IndexPath, RowAnimation?)] = []
        for path in rowsInSight(at: offset) where record.visible[path] == nil {
            guard let cell = sized.removeValue(forKey: path) ?? makeCell(for: path) else { continue }
            switch plan.origins[path.section][path.row] {
            case .inserted(let animation), .reloaded(_, let animation): entering.append((cell, path, animation))
            case .kept(let oldPath):
                View.performWithoutAnimation { cell.frame = old.rect(forRow: oldPath, width: width) }
                entering.append((cell, path, nil))
            }
            record.visible[path] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            insertSubview(cell, at: 0)
        }
        for (path, cell) in sized.inPathOrder { recycle(cell, from: path) }
        for (cell, path, animation) in entering {
            // A row that comes with no animation is simply there.
            guard let animation, animation != .none else { continue }
            let rect = record.layout.rect(forRow: path, width: width)
            View.performWithoutAnimation { TableView.place(cell, at: rect, away: animation) }
        }
        for (cell, _, animation, _) in leaving where animation.slidesBehind { sendSubviewToBack(cell) }
        for (cell, _, animation) in entering where animation?.slidesBehind == true { sendSubviewToBack(cell) }
        record.leaving += leaving.map(\.0)
        let animator = PropertyAnimator(duration: TableView.updateDuration, curve: .easeInOut)
        animator.name = "rows update"
        animator.addAnimations { [weak self] in
            guard let self else { return }
            if offset != self.bounds.origin { self.moveContent(to: offset) }
            // The sections' titles and notes move with the rows — first: a cell laid out below may lay the table out,
            // whose pass would put them where they end at once.
            self.tileSectionViews(from: offset.y, to: offset.y + self.bounds.height, moving: true)
            for (path, cell) in self.record.visible.inPathOrder {
                TableView.place(cell, at: self.record.layout.rect(forRow: path, width: width), away: nil)
                // Laid out in the block, as UIKit's update lays its cells out: a row that grows moves its content and
                // separator with it rather than showing them at once where they end.
                cell.layoutIfNeeded()
            }
            for (cell, rect, animation, _) in leaving { TableView.place(cell, at: rect, away: animation) }
            swiped?.buttons.alpha = 0
            // A swiped row of a card that stays slides back whole: its clip goes back over its place with it.
            if let swiped, plan.deleted[swiped.path] == nil { swiped.card?.cell.mask?.frame.origin.x = 0 }
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            let gone = leaving.map { ObjectIdentifier($0.0) }
            self.record.leaving.removeAll { gone.contains(ObjectIdentifier($0)) }
            // The swiped row's cell gets its own rounding back before it is reused (its clip would cut the next row).
            if let swiped { self.unclipFromCard(swiped) }
            for (cell, _, _, path) in leaving { self.recycle(cell, from: path) }
            swiped?.buttons.removeFromSuperview()
            if self.record.updateAnimator === animator { self.record.updateAnimator = nil }
            self.tile()
            completion(position == .end)
        }
        record.updateAnimator = animator
        animator.startAnimation()
        tile()
    }

    /// The layout after `plan`: heights kept for rows that stay (measured again when their cell is in sight and
    /// sizes itself — so an update with no changes animates a cell that grew), read or estimated for new ones.
    private func newLayout(_ plan: ListUpdatePlan, old: TableLayout, staying: [IndexPath: TableViewCell]) -> TableLayout {
        var layout = TableLayout()
        (layout.headerViewHeight, layout.footerViewHeight, layout.sideInset) = (old.headerViewHeight, old.footerViewHeight, old.sideInset)
        for (section, origins) in plan.origins.enumerated() {
            var heights = TableLayout.Section(header: headerHeight(of: section), footer: footerHeight(of: section))
            for (row, origin) in origins.enumerated() {
                let path = IndexPath(row: row, section: section)
                var height = givenHeight(of: path), known = height != nil
                if height == nil, case .kept(let oldPath) = origin {
                    if let cell = staying[path] {
                        (height, known) = (cell.selfSizedHeight(width: bounds.width), true)
                    } else {
                        (height, known) = (
                            old.sections[oldPath.section].rows[oldPath.row], old.sections[oldPath.section].known[oldPath.row]
                        )
                    }
                }
                heights.rows.append(height ?? rowEstimate)
                heights.known.append(known)
            }
            layout.sections.append(heights)
        }
        layout.place()
        return layout
    }

    /// Sizes the rows coming into sight that have no height of their own yet (inserted or reloaded rows of a
    /// self-sizing table) from their cells, as UIKit sizes a row before it animates in — so it enters at its height,
    /// and the rows after it, and a scroll to it, go where they end; looks again as the rows after move. The cells
    /// made, by row, for the rows to enter with.
    private func sizeEnteringRows() -> [IndexPath: TableViewCell] {
        var made: [IndexPath: TableViewCell] = [:]
        for _ in 0..<4 {
            fitContent()
            let unsized = rowsInSight(at: clamped(contentOffset)).filter {
                record.visible[$0] == nil && made[$0] == nil && !record.layout.sections[$0.section].known[$0.row]
            }
            guard !unsized.isEmpty else { break }
            for path in unsized { made[path] = sizedCell(for: path) }
            record.layout.place()
        }
        return made
    }

    /// The rows in sight with the content at `offset`.
    private func rowsInSight(at offset: CGPoint) -> [IndexPath] { record.layout.rows(from: offset.y, to: offset.y + bounds.height) }

    /// Sets `cell` at `rect`, or — for a row coming or going with `animation` — where that animation starts or ends.
    static func place(_ cell: TableViewCell, at rect: CGRect, away animation: RowAnimation?) {
        var frame = rect, alpha: CGFloat = 1
        switch animation {
        case nil: break
        case .fade, .automatic: alpha = 0
        case .right: frame.origin.x += rect.width
        case .left: frame.origin.x -= rect.width
        case .top: frame.origin.y -= rect.height
        case .bottom: frame.origin.y += rect.height
        case .some(.none): alpha = 0
        case .middle: frame = CGRect(x: rect.minX, y: rect.midY, width: rect.width, height: 0)
        }
        if animation == .middle { cell.clipsToBounds = true }
        // A row that goes with no animation goes at once.
        guard animation != .some(.none) else { return View.performWithoutAnimation { cell.alpha = alpha } }
        if cell.frame != frame { cell.frame = frame }
        if cell.alpha != alpha { cell.alpha = alpha }
    }
}

extension TableView.RowAnimation {
    /// Whether rows coming or going this way pass behind the rows around them.
    var slidesBehind: Bool { self == .top || self == .bottom || self == .fade || self == .automatic || self == .middle }
}
