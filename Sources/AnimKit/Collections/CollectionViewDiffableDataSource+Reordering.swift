import Foundation

/// What a reorder changed in a diffable data source (UIKit's `NSDiffableDataSourceTransaction`): the snapshots before
/// and after, and the difference between their items.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// What the data source showed before the move.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// What it shows after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items' difference from the first to the second (a removal and an insertion, associated).
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension CollectionViewDiffableDataSource {
    /// What the data source asks and tells about reordering (UIKit's `ReorderingHandlers`): with no `canReorderItem`,
    /// items do not move; after a move the data source's snapshot already holds the new order.
    public struct ReorderingHandlers {
        /// Whether the item may be dragged to another place.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the data source takes the new order.
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after it took it: update the model from the transaction here.
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }

    /// Whether the item at `indexPath` may move: what ``ReorderingHandlers/canReorderItem`` says (no handler: no).
    func canReorder(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let can = reorderingHandlers.canReorderItem else { return false }
        return can(item)
    }

    /// The item at `source` was dragged to `destination`: the snapshot takes the new order between `willReorder` and
    /// `didReorder`.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        var final = initial
        guard source.section < final.sections.count, destination.section < final.sections.count,
            source.item < final.sections[source.section].items.count
        else { return }
        let item = final.sections[source.section].items.remove(at: source.item)
        let target = destination.section
        final.sections[target].items.insert(item, at: Swift.min(destination.item, final.sections[target].items.count))
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves())
        reorderingHandlers.willReorder?(transaction)
        take(final)
        reorderingHandlers.didReorder?(transaction)
    }
}
