import Foundation

/// A compositional section whose groups lie side by side in one row that scrolls sideways on its own
/// (`orthogonalScrollingBehavior`): where the row lies in the collection view's content, how wide it is and where a
/// flick of it comes to rest.
struct OrthogonalRow: Equatable {
    /// The row's band in the collection view's content: the collection view's whole width, the groups' height.
    var band: CGRect
    /// How far the row reaches: the last group's far edge and the section's trailing inset — for centred group paging,
    /// far enough that the last group can be centred too.
    var contentWidth: CGFloat
    /// A group's width and the spacing after it: how far each group lies from the one before.
    var stride: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior

    /// Where a row let go at `velocity` (points a second along the row) comes to rest: `proposed` where it glides
    /// freely; on the nearest group's leading edge for `.continuousGroupLeadingBoundary`; one group on from the group
    /// the drag began at (`start`) for a fast release of `.groupPaging` and `.groupPagingCentered`, the group nearest
    /// `here` for a slow one. (`.paging` pages by the scroll view's own paging.) Thresholds are AnimKit's: UIKit
    /// publishes none.
    func restingOffset(proposed: CGFloat, here: CGFloat, start: CGFloat, velocity: CGFloat) -> CGFloat {
        guard stride > 0 else { return proposed }
        switch behavior {
        case .continuousGroupLeadingBoundary:
            return (proposed / stride).rounded() * stride
        case .groupPaging, .groupPagingCentered:
            let begun = (start / stride).rounded()
            let fast = abs(velocity) > ScrollView.pagingFlingSpeed
            let chosen = fast ? begun + (velocity > 0 ? 1 : -1) : (here / stride).rounded()
            return Swift.min(Swift.max(chosen, begun - 1), begun + 1) * stride
        case .none, .continuous, .paging:
            return proposed
        }
    }
}

/// What a section's visible-items handler may change of an item in sight just before it is drawn (UIKit's
/// `NSCollectionLayoutVisibleItem`): a carousel scales, fades or turns each item by its distance from the middle.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: DynamicItem {
    /// The opacity.
    var alpha: CGFloat { get set }
    /// Which items draw over which.
    var zIndex: Int { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
    /// A transform about the centre in three dimensions.
    var transform3D: CATransform3D { get set }
    /// A name for the item: its kind of element (`"cell"`, or a supplementary view's kind).
    var name: String { get }
    /// The item's path.
    var indexPath: IndexPath { get }
    /// Where the layout puts the item, in the section's coordinates (along a row, as if it had not scrolled).
    var frame: CGRect { get }
    /// A cell's, or a supplementary view's.
    var representedElementCategory: CollectionViewLayoutAttributes.ElementCategory { get }
    /// A supplementary view's kind.
    var representedElementKind: String? { get }
}

/// What a section's visible-items handler is given: the items in sight, how far the section has scrolled (a row's own
/// offset along it, or the collection view's), and the layout environment (UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// An item in sight as a visible-items handler sees it: a copy of the layout's attributes, whatever the handler changes
/// applied to the item's view.
final class LayoutVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: CollectionViewLayoutAttributes

    init(_ attributes: CollectionViewLayoutAttributes) { self.attributes = attributes.copied() }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: CollectionViewLayoutAttributes.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
