import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A screen with a carousel row over a grid, as iOS 13+ code builds one: section 0's groups (85 % of the width,
/// 180 tall, 12 apart) lie in a row that scrolls sideways on its own; section 1 is a grid of two 180-point rows.
@MainActor
private final class CarouselScreen: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var collection: UICollectionView!
    var selected: [IndexPath] = []
    /// What the visible-items handler was last given: the items' paths and frames, and the offset.
    var handed: (paths: [IndexPath], frames: [CGRect], offset: CGPoint)?

    init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, scales: Bool = false) {
        super.init()
        let layout = UICollectionViewCompositionalLayout { [weak self] index, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let width: NSCollectionLayoutDimension = index == 0 ? .fractionalWidth(0.85) : .fractionalWidth(1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(180)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
            guard index == 0 else { return section }
            section.orthogonalScrollingBehavior = behavior
            if scales {
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    self?.handed = (items.map(\.indexPath), items.map(\.frame), offset)
                    let middle = offset.x + environment.container.contentSize.width / 2
                    for item in items {
                        let scale = 1 - abs(item.frame.midX - middle) / 1000
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                        item.alpha = scale
                    }
                }
            }
            return section
        }
        collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        (collection.dataSource, collection.delegate) = (self, self)
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 5 : 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }

    /// The row's own scroll view, among the collection view's subviews.
    var row: UIScrollView? { collection.subviews.compactMap { $0 as? UIScrollView }.first }

    /// A finger from (`x`, `y`) moving `dx`, `dy` every fiftieth of a second, `steps` times, then lifted.
    func drag(from x: CGFloat, _ y: CGFloat, by dx: CGFloat, _ dy: CGFloat, steps: Int) {
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: x, y: y), time: 0)
        for step in 1...steps {
            pointer.pointerMoved(to: CGPoint(x: x + dx * CGFloat(step), y: y + dy * CGFloat(step)), time: Double(step) / 50)
        }
        pointer.pointerUp(at: CGPoint(x: x + dx * CGFloat(steps), y: y + dy * CGFloat(steps)), time: Double(steps) / 50)
    }
}

@MainActor
@Suite("A compositional row that scrolls sideways (orthogonalScrollingBehavior, visibleItemsInvalidationHandler)")
struct OrthogonalRowSnippets {
    @Test("the row is a scroll view of its own over the band, as wide as its groups; its cells are its subviews")
    func rowIsAScrollView() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = CarouselScreen(.continuous)
        let row = try #require(screen.row)
        // Band: 12 down, 180 tall, the collection view's width. Five groups of 0.85 × 350 = 297.5 from the leading 20,
        // 12 apart: the last ends at 20 + 4 × 309.5 + 297.5 = 1 555.5, and the trailing 20 makes 1 575.5.
        #expect(row.superview === screen.collection && row.frame == CGRect(x: 0, y: 12, width: 390, height: 180))
        #expect(row.contentSize == CGSize(width: 1_575.5, height: 180))
        let first = try #require(screen.collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.superview === row && first.frame == CGRect(x: 20, y: 0, width: 297.5, height: 180))
        // The grid stays in the collection view, under the row: 12 + 180 + 12 + 12 down.
        let grid = try #require(screen.collection.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(grid.superview === screen.collection && grid.frame == CGRect(x: 20, y: 216, width: 350, height: 180))
        // Items 0 and 1 are in sight (1 starts at 329.5), 2 (at 639) is not.
        #expect(screen.collection.indexPathsForVisibleItems.filter { $0.section == 0 } == [[0, 0], [0, 1]])
    }

    @Test("a fast flick of a .groupPagingCentered row turns one group and ends exactly on it; the next comes into sight")
    func groupPagingCentered() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = CarouselScreen(.groupPagingCentered)
        let row = try #require(screen.row)
        // 0.85 × 350 = 297.5 wide, centred: the first at 46.25; a group every 309.5; room to centre the last.
        #expect(row.contentSize.width == 46.25 + 4 * 309.5 + 297.5 + 46.25 && row.decelerationRate == .fast)
        screen.drag(from: 300, 100, by: -25, 0, steps: 8)
        fixture.run(seconds: 2)
        #expect(row.contentOffset == CGPoint(x: 309.5, y: 0) && !row.isDecelerating)
        #expect(screen.collection.contentOffset == .zero)
        #expect(screen.collection.indexPathsForVisibleItems.filter { $0.section == 0 } == [[0, 0], [0, 1], [0, 2]])
        // A second flick the other way turns back one, however hard.
        screen.drag(from: 100, 100, by: 40, 0, steps: 8)
        fixture.run(seconds: 2)
        #expect(row.contentOffset.x == 0)
    }

    @Test("a slow drag of a .groupPaging row rests on the nearest group; .continuousGroupLeadingBoundary on a group's edge")
    func slowAndBoundary() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let paging = CarouselScreen(.groupPaging)
        // 200 points dragged slowly (10 every fiftieth: 500 pt/s, then a rest before the lift); groups 309.5 apart:
        // 190 of the 200 count (the pan begins 10 in), nearer 309.5 than 0.
        let pointer = PointerDispatcher(root: paging.window)
        pointer.pointerDown(at: CGPoint(x: 300, y: 100), time: 0)
        for step in 1...20 { pointer.pointerMoved(to: CGPoint(x: 300 - 10 * CGFloat(step), y: 100), time: Double(step) / 50) }
        pointer.pointerMoved(to: CGPoint(x: 100, y: 100), time: 1)
        pointer.pointerUp(at: CGPoint(x: 100, y: 100), time: 1.2)
        fixture.run(seconds: 2)
        #expect(paging.row?.contentOffset.x == 309.5)
        let boundary = CarouselScreen(.continuousGroupLeadingBoundary)
        boundary.drag(from: 300, 100, by: -20, 0, steps: 8)
        fixture.run(seconds: 4)
        let offset = try #require(boundary.row?.contentOffset.x)
        #expect(offset > 0 && offset.truncatingRemainder(dividingBy: 309.5) == 0)
    }

    @Test("a drag mostly across the row scrolls the collection view; the row stays where it was")
    func dragAcross() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = CarouselScreen(.continuous)
        screen.drag(from: 200, 150, by: 2, -20, steps: 6)
        #expect(screen.row?.contentOffset == .zero && screen.collection.contentOffset.y > 0)
    }

    @Test("the handler gets the items in sight in the row's coordinates and the row's offset; what it sets is drawn")
    func visibleItemsHandler() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = CarouselScreen(.groupPagingCentered, scales: true)
        let handed = try #require(screen.handed)
        #expect(handed.paths == [[0, 0], [0, 1]] && handed.offset == .zero)
        #expect(handed.frames == [CGRect(x: 46.25, y: 12, width: 297.5, height: 180), CGRect(x: 355.75, y: 12, width: 297.5, height: 180)])
        let second = try #require(screen.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        // Item 1's middle is 504.5, the row's 195: 309.5 away, so 1 − 0.3095.
        #expect(abs(second.transform.a - 0.6905) < 1e-12 && abs(second.alpha - 0.6905) < 1e-12)
        screen.drag(from: 300, 100, by: -25, 0, steps: 8)
        fixture.run(seconds: 2)
        #expect(screen.handed?.offset == CGPoint(x: 309.5, y: 0))
        #expect(second.transform == .identity && second.alpha == 1)
        let first = try #require(screen.collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(first.transform.d - 0.6905) < 1e-12)
    }

    @Test("a tap on a scrolled row selects the item under it; scrollToItem centres a row's item by scrolling the row")
    func tapAndScrollTo() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = CarouselScreen(.groupPagingCentered)
        let row = try #require(screen.row)
        row.contentOffset = CGPoint(x: 309.5, y: 0)
        let pointer = PointerDispatcher(root: screen.window)
        pointer.pointerDown(at: CGPoint(x: 195, y: 100), time: 0)
        pointer.pointerUp(at: CGPoint(x: 195, y: 100), time: 0.1)
        #expect(screen.selected == [IndexPath(item: 1, section: 0)])
        #expect(screen.collection.indexPathForItem(at: CGPoint(x: 20, y: 100)) == IndexPath(item: 0, section: 0))
        screen.collection.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredHorizontally, animated: false)
        #expect(row.contentOffset.x == 3 * 309.5 && screen.collection.contentOffset == .zero)
        // Far along the row (past the collection view's own width), the items there are in sight and found.
        #expect(screen.collection.indexPathsForVisibleItems.filter { $0.section == 0 } == [[0, 2], [0, 3], [0, 4]])
        #expect(screen.collection.indexPathForItem(at: CGPoint(x: 195, y: 100)) == IndexPath(item: 3, section: 0))
    }
}
