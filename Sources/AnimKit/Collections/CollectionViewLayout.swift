import Foundation

/// Where a collection view's items go (UIKit's `UICollectionViewLayout`): subclass it, or use the flow or
/// compositional layout. The collection view asks for the content's size and for the attributes of the elements in
/// the rectangle it shows; after ``invalidateLayout()`` it calls ``prepare()`` again before asking.
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view laid out; read-only, as UIKit's (a subclass may narrow it to `UICollectionView`).
    open var collectionView: CollectionView? { laidOut }
    /// The collection view that took this layout.
    weak var laidOut: CollectionView?
    /// Whether ``prepare()`` must run before the next question.
    var needsPreparing = true

    /// A layout for a collection view to take.
    public init() {}

    /// A layout from an archive (there are none here), as the layout's `NSCoding` conformance requires of subclasses.
    public required init?(coder: NSCoder) {}

    /// Works out where everything goes; called before the layout is asked anything after an invalidation.
    open func prepare() {}

    /// The size of everything laid out.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that reaches into `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Marks the layout to be prepared again, and the collection view to lay out.
    open func invalidateLayout() {
        needsPreparing = true
        collectionView?.setNeedsLayout()
    }

    /// Marks the layout to be prepared again, for the change `context` describes: everything is prepared again.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) { invalidateLayout() }

    /// Whether scrolling or resizing to `newBounds` needs a new layout; only a new size does, by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    /// The context of an invalidation for a bounds change to `newBounds`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let kind = type(of: self).invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type
        return (kind ?? CollectionViewLayoutInvalidationContext.self).init()
    }

    /// The class of the attributes the layout makes (a subclass of ``CollectionViewLayoutAttributes`` with properties of
    /// its own); the flow and compositional layouts make theirs of it.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// Where the content rests after an animated layout change or update that would leave it at
    /// `proposedContentOffset`: there, by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Where a flick let go at `velocity` (points a second, as Apple documents it) that would come to rest at
    /// `proposedContentOffset` rests instead: there, by default. Override it to snap to items; the scroll view's
    /// delegate is asked after, with this target.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    { proposedContentOffset }

    /// The class ``layoutAttributesClass`` names, as a class of attributes.
    var madeAttributes: CollectionViewLayoutAttributes.Type {
        type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type ?? CollectionViewLayoutAttributes.self
    }

    /// Where an inserted item starts: where it will be, transparent (a fade in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let start = layoutAttributesForItem(at: itemIndexPath)?.copied()
        start?.alpha = 0
        return start
    }

    /// Where a deleted item ends: where it was, transparent (a fade out). `nil`: the collection view uses the
    /// attributes it had.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Prepares the layout if it was invalidated.
    func prepareIfNeeded() {
        guard needsPreparing else { return }
        needsPreparing = false
        prepare()
    }
}

/// UIKit's name for a collection view layout.
public typealias UICollectionViewLayout = CollectionViewLayout
