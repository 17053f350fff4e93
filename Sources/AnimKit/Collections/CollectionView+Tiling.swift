import Foundation

/// Reading the data source and keeping cells for the items in sight, and only those.
extension CollectionView {
    /// ``CollectionView/reloadData()``'s work.
    func reloadAllItems() {
        dropSwipe()
        record.updateAnimator?.stopAnimation(true)
        record.updateAnimator = nil
        for (path, cell) in record.visible.inPathOrder {
            recycle(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
        for cell in record.leaving { recycle(cell) }
        for views in [record.supplementary, record.decorations] {
            for kind in views.keys.sorted() {
                for (_, view) in views[kind, default: [:]].inPathOrder { recycle(view) }
            }
        }
        (record.visible, record.supplementary, record.decorations, record.leaving, record.selected) = ([:], [:], [:], [], [])
        // The items a drop's preview was to land on are not known any more (a drop then names its own again).
        record.landing = []
        (record.measured, record.measuredSupplementary) = ([:], [:])
        reloadCounts()
        tile()
    }

    /// Reads how many sections and items there are, and marks the layout to be prepared again.
    func reloadCounts() {
        record.hasLoaded = true
        record.counts = dataSourceCounts()
        record.layout.needsPreparing = true
    }

    /// The number of items in each section, as the data source says now (negative counts reported and read as none).
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return ListCounts.read(
            sections: dataSource.numberOfSections(in: self), items: { dataSource.collectionView(self, numberOfItemsInSection: $0) },
            nouns: .collection)
    }

    /// How many sections there are.
    public var numberOfSections: Int {
        if !record.hasLoaded { reloadCounts() }
        return record.counts.count
    }

    /// How many items `section` has (0 for one that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        if !record.hasLoaded { reloadCounts() }
        return record.counts.indices.contains(section) ? record.counts[section] : 0
    }

    /// The cell showing the item at `indexPath`, when it is in sight.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { record.visible[indexPath] }

    /// The item `cell` shows, when it is in sight.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { record.visible.first { $0.value === cell }?.key }

    /// The cells in sight, in item order.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { record.visible[$0] } }

    /// The items in sight, in order.
    public var indexPathsForVisibleItems: [IndexPath] { record.visible.keys.sorted() }

    /// The supplementary view of `elementKind` (a section's header or footer) at `indexPath`, when it is in sight.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        record.supplementary[elementKind]?[indexPath]
    }

    /// The supplementary views of `elementKind` in sight, in the order of their index paths.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        record.supplementary[elementKind, default: [:]].inPathOrder.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` in sight, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        record.supplementary[elementKind, default: [:]].keys.sorted()
    }

    /// Where the layout puts the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item under `point` (in the content), if any.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let layout = preparedLayout, point = layoutPoint(point)
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return layout.layoutAttributesForElements(in: probe)?.first {
            $0.representedElementCategory == .cell && $0.frame.contains(point)
        }?.indexPath
    }

    /// The layout, prepared for the data as it is now.
    var preparedLayout: CollectionViewLayout {
        if !record.hasLoaded { reloadCounts() }
        record.layout.prepareIfNeeded()
        return record.layout
    }

    /// Brings cells and supplementary views in line with what shows at the content offset drawn now; cells of
    /// estimated sizes shown for the first time are measured, and the items laid out again with their sizes.
    func tile() {
        for _ in 0..<4 where tileOnce() {}
        // Cells and decorations come in at the back: the background view goes back behind them.
        placeBackgroundView()
    }

    /// One pass of ``tile()``; whether a measured size changed the layout (another pass is due).
    private func tileOnce() -> Bool {
        guard record.hasLoaded else { return false }
        let layout = preparedLayout
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let shown = CGRect(origin: contentOffset, size: bounds.size)
        arrangeScrollers(for: orthogonalRows)
        let elements = layout.layoutAttributesForElements(in: shown) ?? []
        let items = handled(
            elements.filter { $0.representedElementCategory == .cell && record.scrollers[$0.indexPath.section] == nil }
                + rowItems(in: shown, of: layout)
        ).map(floatingIfMoving)
        var remeasured = false
        if record.updateAnimator == nil {
            let inSight = Set(items.map(\.indexPath))
            // The item moved interactively stays with the finger even when its place is out of sight.
            for (path, cell) in record.visible.inPathOrder where !inSight.contains(path) && path != record.interactiveMove?.current {
                // A swiped row scrolled out of sight closes.
                if record.swipe?.path == path { dropSwipe() }
                record.visible[path] = nil
                recycle(cell)
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            }
        }
        for attributes in items {
            let (local, container) = placement(of: attributes)
            if let cell = record.visible[attributes.indexPath] {
                guard record.updateAnimator == nil else { continue }
                if cell.superview !== container { container.insertSubview(cell, at: 0) }
                guard cell.appliedAttributes?.isEqual(local) != true else { continue }
                // Given another width (a list turned or made wider), a self-sizing cell is measured again at it.
                let resized = cell.appliedAttributes.map { local.fixedSizeDiffers(from: $0) } ?? false
                local.apply(to: cell)
                if resized, measure(cell, placedBy: attributes) { remeasured = true }
                continue
            }
            guard let cell = dataSource?.collectionView(self, cellForItemAt: dataSourcePath(forShown: attributes.indexPath)) else {
                continue
            }
            View.performWithoutAnimation {
                local.apply(to: cell)
                cell.isSelected = record.selected.contains(attributes.indexPath)
                cell.showEditingState(record.isEditing)
                (cell as? CollectionViewListCell)?.showEditing(record.isEditing)
                // Its parts in place now: a cell that comes into sight while a block scrolls shows laid out.
                cell.layoutIfNeeded()
            }
            if measure(cell, placedBy: attributes) { remeasured = true }
            record.visible[attributes.indexPath] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
            container.insertSubview(cell, at: 0)
        }
        if tileSupplementary(elements.filter { $0.representedElementCategory == .supplementaryView }) { remeasured = true }
        tileDecorations(elements.filter { $0.representedElementCategory == .decorationView }, of: layout)
        if remeasured { layout.needsPreparing = true }
        return remeasured
    }

    /// Measures a cell whose size the layout estimated (its ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``),
    /// as UIKit self-sizes it; whether its size differs from the one `attributes` gave it (the layout is then redone).
    private func measure(_ cell: CollectionViewCell, placedBy attributes: CollectionViewLayoutAttributes) -> Bool {
        guard !attributes.estimatedAxes.isEmpty else { return false }
        let size = cell.preferredLayoutAttributesFitting(attributes.copied()).size
        guard abs(size.width - attributes.size.width) > 0.5 || abs(size.height - attributes.size.height) > 0.5 else { return false }
        record.measured[attributes.indexPath.section, default: [:]][attributes.indexPath.item] = size
        return true
    }

    /// Shows the supplementary views (headers) among `elements`, and lets go those no longer in sight; a header or
    /// footer of estimated size not measured yet is measured from its view. Whether a measured size changed the layout.
    private func tileSupplementary(_ elements: [CollectionViewLayoutAttributes]) -> Bool {
        var wanted: [String: Set<IndexPath>] = [:], remeasured = false
        for attributes in elements {
            let kind = attributes.representedElementKind ?? ""
            wanted[kind, default: []].insert(attributes.indexPath)
            if let view = record.supplementary[kind]?[attributes.indexPath] {
                if view.frame != attributes.frame { View.performWithoutAnimation { attributes.apply(to: view) } }
                if measure(view, placedBy: attributes) { remeasured = true }
                continue
            }
            guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath) else {
                continue
            }
            View.performWithoutAnimation { attributes.apply(to: view) }
            record.supplementary[kind, default: [:]][attributes.indexPath] = view
            addSubview(view)
            if measure(view, placedBy: attributes) { remeasured = true }
        }
        for kind in record.supplementary.keys.sorted() {
            for (path, view) in record.supplementary[kind, default: [:]].inPathOrder where wanted[kind]?.contains(path) != true {
                record.supplementary[kind]?[path] = nil
                recycle(view)
            }
        }
        return remeasured
    }

    /// Measures a header or footer whose size the layout estimated and has not measured yet, as UIKit self-sizes it
    /// (its ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``); whether its size differs from the
    /// estimate.
    private func measure(_ view: CollectionReusableView, placedBy attributes: CollectionViewLayoutAttributes) -> Bool {
        let kind = attributes.representedElementKind ?? "", section = attributes.indexPath.section
        guard !attributes.estimatedAxes.isEmpty, record.measuredSupplementary[section]?[kind] == nil else { return false }
        View.performWithoutAnimation { view.layoutIfNeeded() }
        let size = view.preferredLayoutAttributesFitting(attributes.copied()).size
        record.measuredSupplementary[section, default: [:]][kind] = size
        return abs(size.width - attributes.size.width) > 0.5 || abs(size.height - attributes.size.height) > 0.5
    }
}
