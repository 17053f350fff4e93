import Foundation

/// Items placed by a layout object, in sections (also spelled `UICollectionView`): a grid of photos, a carousel, a
/// list. Only the items in sight have cells, reused as the content scrolls; items are inserted, deleted, reloaded
/// and moved with UIKit's calls, the cells that stay sliding to their new places while the others fade — as one
/// property animator on the scene clock, 0.3 s on ease in-out (AnimKit's timing; iOS publishes none).
@preconcurrency @MainActor
open class CollectionView: ScrollView {
    /// Where an item comes to rest when scrolled to (UIKit's `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Bits `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// As little scrolling as shows it.
        public static let none: ScrollPosition = []
        /// At the top of what shows.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// In the middle, up and down.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// In the middle, across.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header, for supplementary views.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer, for supplementary views.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Scrolls the item at `indexPath` to `scrollPosition` (over 0.3 s when `animated`).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollItem(at: indexPath, to: scrollPosition, animated: animated)
    }

    /// What the collection view shows.
    open weak var dataSource: (any CollectionViewDataSource)?
    /// Whether a tap selects an item.
    open var allowsSelection = true
    /// Whether a tap adds to the selection instead of replacing it.
    open var allowsMultipleSelection = false
    /// Whether cells are asked for ahead of sight (kept: cells are made as they come into sight).
    open var isPrefetchingEnabled = true
    /// Whether focus moving selects (kept: nothing is focused here).
    open var selectionFollowsFocus = false
    /// What the collection view keeps between frames.
    var record = CollectionRecord()

    /// A collection view occupying `frame`, laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        record.layout = layout
        super.init(frame: frame)
        layout.laidOut = self
        backgroundColor = (layout as? CollectionViewCompositionalLayout)?.listConfiguration?.shownBackground ?? .white
        attachContextMenuPress()
        attachDragPress()
    }

    /// A collection view from an archive (there are none here): a flow layout.
    public required init?(coder: NSCoder) {
        record.layout = CollectionViewFlowLayout()
        super.init(coder: coder)
        record.layout.laidOut = self
        attachContextMenuPress()
        attachDragPress()
    }

    /// The layout.
    open var collectionViewLayout: CollectionViewLayout {
        get { record.layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    /// A view behind every cell, supplementary and decoration view, sized to the bounds and still as the content
    /// scrolls (an empty state's message); `nil` by default.
    open var backgroundView: View? {
        get { record.backgroundView }
        set {
            let old = record.backgroundView
            record.backgroundView = newValue
            showBackgroundView(replacing: old)
        }
    }

    /// Reads the counts again, lays the items out anew and shows those in sight with new cells; the selection is
    /// cleared. A subclass that sizes itself to its items overrides it.
    open func reloadData() { reloadAllItems() }
    /// A cell for `indexPath`: one out of sight reused (after its ``CollectionReusableView/prepareForReuse()``) or a
    /// new one of the class registered for `identifier`. With nothing registered UIKit raises; here the collection
    /// view says so and hands out a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        dequeuedCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// The delegate, when the scroll view's delegate is one.
    var collectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }

    /// Reads the data source the first time, prepares the layout when it was invalidated, then keeps the cells in sight.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if !record.hasLoaded { reloadCounts() }
        let resized = record.laidOutSize != bounds.size
        if resized {
            record.laidOutSize = bounds.size
            record.layout.invalidateLayout()
        }
        tile()
        if resized, record.hasLoaded { restInRange(proposed: preparedLayout.targetContentOffset(forProposedContentOffset: contentOffset)) }
    }

    /// The content scrolled: the layout is asked whether the new bounds invalidate it (a layout that scales or turns
    /// its items by their place on screen says yes), then the cells in sight follow.
    override func contentDidScroll() {
        let layout = record.layout
        if record.hasLoaded, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
        }
        tile()
    }

    /// The layout decides where a flick comes to rest (a carousel snapping to an item).
    override func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let target = preparedLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        return target.x.isFinite && target.y.isFinite ? target : proposed
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let scroll = super.checkpointRestoration(), own = CollectionView.collectionCheckpointFields.keep(self)
        return CheckpointRestoration(covering: CollectionView.self) {
            scroll.run()
            own()
            // The layout's frames are worked out again from the data as it is at that moment.
            self.record.layout.needsPreparing = true
        }
    }

    /// What a checkpoint keeps of a collection view beyond the scroll view: every stored property of its own (a test
    /// checks) — its record whole.
    package static let collectionCheckpointFields: [CheckpointField<CollectionView>] = [
        CheckpointField("record", { $0.record }, { $0.record = $1 }),
        CheckpointField("allowsSelection", { $0.allowsSelection }, { $0.allowsSelection = $1 }),
        CheckpointField("allowsMultipleSelection", { $0.allowsMultipleSelection }, { $0.allowsMultipleSelection = $1 }),
        CheckpointField("isPrefetchingEnabled", { $0.isPrefetchingEnabled }, { $0.isPrefetchingEnabled = $1 }),
        CheckpointField("selectionFollowsFocus", { $0.selectionFollowsFocus }, { $0.selectionFollowsFocus = $1 }),
        CheckpointField("dataSource") { view in
            weak let dataSource = view.dataSource
            return { $0.dataSource = dataSource }
        },
    ]
}

/// What a collection view keeps between frames, in one value so that a checkpoint keeps it whole.
@MainActor
struct CollectionRecord {
    /// The layout.
    var layout: CollectionViewLayout = CollectionViewFlowLayout()
    /// The number of items in each section, as last read.
    var counts: [Int] = []
    /// The sizes measured from the cells of items whose size is estimated, by section and item.
    var measured: [Int: [Int: CGSize]] = [:]
    /// The sizes measured from the headers and footers whose size is estimated, by section and kind.
    var measuredSupplementary: [Int: [String: CGSize]] = [:]
    /// The cells in sight, by item.
    var visible: [IndexPath: CollectionViewCell] = [:]
    /// The headers and other supplementary views in sight, by kind and path.
    var supplementary: [String: [IndexPath: CollectionReusableView]] = [:]
    /// The decoration views in sight (sections' backgrounds), by kind and path.
    var decorations: [String: [IndexPath: CollectionReusableView]] = [:]
    /// The view behind everything, filling the bounds (``CollectionView/backgroundView``).
    var backgroundView: View?
    /// Views out of sight, by reuse identifier, to hand out again.
    var reusePool: [String: [CollectionReusableView]] = [:]
    /// The classes registered, by reuse identifier (supplementary views' keyed "kind/identifier").
    var registrations: [String: CollectionReusableView.Type] = [:]
    /// The items selected, in the order they were.
    var selected: [IndexPath] = []
    /// The item a finger is down on.
    var touchedItem: IndexPath?
    /// Where the last finger came down, in the content, and the row of a list swiped open (see ``SwipeRows``).
    var pressPoint: CGPoint?
    var swipe: RowSwipe?
    /// Cells of deleted or reloaded items, animating out.
    var leaving: [CollectionViewCell] = []
    /// The updates gathered in `performBatchUpdates`, and how deep the calls are.
    var pending = ListUpdates()
    var updateDepth = 0
    /// Whether the data source was read.
    var hasLoaded = false
    /// The size the layout was last prepared for.
    var laidOutSize = CGSize.zero
    /// The updates animating now.
    var updateAnimator: PropertyAnimator?
    /// The scroll views of the rows that scroll sideways on their own, by section.
    var scrollers: [Int: OrthogonalScroller] = [:]
    /// The press that opens items' context menus.
    let contextMenuPress = ContextMenuPress()
    /// Editing mode (``CollectionView/isEditing``) and whether taps select in it.
    var isEditing = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    /// The item a finger drags by its reorder grip.
    var move: ItemMove?
    /// The item moved by `beginInteractiveMovementForItem(at:)`, until the move ends.
    var interactiveMove: InteractiveItemMove?
    /// Drag and drop: the delegates, whether items lift, the press that lifts them, the drag lifted from here, the
    /// drop over here, and the items kept hidden until a drop's preview has landed on them.
    weak var dragDelegate: (any CollectionViewDragDelegate)?
    weak var dropDelegate: (any CollectionViewDropDelegate)?
    var dragInteractionEnabled = true
    var reorderingCadence = CollectionView.ReorderingCadence.immediate
    let dragPress = DragLiftPress()
    var flight: DragFlight?
    var dropOver: CollectionDropState?
    var landing: Set<IndexPath> = []

    /// The place of the item moved by hand, which floats with the finger (a drag's item does not: its preview does).
    var floatingPath: IndexPath? { interactiveMove.flatMap { $0.isDrag ? nil : $0.current } }
}

/// UIKit's name for a collection view.
public typealias UICollectionView = CollectionView

extension CollectionView {
    /// Which way a collection view's content scrolls (UIKit's `UICollectionView.ScrollDirection`).
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}
