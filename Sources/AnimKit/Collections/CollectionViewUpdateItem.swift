import Foundation

/// One change of a collection view's update, as its layout hears of it in
/// ``CollectionViewLayout/prepare(forCollectionViewUpdates:)`` (also spelled `UICollectionViewUpdateItem`): a layout
/// that animates only the items inserted keeps their ``indexPathAfterUpdate`` there for
/// ``CollectionViewLayout/initialLayoutAttributesForAppearingItem(at:)``.
///
/// A whole section's change names the section with `NSNotFound` for the item, as UIKit does.
@preconcurrency @MainActor
open class CollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    private let before: IndexPath?, after: IndexPath?, action: Action

    /// Where the item (or section) was before the update: deletions, reloads and moves.
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// Where it is after: insertions and moves (a reload keeps its place: `nil`, as in UIKit).
    open var indexPathAfterUpdate: IndexPath? { after }
    /// What the change does.
    open var updateAction: Action { action }

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        (self.before, self.after, self.action) = (before, after, action)
    }
}

/// UIKit's name for a collection view's change.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem

extension ListUpdates {
    /// The changes as a layout hears of them: sections then items deleted, reloaded and moved, then inserted.
    @MainActor
    var collectionUpdateItems: [CollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [CollectionViewUpdateItem] = []
        items += deletedSections.keys.sorted().map { CollectionViewUpdateItem(before: section($0), after: nil, action: .delete) }
        items += deletedRows.keys.sorted().map { CollectionViewUpdateItem(before: $0, after: nil, action: .delete) }
        items += reloadedSections.keys.sorted().map { CollectionViewUpdateItem(before: section($0), after: nil, action: .reload) }
        items += reloadedRows.keys.sorted().map { CollectionViewUpdateItem(before: $0, after: nil, action: .reload) }
        items += moves.map { CollectionViewUpdateItem(before: $0.from, after: $0.to, action: .move) }
        items += insertedSections.keys.sorted().map { CollectionViewUpdateItem(before: nil, after: section($0), action: .insert) }
        items += insertedRows.keys.sorted().map { CollectionViewUpdateItem(before: nil, after: $0, action: .insert) }
        return items
    }
}
