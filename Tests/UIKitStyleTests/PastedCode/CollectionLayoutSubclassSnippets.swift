import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Attributes with a property of their own, copied and compared as UIKit code writes it with NSCopying.
private final class ScaledAttributes: UICollectionViewLayoutAttributes {
    var scale: CGFloat = 1

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ScaledAttributes
        copy.scale = scale
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ScaledAttributes else { return false }
        return super.isEqual(other) && other.scale == scale
    }
}

/// A carousel as libraries write one: 300 × 500 items in a row (one row: two would not fit the 600-point height), scaled down by their distance from the middle,
/// laid out again at every scroll, and snapped to an item when a flick ends.
private final class CarouselLayout: UICollectionViewFlowLayout {
    var preparations = 0
    var velocities: [CGPoint] = []

    override class var layoutAttributesClass: AnyClass { ScaledAttributes.self }

    override func prepare() {
        super.prepare()
        preparations += 1
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let all = super.layoutAttributesForElements(in: rect) else { return nil }
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return all.map { attributes in
            let scaled = attributes.copy() as! ScaledAttributes
            scaled.scale = 1 - min(abs(scaled.center.x - middle) / 1000, 0.5)
            scaled.transform3D = CATransform3DMakeScale(scaled.scale, scaled.scale, 1)
            return scaled
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        velocities.append(velocity)
        return CGPoint(x: (proposedContentOffset.x / 310).rounded() * 310, y: proposedContentOffset.y)
    }
}

/// A cell that keeps the attributes applied to it.
private final class CarouselCell: UICollectionViewCell {
    var applied: [UICollectionViewLayoutAttributes] = []
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { applied.append(layoutAttributes) }
}

@MainActor
@Suite("UICollectionViewLayout subclasses: their own attributes class, invalidation on scroll, snapping")
struct CollectionLayoutSubclassSnippets {
    private func carousel() -> (UIWindow, UICollectionView, CarouselLayout, UICollectionViewDiffableDataSource<Int, Int>) {
        let layout = CarouselLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 500)
        layout.minimumLineSpacing = 10
        let (window, collection, source) = shownCollection(
            layout, count: 10, prepare: { $0.register(CarouselCell.self, forCellWithReuseIdentifier: "c") }
        ) {
            view, path, _ in view.dequeueReusableCell(withReuseIdentifier: "c", for: path)
        }
        return (window, collection, layout, source)
    }

    @Test("the layout makes its layoutAttributesClass's attributes; copies keep their class and property; isEqual compares it")
    func attributesClass() throws {
        let (window, collection, _, source) = carousel()
        defer { withExtendedLifetime((window, source)) {} }
        let first = try #require(
            collection.collectionViewLayout.layoutAttributesForElements(in: collection.bounds)?.first as? ScaledAttributes)
        let copy = try #require(first.copy() as? ScaledAttributes)
        #expect(copy.scale == first.scale && copy.isEqual(first) && copy.frame == first.frame)
        copy.scale = 0.1
        #expect(!copy.isEqual(first))
        // Item 0's middle lies 150 in, the view's 195: scaled by 1 − 45/1000.
        #expect(first.scale == 1 - 45.0 / 1000)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? CarouselCell)
        #expect((cell.applied.last as? ScaledAttributes)?.scale == first.scale)
        #expect(cell.layer.transform == CATransform3DMakeScale(first.scale, first.scale, 1))
    }

    @Test("a layout that asks to be invalidated on bounds changes is prepared again at every scroll, and its cells follow")
    func invalidatedOnScroll() throws {
        let (window, collection, layout, source) = carousel()
        defer { withExtendedLifetime((window, source)) {} }
        let before = layout.preparations
        collection.contentOffset = CGPoint(x: 155, y: 0)
        window.layoutIfNeeded()
        #expect(layout.preparations == before + 1)
        // Item 1's middle (460) now sits 110 from the view's (350).
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.layer.transform == CATransform3DMakeScale(1 - 110.0 / 1000, 1 - 110.0 / 1000, 1))
    }

    @Test("a flick at 1 000 pt/s projected to 689 comes to rest where the layout snaps it, 620, told the velocity in points a second")
    func snapping() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, layout, source) = carousel()
        defer { withExtendedLifetime((window, source)) {} }
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 300, y: 300), time: 0)
        for index in 1...20 { pointer.pointerMoved(to: CGPoint(x: 300 - 10 * CGFloat(index), y: 300), time: Double(index) / 100) }
        pointer.pointerUp(at: CGPoint(x: 100, y: 300), time: 0.2)
        #expect(layout.velocities == [CGPoint(x: 1000, y: 0)])
        // The 430 points left glide in iOS's decay: within half a point of the end after ln(0.5/430)/ln(0.998) ms, 3.4 s.
        fixture.run(seconds: 4)
        #expect(abs(collection.contentOffset.x - 620) < 0.5 && !collection.isDecelerating)
    }
}
