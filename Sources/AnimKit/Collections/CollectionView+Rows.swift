import Foundation

/// Rows that scroll sideways on their own (a compositional section's `orthogonalScrollingBehavior`), built as UIKit
/// builds them: each row is a scroll view of its own inside the collection view, over the row's band, and the row's
/// cells are its subviews. A drag along the row scrolls it, one across it scrolls the collection view; a flick comes
/// to rest as the behaviour says. Layout attributes keep the row's own coordinates (as if it had not scrolled).
extension CollectionView {
    /// The rows of the sections as laid out now, by section (only a compositional layout lays rows).
    var orthogonalRows: [Int: OrthogonalRow] {
        guard let layout = record.layout as? CollectionViewCompositionalLayout else { return [:] }
        var rows: [Int: OrthogonalRow] = [:]
        for (index, section) in layout.sections.enumerated() {
            if let row = section.row { rows[index] = row }
        }
        return rows
    }

    /// Keeps one scroller for each row, over its band and as wide as the row; a scroller whose row is gone goes.
    func arrangeScrollers(for rows: [Int: OrthogonalRow]) {
        for (section, scroller) in record.scrollers.sorted(by: { $0.key < $1.key }) where rows[section] == nil {
            scroller.removeFromSuperview()
            record.scrollers[section] = nil
        }
        for (section, row) in rows.sorted(by: { $0.key < $1.key }) {
            let scroller = record.scrollers[section] ?? makeScroller(for: section)
            if scroller.row != row { scroller.follow(row) }
        }
    }

    private func makeScroller(for section: Int) -> OrthogonalScroller {
        let scroller = OrthogonalScroller(collection: self)
        record.scrollers[section] = scroller
        insertSubview(scroller, at: 0)
        return scroller
    }

    /// The attributes of the cells in sight in the rows that reach into `shown`: those each row's own window reaches.
    func rowItems(in shown: CGRect, of layout: CollectionViewLayout) -> [CollectionViewLayoutAttributes] {
        var found: [CollectionViewLayoutAttributes] = []
        for (section, scroller) in record.scrollers.sorted(by: { $0.key < $1.key }) where scroller.row.band.intersects(shown) {
            let band = scroller.row.band
            let window = CGRect(x: scroller.contentOffset.x, y: band.minY, width: band.width, height: band.height)
            found += (layout.layoutAttributesForElements(in: window) ?? []).filter {
                $0.representedElementCategory == .cell && $0.indexPath.section == section
            }
        }
        return found
    }

    /// Where `attributes` put a cell, and the view it goes in: a row's cell in the row's scroller, moved up by the top
    /// of the band; any other in the collection view, as they say.
    func placement(of given: CollectionViewLayoutAttributes) -> (attributes: CollectionViewLayoutAttributes, container: View) {
        let attributes = hiddenIfDragged(given)
        guard attributes.representedElementCategory == .cell, let scroller = record.scrollers[attributes.indexPath.section] else {
            return (attributes, self)
        }
        let local = attributes.copied()
        local.center.y -= scroller.row.band.minY
        return (local, scroller)
    }

    /// `items` after each section's visible-items handler has seen its own: the handler is given copies, in the
    /// section's coordinates, with the offset of the row (or of the collection view) and the layout environment.
    func handled(_ items: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        guard let layout = record.layout as? CollectionViewCompositionalLayout,
            layout.sections.contains(where: { $0.visibleItemsHandler != nil })
        else { return items }
        var result = items
        let environment = LayoutEnvironment(contentSize: bounds.size)
        for (index, section) in layout.sections.enumerated() {
            guard let handler = section.visibleItemsHandler else { continue }
            let places = result.indices.filter { result[$0].indexPath.section == index }
            let visible = places.map { LayoutVisibleItem(result[$0]) }
            handler(visible, record.scrollers[index]?.contentOffset ?? contentOffset, environment)
            for (place, item) in zip(places, visible) { result[place] = item.attributes }
        }
        return result
    }

    /// `point` in the content as the layout places items: in a row's band, moved along by how far the row has scrolled.
    func layoutPoint(_ point: CGPoint) -> CGPoint {
        guard let scroller = record.scrollers.values.first(where: { $0.frame.contains(point) }) else { return point }
        return CGPoint(x: point.x + scroller.contentOffset.x, y: point.y)
    }
}

/// A row's own scroll view (UIKit's is private too): it follows its row's band and width, asks the collection view to
/// show the cells in sight as it scrolls, and brings a flick to rest as the row's behaviour says.
final class OrthogonalScroller: ScrollView {
    /// The row it scrolls.
    private(set) var row = OrthogonalRow(band: .zero, contentWidth: 0, stride: 0, behavior: .continuous)
    private weak var collection: CollectionView?

    init(collection: CollectionView) {
        self.collection = collection
        super.init(frame: .zero)
        alwaysBounceHorizontal = true
        // UIKit shows no indicator on an orthogonal section and offers no way to show one.
        (showsVerticalScrollIndicator, showsHorizontalScrollIndicator) = (false, false)
        // A tap on the status bar scrolls the collection view, never a row sideways.
        scrollsToTop = false
    }

    /// Never from an archive.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Takes `row`'s band, width and behaviour: a page at a time for `.paging`; the quick stop of paging for the group
    /// behaviours.
    func follow(_ row: OrthogonalRow) {
        self.row = row
        frame = row.band
        contentSize = CGSize(width: row.contentWidth, height: row.band.height)
        isPagingEnabled = row.behavior == .paging
        decelerationRate = [.continuous, .continuousGroupLeadingBoundary].contains(row.behavior) ? .normal : .fast
    }

    override func contentDidScroll() { collection?.tile() }

    override func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        CGPoint(x: row.restingOffset(proposed: proposed.x, here: bounds.origin.x, start: dragStart.x, velocity: velocity.x), y: proposed.y)
    }

    /// A drag mostly across the row is not the row's: the collection view scrolls with it.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let moved = panGestureRecognizer.movedSincePress
        return abs(moved.x) >= abs(moved.y) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
