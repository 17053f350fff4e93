import Foundation

/// A collection view's data source driven by snapshots (UIKit's `UICollectionViewDiffableDataSource`): apply a new
/// snapshot and the items that differ come, go and move, animated; a closure makes each item's cell (often through
/// a cell registration). The collection view holds it weakly: keep it in a property.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    CollectionViewDataSource, CheckpointState
{
    /// Makes the cell for an item.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a header (or other supplementary view) for a kind and path.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?
    /// The snapshot type this data source shows.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// Makes headers; none by default.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What reordering asks and tells; by default items do not move.
    open var reorderingHandlers = ReorderingHandlers()
    /// What expanding and collapsing a section snapshot's items asks and tells; by default every item may.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// The sections applied as section snapshots, as trees (``apply(_:to:animatingDifferences:completion:)``).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// A data source for `collectionView`, which it makes itself the data source of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
        AnimationEngine.shared.enlist(self)
    }

    /// What the collection view shows, kept by scene checkpoints.
    package func capturedState() -> @MainActor () -> Void {
        let shown = current, trees = sectionSnapshots
        return { [weak self] in
            guard let self else { return }
            (current, sectionSnapshots) = (shown, trees)
        }
    }

    /// A copy of what the collection view shows.
    open func snapshot() -> Snapshot { current }

    /// Takes `snapshot` as what shows without telling the collection view (its cells already show it: a reorder).
    func take(_ snapshot: Snapshot) { current = snapshot }

    /// Shows `snapshot` at once, the view reloaded (iOS 15), as ``apply(_:animatingDifferences:completion:)`` without
    /// animating does here.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// Shows `snapshot` (first reporting any change it refused): with `animatingDifferences`, the items that differ
    /// come, go and move as one update; without, the collection view shows it at once. `completion` runs once it shows.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        for refusal in snapshot.refusals { ScrollView.refuse(refusal.call, refusal.why) }
        let old = current
        current = snapshot.applied
        keepSectionSnapshots()
        guard let collectionView else { return }
        guard animatingDifferences, collectionView.record.hasLoaded, let updates = snapshot.updates(from: old, animation: .fade) else {
            collectionView.reloadData()
            completion?()
            return
        }
        collectionView.performBatchUpdates {
            collectionView.record.pending = updates
        } completion: { _ in
            completion?()
        }
    }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section shown at `index` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// Where `sectionIdentifier` is shown (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The section's items.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSection: section)
    }

    /// The cell provider's cell; a provider that returns none is reported (UIKit raises) and the item shows an empty cell.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            showOutline(of: item, inSection: indexPath.section, in: cell)
            return cell
        }
        ScrollView.refuse("cellProvider", "the cell provider returned no cell for item \(indexPath.item) in section \(indexPath.section)")
        return CollectionViewCell(frame: .zero)
    }

    /// Whether the item at `indexPath` may move: what ``reorderingHandlers`` say (no `canReorderItem`: no).
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { canReorder(at: indexPath) }

    /// The item was dragged: the snapshot takes the new order, ``reorderingHandlers`` told before and after.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The supplementary view provider's view, or an empty one.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView
    {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }
}

/// UIKit's name for a snapshot-driven collection view data source.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
