import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A carousel's layout as apps write one: its sizes set in `prepare()` on every pass, items scaled by their distance
/// from the middle, a new layout at every scroll.
private final class CarouselLayout: UICollectionViewFlowLayout {
    var preparations = 0

    override func prepare() {
        preparations += 1
        super.prepare()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 240, height: 300)
        minimumLineSpacing = 16
        let inset = ((collectionView?.bounds.width ?? 0) - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            let scale = max(0.85, 1 - abs(copy.center.x - middle) / collectionView.bounds.width * 0.3)
            copy.transform = CGAffineTransform(scaleX: scale, y: scale)
            return copy
        }
    }
}

// A flow layout's sizes set to what they already are do not invalidate it: a `prepare()` that sets them on every pass
// (the usual way to centre a carousel's first item) settles, as in UIKit, instead of being prepared again and again
// until the layout loop gives up.
@MainActor
@Suite("A flow layout whose prepare() sets its own sizes")
struct FlowLayoutPrepareSnippets {
    @Test("shown: settled, the first card centred (inset 75); scrolled by a card: prepared again and settled, that card at full size")
    func preparedOncePerPass() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layout = CarouselLayout()
        let (window, collection, source) = shownCollection(
            layout, count: 4, prepare: { $0.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card") }
        ) { collection, path, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "card", for: path)
        }
        defer { withExtendedLifetime((window, source)) {} }
        // Prepared a few times — for the data, for the first size, once more since its first pass changed its sizes from
        // the defaults — then settled: not once a pass for a hundred passes.
        let prepared = layout.preparations
        window.layoutIfNeeded()
        #expect(prepared <= 3 && layout.preparations == prepared && layout.sectionInset.left == 75, "\(prepared)")
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minX == 75 && first.frame.size == CGSize(width: 240, height: 300) && first.transform == .identity)
        collection.contentOffset = CGPoint(x: 256, y: 0)
        window.layoutIfNeeded()
        let scrolled = layout.preparations
        window.layoutIfNeeded()
        #expect(scrolled > prepared && scrolled - prepared <= 2 && layout.preparations == scrolled, "\(scrolled)")
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        // 256 points from the middle now, the first card is at the layout's least scale (1 − 256 / 390 × 0.3 < 0.85).
        #expect(second.transform == .identity && first.transform.a == 0.85)
    }
}
