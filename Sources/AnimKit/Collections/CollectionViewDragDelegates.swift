import Foundation

/// Starts drags from a collection view's items (also spelled `UICollectionViewDragDelegate`): held half a second, an
/// item lifts and follows the finger when this delegate gives items for it.
@preconcurrency @MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items a drag of the item at `indexPath` carries; none, and the item does not lift.
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath)
        -> [DragItem]
    /// The items a tap on the item at `indexPath` adds to a drag going on (none by default).
    func collectionView(
        _ collectionView: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem]
    /// The drag is about to lift.
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession)
    /// The drag ended, dropped or not, and its animations with it.
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession)
    /// Whether a drop may move the items (`true` by default).
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool
    /// Whether the items may only be dropped in this app (`false` by default; there is one app here anyway).
    func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession)
        -> Bool
}

extension CollectionViewDragDelegate {
    /// No items: a tap does not add to a drag.
    public func collectionView(
        _ collectionView: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem] { [] }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession) {}
    /// A move is allowed.
    public func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool {
        true
    }
    /// Not restricted.
    public func collectionView(
        _ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession
    ) -> Bool { false }
}

/// Takes drops on a collection view (also spelled `UICollectionViewDropDelegate`): proposes what a drop at the
/// finger's place would do — a move into a gap the others open, say — and performs it through the coordinator.
@preconcurrency @MainActor
public protocol CollectionViewDropDelegate: AnyObject {
    /// The drop happened: update the data source (in `performBatchUpdates`) and say where each item lands.
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: any CollectionViewDropCoordinator)
    /// Whether the collection view takes this drag at all (`true` by default).
    func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool
    /// The drag came over the collection view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession)
    /// What a drop at `destinationIndexPath` would do, asked as the finger moves. Without it the collection view takes
    /// no drop (`.cancel`), as a drop interaction without its update does not.
    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal
    /// The drag left the collection view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession)
    /// The drag ended, over the collection view or not.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession)
}

extension CollectionViewDropDelegate {
    /// Every drag.
    public func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession) {}
    /// No drop.
    public func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal { CollectionViewDropProposal(operation: .cancel) }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession) {}
}

/// UIKit's name for a collection view's drag delegate.
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
/// UIKit's name for a collection view's drop delegate.
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate

/// A dragged item as a collection view's drop sees it (also spelled `UICollectionViewDropItem`).
@preconcurrency @MainActor
public protocol CollectionViewDropItem: AnyObject {
    /// The item.
    var dragItem: DragItem { get }
    /// Where it was in this collection view, when it was dragged from here.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
}

/// Animations to run beside a drop's (also spelled `UIDragAnimating`).
@preconcurrency @MainActor
public protocol DragAnimating: AnyObject {
    /// Runs `animations` beside the drop's animation, with its timing.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the drop's animation ends.
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
}

/// Where a collection view's drop lands and how (also spelled `UICollectionViewDropCoordinator`), handed to
/// `collectionView(_:performDropWith:)`.
@preconcurrency @MainActor
public protocol CollectionViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [any CollectionViewDropItem] { get }
    /// Where the drop would insert, as last proposed (`nil` over empty space).
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal.
    var proposal: CollectionViewDropProposal { get }
    /// The drop.
    var session: any DropSession { get }
    /// Animates `dragItem` into the item at `indexPath` — inserted in `performBatchUpdates` before this call.
    @discardableResult
    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> any DragAnimating
    /// Animates `dragItem` into `rect` of the item at `indexPath` (in that cell's coordinates), scaled to fit.
    @discardableResult
    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating
}

/// UIKit's name for a collection view's drop item.
public typealias UICollectionViewDropItem = CollectionViewDropItem
/// UIKit's name for a drop's animations.
public typealias UIDragAnimating = DragAnimating
/// UIKit's name for a collection view's drop coordinator.
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
