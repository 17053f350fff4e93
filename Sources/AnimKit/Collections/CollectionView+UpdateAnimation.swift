import Foundation

/// The animation of an update, from where the layout put each item before to where it puts it now.
extension CollectionView {
    /// Lays the items out as `plan` says and animates the cells there, as one animator named "items update"; the layout
    /// hears of `changes` before it is asked where items come from and go to.
    func animate(
        _ plan: ListUpdatePlan, counts: [Int], changes: [CollectionViewUpdateItem], completion: @escaping (Bool) -> Void
    ) {
        // A swiped row's buttons go; the update moves its cell to its new place (or fades it out where it is).
        dropSwipe()
        let layout = preparedLayout
        // Where every item was, for those that come into sight from outside it.
        let everywhere = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        let oldFrames = Dictionary(
            (layout.layoutAttributesForElements(in: everywhere) ?? []).filter { $0.representedElementCategory == .cell }.map {
                ($0.indexPath, $0.frame)
            }, uniquingKeysWith: { first, _ in first })
        let newPaths = plan.newPaths
        var staying: [IndexPath: CollectionViewCell] = [:], leaving: [(CollectionViewCell, IndexPath)] = []
        for (path, cell) in record.visible.inPathOrder {
            if let new = newPaths[path], case .kept = plan.origins[new.section][new.item] {
                staying[new] = cell
            } else {
                leaving.append((cell, path))
            }
        }
        // Headers and footers are measured again when the sections change (their measures are kept by section).
        if record.counts.count != counts.count { record.measuredSupplementary = [:] }
        record.counts = counts
        record.visible = staying
        record.measured = remeasured(through: plan)
        record.selected = record.selected.compactMap { newPaths[$0] }
        for kind in record.supplementary.keys.sorted() {
            for (_, view) in record.supplementary[kind, default: [:]].inPathOrder { recycle(view) }
        }
        record.supplementary = [:]
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: changes)
        arrangeScrollers(for: orthogonalRows)
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let offset = clamped(contentOffset)
        let shown = CGRect(origin: offset, size: bounds.size)
        var measuredNew = false
        for attributes in layout.layoutAttributesForElements(in: shown) ?? [] where attributes.representedElementCategory == .cell {
            let path = attributes.indexPath
            guard record.visible[path] == nil, let cell = dataSource?.collectionView(self, cellForItemAt: dataSourcePath(forShown: path))
            else { continue }
            let start: CollectionViewLayoutAttributes
            if case .kept(let old) = plan.origins[path.section][path.item], let frame = oldFrames[old] {
                start = attributes.copied()
                start.frame = frame
            } else {
                start = layout.initialLayoutAttributesForAppearingItem(at: path) ?? attributes
            }
            let (local, container) = placement(of: start)
            View.performWithoutAnimation {
                local.apply(to: cell)
                cell.isSelected = record.selected.contains(path)
                (cell as? CollectionViewListCell)?.showEditing(record.isEditing)
            }
            // A new item is measured before it moves in, so that it ends at its own size and the items after it make room.
            if !attributes.estimatedAxes.isEmpty, record.measured[path.section]?[path.item] == nil {
                record.measured[path.section, default: [:]][path.item] = cell.preferredLayoutAttributesFitting(attributes.copied()).size
                measuredNew = true
            }
            record.visible[path] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            container.insertSubview(cell, at: 0)
        }
        if measuredNew {
            layout.invalidateLayout()
            layout.prepareIfNeeded()
            if contentSize != layout.collectionViewContentSize { contentSize = layout.collectionViewContentSize }
        }
        let ends = leaving.map { cell, path -> CollectionViewLayoutAttributes in
            let end: CollectionViewLayoutAttributes
            if let final = layout.finalLayoutAttributesForDisappearingItem(at: path) {
                end = final.copied()
            } else {
                end = CollectionViewLayoutAttributes(forCellWith: path)
                (end.frame, end.alpha) = (cell.frame, 0)
            }
            // A dragged item's cell leaves unseen: the drag's preview stands for it.
            if cell.isHidden { end.isHidden = true }
            return end
        }
        for (cell, _) in leaving { sendSubviewToBack(cell) }
        record.leaving += leaving.map(\.0)
        let animator = PropertyAnimator(duration: CollectionView.updateDuration, curve: .easeInOut)
        animator.name = "items update"
        animator.addAnimations { [weak self] in
            guard let self else { return }
            layout.finalizeCollectionViewUpdates()
            // The item moved interactively stays with the finger.
            for (path, cell) in self.record.visible.inPathOrder where path != self.record.floatingPath {
                guard let end = layout.layoutAttributesForItem(at: path) else { continue }
                self.placement(of: end).attributes.apply(to: cell)
            }
            for ((cell, _), end) in zip(leaving, ends) { end.apply(to: cell) }
            if offset != self.bounds.origin { self.moveContent(to: offset) }
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            let gone = Set(leaving.map { ObjectIdentifier($0.0) })
            self.record.leaving.removeAll { gone.contains(ObjectIdentifier($0)) }
            for (cell, path) in leaving {
                self.recycle(cell)
                self.collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            }
            if self.record.updateAnimator === animator { self.record.updateAnimator = nil }
            self.tile()
            completion(position == .end)
        }
        record.updateAnimator = animator
        animator.startAnimation()
        tile()
    }

    /// The sizes measured, moved to where their items are after `plan` (new and reloaded items are measured anew).
    private func remeasured(through plan: ListUpdatePlan) -> [Int: [Int: CGSize]] {
        var moved: [Int: [Int: CGSize]] = [:]
        for (section, rows) in plan.origins.enumerated() {
            for (item, origin) in rows.enumerated() {
                guard case .kept(let old) = origin, let size = record.measured[old.section]?[old.item] else { continue }
                moved[section, default: [:]][item] = size
            }
        }
        return moved
    }

    /// Takes `layout` in place of the current one; animated, every cell in sight slides to where the new one puts it
    /// (over 0.3 s on ease in-out), as `setCollectionViewLayout(_:animated:)` does.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        record.layout.laidOut = nil
        record.layout = layout
        layout.laidOut = self
        if let list = (layout as? CollectionViewCompositionalLayout)?.listConfiguration { backgroundColor = list.shownBackground }
        layout.invalidateLayout()
        guard animated, record.hasLoaded else { return tile() }
        layout.prepareIfNeeded()
        let animator = animatorPlacingCells("layout change", by: layout)
        animator.addCompletion { [weak self] _ in
            guard let self, self.record.updateAnimator === animator else { return }
            self.record.updateAnimator = nil
            self.tile()
        }
        record.updateAnimator = animator
        animator.startAnimation()
    }

    /// An animator named `name` (0.3 s on ease in-out) that moves every cell in sight to where `layout` puts it.
    func animatorPlacingCells(_ name: String, by layout: CollectionViewLayout) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: CollectionView.updateDuration, curve: .easeInOut)
        animator.name = name
        animator.addAnimations { [weak self] in
            guard let self else { return }
            for (path, cell) in self.record.visible.inPathOrder {
                if let end = layout.layoutAttributesForItem(at: path) { self.placement(of: end).attributes.apply(to: cell) }
            }
        }
        return animator
    }
}
