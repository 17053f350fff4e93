import Foundation

/// What a collection view shows (UIKit's `UICollectionViewDataSource`): how many sections and items, and the cell
/// for each item.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// How many items `section` has.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// How many sections; 1 by default.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The view for a header (or other supplementary kind) at `indexPath`; a default, empty one otherwise.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView
    /// Whether the item at `indexPath` may be dragged to another place while editing; `false` by default.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The item at `sourceIndexPath` was dragged to `destinationIndexPath`: update the model. Nothing by default.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// An empty view.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView
    { CollectionReusableView(frame: .zero) }
    /// No item moves.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    {}
}

/// Told of a collection view's items being shown and chosen (UIKit's `UICollectionViewDelegate`); also its scroll
/// view delegate, set through the same `delegate` property. Every method has a default.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// The user selected the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user deselected the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to show the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// `cell`, which showed the item at `indexPath`, left the collection view (scrolled out of sight, reloaded or deleted).
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Whether a finger coming down on the item at `indexPath` highlights it; `true` by default.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item at `indexPath` was highlighted by a finger coming down on it.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The highlight of the item at `indexPath` went (the finger lifted or dragged away).
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap on the item at `indexPath` selects it; `true` by default.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap on the selected item at `indexPath` deselects it (multiple selection); `true` by default.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Where an item moved interactively from `originalIndexPath` goes when the layout proposes `proposedIndexPath`
    /// (iOS 9–15's spelling): the proposal by default.
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Where an item moved interactively from `originalIndexPath`, now at `currentIndexPath`, goes when the layout
    /// proposes `proposedIndexPath` (iOS 15): by default, what the older method says.
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// The context menu for the item at `indexPath`, held at `point`; none by default (iOS 13).
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    /// The context menu for the items at `indexPaths` (the one held), held at `point`; none by default (iOS 16).
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint)
        -> ContextMenuConfiguration?
    /// An item's context menu is about to show: `animator`'s animations run alongside its opening.
    func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// An item's context menu is about to close.
    func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// An item's preview was tapped: show its content in one of `animator`'s completions; by default it sinks back.
    func collectionView(
        _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
}

extension CollectionViewDelegate {
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    {}
    /// Yes.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Yes.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Yes.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// The proposal.
    public func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// What ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`` says.
    public func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// None.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    { nil }
    /// None.
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// The preview sinks back onto the item, as UIKit does when the delegate does not implement this method.
    public func collectionView(
        _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) { animator.preferredCommitStyle = .dismiss }
}

/// UIKit's name for a collection view's data source.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's name for a collection view's delegate.
public typealias UICollectionViewDelegate = CollectionViewDelegate
