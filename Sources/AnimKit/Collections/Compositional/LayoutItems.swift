import Foundation

/// One item of a compositional layout (UIKit's `NSCollectionLayoutItem`): its size in its group, less its insets.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size, relative to its group.
    open var layoutSize: NSCollectionLayoutSize { storedLayoutSize }
    let storedLayoutSize: NSCollectionLayoutSize
    /// Room inside the item's slot, around the cell.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) { self.storedLayoutSize = layoutSize }
}

/// Items side by side or one above the other (UIKit's `NSCollectionLayoutGroup`); groups nest.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// Which way the items go.
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items, repeated in turn while they fit.
    open var subitems: [NSCollectionLayoutItem] { storedSubitems }
    let storedSubitems: [NSCollectionLayoutItem]
    /// How many items it holds when made with a count (their size then divides the group's).
    let count: Int?
    /// The room between the items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.storedSubitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Items side by side, as many as fit, repeating `subitems` in turn.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` items side by side, each as wide as divides the group (less the spacing).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
    }

    /// Items one above the other, as many as fit, repeating `subitems` in turn.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` items one above the other, each as tall as divides the group (less the spacing).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
    }
}

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeated down the section.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group repeated.
    open var group: NSCollectionLayoutGroup { storedGroup }
    let storedGroup: NSCollectionLayoutGroup
    /// The room between groups.
    open var interGroupSpacing: CGFloat = 0
    /// The room around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (``NSCollectionLayoutDecorationItem/background(elementKind:)``), from the classes the
    /// layout registered for their kinds.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether headers and footers keep to the section's leading and trailing content insets, as its groups do (the
    /// default), or span the collection view's width.
    open var supplementariesFollowContentInsets = true
    /// Whether the groups go side by side in one row that scrolls sideways on its own (a carousel) rather than one
    /// under another, and how a flick of the row comes to rest.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Called with the section's items in sight before each layout pass — as the section or its row scrolls, as items
    /// come and go — to change their alpha, transform, z-index, centre or hiddenness just before they are drawn.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) { self.storedGroup = group }
}

/// How a section's groups lie across the collection view's scrolling direction (iOS 13).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// One under another, scrolling with the collection view.
    case none
    /// In a row, from the section's leading inset.
    case continuous
    /// In a row, coming to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// In a row, a page at a time.
    case paging
    /// In a row, a group at a time.
    case groupPaging
    /// In a row, a group at a time, each centred in the collection view (the first at rest).
    case groupPagingCentered
}
