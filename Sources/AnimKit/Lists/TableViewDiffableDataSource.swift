import Foundation

/// A table's data source driven by snapshots (UIKit's `UITableViewDiffableDataSource`): apply a new snapshot and
/// the table inserts, deletes and moves the rows that differ, animated; a closure makes each row's cell.
///
/// The table holds its data source weakly, as UIKit's does: keep this object in a property.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    TableViewDataSource, CheckpointState
{
    /// Makes the cell for an item.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshot type this data source shows.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The table shown.
    private weak var tableView: TableView?
    /// Makes cells.
    private let cellProvider: CellProvider
    /// What the table shows now.
    private var current = Snapshot()
    /// How rows come and go when a snapshot is applied with animation.
    open var defaultRowAnimation = TableView.RowAnimation.automatic

    /// A data source for `tableView`, which it makes itself the data source of, making cells with `cellProvider`.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
        AnimationEngine.shared.enlist(self)
    }

    /// What the table shows, kept by scene checkpoints so that a seek finds the snapshot of its moment.
    package func capturedState() -> @MainActor () -> Void {
        let (shown, animation) = (current, defaultRowAnimation)
        return { [weak self] in
            guard let self else { return }
            (current, defaultRowAnimation) = (shown, animation)
        }
    }

    /// A copy of what the table shows.
    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot` (first reporting any change it refused): with `animatingDifferences`, the rows that differ come, go and move by
    /// ``defaultRowAnimation`` as one update; without, the table shows it at once. `completion` runs once it shows.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        for refusal in snapshot.refusals { ScrollView.refuse(refusal.call, refusal.why) }
        let old = current
        current = snapshot.applied
        guard let tableView else { return }
        guard animatingDifferences, tableView.record.hasLoaded, let updates = snapshot.updates(from: old, animation: defaultRowAnimation)
        else {
            tableView.reloadData()
            completion?()
            return
        }
        tableView.performBatchUpdates {
            tableView.record.pending = updates
        } completion: { _ in
            completion?()
        }
    }

    /// Shows `snapshot` by reloading the table, without animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// Where `sectionIdentifier` is shown (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The section shown at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// The snapshot's sections.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The section's items.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSection: section)
    }

    /// The cell provider's cell for the item; a provider that returns none is reported (UIKit raises) and the row
    /// shows an empty cell.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        ScrollView.refuse("cellProvider", "the cell provider returned no cell for row \(indexPath.row) in section \(indexPath.section)")
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No title; a subclass overrides this to title its sections.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title; a subclass overrides this to put a title under its sections.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No row may be deleted; a subclass overrides this (with ``tableView(_:commit:forRowAt:)``) to offer Delete.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// No row may move; a subclass overrides this to let the user reorder rows.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the snapshot shown, as the user moved its row (the table has already moved it).
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        current.moveRow(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// Nothing; a subclass deletes the item from a snapshot and applies it.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// UIKit's name for a snapshot-driven table data source.
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
