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
    /// The classes of the decoration views, by kind (``register(_:forDecorationViewOfKind:)``).
    var decorationClasses: [String: CollectionReusableView.Type] = [:]
    /// The kinds of decoration views asked for with no class registered, said once each.
    var unregisteredDecorations: Set<String> = []

    /// A layout for a collection view to take.
    public init() {}

    /// A layout from an archive (there are none here), as the layout's `NSCoding` conformance requires of subclasses.
    public required init?(coder: NSCoder) {}

    /// Works out where everything goes; called before the layout is asked anything after an invalidation.
    open func prepare() {}

    /// The changes of an update, told after ``prepare()`` and before the layout is asked where items appear from and
    /// go to: a layout keeps what it needs for ``initialLayoutAttributesForAppearingItem(at:)`` here.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}
    /// The update's animations are being made (called inside their animation block): a layout lets go of what it kept.
    open func finalizeCollectionViewUpdates() {}

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

    /// The attributes of the decoration view of `elementKind` at `indexPath` (a section's background).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Registers the class the collection view makes decoration views of `elementKind` from — a subclass of
    /// ``CollectionReusableView``, made with `init(frame:)`; `nil` removes the registration. Decoration views show where
    /// ``layoutAttributesForElements(in:)`` returns attributes of that kind; no data source is asked for them.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let reusable = viewClass as? CollectionReusableView.Type else {
            return ScrollView.refuse(
                "register(_:forDecorationViewOfKind:)",
                "\(viewClass) is not a UICollectionReusableView; nothing registered for \"\(elementKind)\"")
        }
        decorationClasses[elementKind] = reusable
    }

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
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext { madeContext() }

    /// A new context of the class ``invalidationContextClass`` names.
    func madeContext() -> CollectionViewLayoutInvalidationContext {
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

    // MARK: An item moved interactively (`beginInteractiveMovementForItem(at:)`)

    /// The place the item moving from `previousIndexPath` takes when the finger is at `position` (in the content): the
    /// item laid out under it (the one of greatest `zIndex`), or `previousIndexPath` when there is none, as Apple documents.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let probe = CGRect(x: position.x, y: position.y, width: 1, height: 1)
        let under = (layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && $0.frame.contains(position)
        }
        return under.max { $0.zIndex < $1.zIndex }?.indexPath ?? previousIndexPath
    }

    /// The moving item's attributes with its centre at `position`: a copy of its own, centred there and with `zIndex`
    /// `Int.max`, so that it floats over the others (Apple's default). Overrides call `super` first.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> CollectionViewLayoutAttributes
    {
        let attributes = layoutAttributesForItem(at: indexPath)?.copied() ?? madeAttributes.init(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context of the invalidation a step of an interactive move makes: the items' places, and the finger's.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> CollectionViewLayoutInvalidationContext {
        let context = madeContext()
        context.movement = (targetIndexPaths, previousIndexPaths, targetPosition)
        return context
    }

    /// The context of the invalidation that ends an interactive move (at `indexPaths`, or back where the items were when
    /// `movementCancelled`).
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> CollectionViewLayoutInvalidationContext {
        let context = madeContext()
        context.movement = (indexPaths, previousIndexPaths, collectionView?.record.interactiveMove?.position ?? .zero)
        return context
    }

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

    /// The part of the content in sight, less the content insets (pinned headers keep to its edges).
    var visibleContent: CGRect {
        guard let collectionView else { return .zero }
        return CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size).inset(by: collectionView.adjustedContentInset)
    }

    /// Prepares the layout if it was invalidated.
    func prepareIfNeeded() {
        guard needsPreparing else { return }
        needsPreparing = false
        prepare()
    }
}

/// UIKit's name for a collection view layout.
public typealias UICollectionViewLayout = CollectionViewLayout
