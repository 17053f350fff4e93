import Foundation

/// What a diffable data source asks and tells as a section snapshot's items expand and collapse (UIKit's
/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`).
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
    /// Whether the item may expand; every item may without it.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Told before the item expands.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether the item may collapse; every item may without it.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Told before the item collapses.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The children an item shows as it expands, given those it has (as a snapshot of them).
    public var snapshotForExpandingParent:
        (
            (ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<
                ItemIdentifierType
            >
        )?

    /// Handlers that let every item expand and collapse.
    public init() {}
}

/// Sections as trees: a section snapshot applied to a section shows its visible items there; a tap on an outline
/// disclosure expands or collapses its item.
extension CollectionViewDiffableDataSource: OutlineToggling {
    /// Shows `snapshot` as `section` (added at the end when it is not there): its visible items, each list cell
    /// indented by its level; with `animatingDifferences`, the rows that come and go animate as any snapshot's do.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        for refusal in snapshot.refusals { ScrollView.refuse(refusal.call, refusal.why) }
        var tree = snapshot
        tree.refusals = []
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(tree.visibleItems, toSection: section)
        sectionSnapshots[section] = tree
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutlines(in: section)
    }

    /// `section`'s items as a section snapshot: the tree last applied to it, or its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }

    /// Keeps the trees whose sections still show their visible items after a whole snapshot was applied; a section
    /// whose items changed otherwise is flat again.
    func keepSectionSnapshots() {
        let shown = snapshot()
        for (section, tree) in sectionSnapshots where tree.visibleItems != shown.itemIdentifiers(inSection: section) {
            sectionSnapshots[section] = nil
        }
    }

    /// Expands or collapses the item at `indexPath`, as its handlers allow, animated.
    func toggleOutline(at indexPath: IndexPath) {
        let whole = snapshot()
        guard let item = itemIdentifier(for: indexPath), let section = whole.sectionIdentifier(containingItem: item) else { return }
        var tree = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let children = handlers.snapshotForExpandingParent?(item, tree.snapshot(of: item)) {
                tree.replace(childrenOf: item, using: children)
            }
            tree.expand([item])
        }
        apply(tree, to: section, animatingDifferences: true)
    }

    /// Gives `cell` its item's level and expansion in the section's tree, when the section is one.
    func showOutline(of item: ItemIdentifierType, inSection index: Int, in cell: CollectionViewCell) {
        let sections = snapshot().sectionIdentifiers
        guard sections.indices.contains(index), let tree = sectionSnapshots[sections[index]] else { return }
        if let listCell = cell as? CollectionViewListCell { listCell.indentationLevel = tree.level(of: item) }
        cell.showExpanded(tree.isExpanded(item), animated: false)
    }

    /// Turns the outline marks of the section's cells in sight to their items' expansion, animated.
    private func refreshOutlines(in section: SectionIdentifierType) {
        guard let collectionView, let tree = sectionSnapshots[section], let sectionIndex = snapshot().indexOfSection(section) else {
            return
        }
        for (offset, item) in tree.visibleItems.enumerated() {
            collectionView.cellForItem(at: IndexPath(item: offset, section: sectionIndex))?.showExpanded(
                tree.isExpanded(item), animated: true)
        }
    }
}

/// A data source that folds and unfolds items (a diffable one, whatever its identifier types).
@MainActor
protocol OutlineToggling: AnyObject {
    func toggleOutline(at indexPath: IndexPath)
}

extension View {
    /// Folds or unfolds the children of the collection view item this view is in (its outline disclosure was tapped).
    func toggleOutlineOfItem() {
        guard let (collectionView, path) = enclosingItem else { return }
        (collectionView.dataSource as? OutlineToggling)?.toggleOutline(at: path)
    }
}
