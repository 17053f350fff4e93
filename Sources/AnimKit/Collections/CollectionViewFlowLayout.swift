import Foundation

/// Items in lines that wrap (UIKit's `UICollectionViewFlowLayout`), as Apple's collection view guide describes it:
/// items join a line while they fit at the minimum spacing; a full line spreads them so that they span it, the
/// spacing growing evenly; a line of one item centres it; the last line is spread the same way when all the items are
/// of one size, and otherwise keeps the minimum spacing from the leading edge; items of different heights are centred
/// on their line.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Which way the content scrolls (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Lines run across; the content scrolls down.
        case vertical
        /// Lines run down; the content scrolls sideways.
        case horizontal
    }

    /// Every item's size, unless the delegate gives one.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// Zero (the default): items take ``itemSize`` or the delegate's size. Any other size makes cells size themselves:
    /// each item is laid out at this size until its cell first shows, then at the size the cell prefers
    /// (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``: what its Auto Layout constraints fit).
    /// ``automaticSize`` estimates each item at ``itemSize`` or the delegate's size (AnimKit's choice; UIKit does
    /// not publish its estimate).
    open var estimatedItemSize = CGSize.zero { didSet { if estimatedItemSize != oldValue { invalidateLayout() } } }
    /// The least room between lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The least room between items on a line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    /// Room around each section's items.
    open var sectionInset = UIEdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// Each section header's size (its height when scrolling down); zero: none.
    open var headerReferenceSize = CGSize.zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    /// Every section footer's size (its depth along the scrolling; the delegate may give one per section).
    open var footerReferenceSize = CGSize.zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// Which way the content scrolls. (Each of these invalidates the layout when it changes; set to what it is — as a
    /// subclass's `prepare()` sets them on every pass — it does not.)
    open var scrollDirection = ScrollDirection.vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// Whether each section's header stays at the top of what is in sight while its section shows, until the section's
    /// end pushes it up (the leading edge when the content scrolls sideways).
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// Whether each section's footer stays at the bottom of what is in sight while its section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// The frames worked out by the last ``prepare()``: each section's header and items.
    var sections: [LaidOutSection] = []
    /// The content's size then.
    var contentSize = CGSize.zero

    /// Set as ``estimatedItemSize``, makes cells size themselves without an estimate of their own.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The kind of a section header (UIKit's `UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer (UIKit's `UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Lays every section out in lines.
    open override func prepare() {
        guard let collectionView else { return }
        var flow = FlowArranger(layout: self, collectionView: collectionView)
        sections = (0..<collectionView.numberOfSections).map { flow.section($0) }
        contentSize = flow.contentSize
    }

    /// The lines' extent.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The headers and items that reach into `rect`; pinned headers where what is in sight puts them.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        sections.elements(in: rect, visible: visibleContent, as: madeAttributes)
    }

    /// The item's frame.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        sections.item(at: indexPath, as: madeAttributes)
    }

    /// The section header's frame.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { sections.supplementary(ofKind: elementKind, at: indexPath, visible: visibleContent, as: madeAttributes) }
}

/// Sizes and spacing a flow layout's delegate may give section by section (UIKit's
/// `UICollectionViewDelegateFlowLayout`); each defaults to the layout's own property.
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The item's size.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    /// Room around the section's items.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The least room between the section's lines.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least room between items on the section's lines.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The section header's size.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The section footer's size.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's `itemSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero }
    /// The layout's `sectionInset`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero }
    /// The layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }
    /// The layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
    /// The layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

/// UIKit's name for the flow layout.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's name for the flow layout's delegate.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
