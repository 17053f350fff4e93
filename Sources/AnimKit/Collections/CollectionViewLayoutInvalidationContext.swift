import Foundation

/// What changed when a layout is invalidated (also spelled `UICollectionViewLayoutInvalidationContext`): the layouts
/// here prepare everything again whatever it says; a subclass of a layout may read what its own context records.
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext {
    /// A context that says nothing in particular changed.
    public required init() {}

    /// Whether the data source's counts must be read again.
    open var invalidateEverything: Bool { false }
    /// Whether the data source's counts changed.
    open var invalidateDataSourceCounts: Bool { false }
    /// How far the content's size changed.
    open var contentSizeAdjustment = CGSize.zero
    /// How far the content offset should move.
    open var contentOffsetAdjustment = CGPoint.zero
    /// The items whose attributes changed, when the context names them.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// Where the items moved interactively are now, while a move goes on or as it ends.
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { movement?.targets }
    /// Where those items were before this step.
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { movement?.previous }
    /// The point (in the content) that placed them.
    open var interactiveMovementTarget: CGPoint { movement?.position ?? .zero }
    /// What the collection view says of an interactive move, when the context is one of its steps.
    var movement: (targets: [IndexPath], previous: [IndexPath], position: CGPoint)?

    /// Names `indexPaths` among the items whose attributes changed.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}

/// The context of a flow layout's invalidation (also spelled `UICollectionViewFlowLayoutInvalidationContext`).
@preconcurrency @MainActor
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes must be asked again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's own attributes must be worked out again.
    open var invalidateFlowLayoutAttributes = true
}

/// UIKit's name for an invalidation context.
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// UIKit's name for a flow layout's invalidation context.
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
