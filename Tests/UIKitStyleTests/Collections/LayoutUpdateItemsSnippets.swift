import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A grid whose new items pop in, as custom layouts are written: the layout keeps the inserted index paths in
// `prepare(forCollectionViewUpdates:)`, answers `initialLayoutAttributesForAppearingItem(at:)` with them faded and
// shrunk (the others as its superclass does), and lets go of them in `finalizeCollectionViewUpdates()` — which UIKit
// calls after `prepare()`, and inside the update's animation block.
@MainActor
@Suite("UICollectionViewLayout hears an update's items")
struct LayoutUpdateItemsSnippets {
    final class PopInLayout: UICollectionViewFlowLayout {
        var inserting: [IndexPath] = []
        var heard: [String] = []
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            for item in updateItems {
                let before = item.indexPathBeforeUpdate.map { "\($0.section).\($0.item)" } ?? "-"
                let after = item.indexPathAfterUpdate.map { "\($0.section).\($0.item)" } ?? "-"
                heard.append("\(item.updateAction) \(before) \(after)")
                if item.updateAction == .insert, let path = item.indexPathAfterUpdate { inserting.append(path) }
            }
        }
        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            heard.append("finalize, in an animation: \(UIView.inheritedAnimationDuration)")
            inserting.removeAll()
        }
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            if inserting.contains(itemIndexPath) {
                attributes?.alpha = 0
                attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            }
            return attributes
        }
    }

    final class Grid: NSObject, UICollectionViewDataSource {
        var items = ["a", "b", "c", "d"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityIdentifier = items[indexPath.item]
            return cell
        }
    }

    @Test("an insert and a delete in one batch: the layout hears both, the new item grows in from a tenth, faded")
    func popIn() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layout = PopInLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let grid = Grid()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = grid
        collection.layoutIfNeeded()
        collection.performBatchUpdates {
            grid.items.remove(at: 3)
            grid.items.insert("new", at: 1)
            collection.deleteItems(at: [IndexPath(item: 3, section: 0)])
            collection.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(layout.heard == ["delete 0.3 -", "insert - 0.1", "finalize, in an animation: 0.3"])
        #expect(layout.inserting.isEmpty)
        let cell = try #require(collection.visibleCells.first { $0.accessibilityIdentifier == "new" })
        // It starts a tenth of its size and unseen; the update's 0.3 s on ease in-out takes it to its own.
        let start = try #require(cell.layer.presentation())
        #expect(start.opacity == 0 && isApproximatelyEqual(start.affineTransform().a, 0.1))
        fixture.run(seconds: 0.4)
        #expect(cell.alpha == 1 && cell.transform == .identity)
        // A kept item is not faded: it slides from its old place.
        let kept = try #require(collection.visibleCells.first { $0.accessibilityIdentifier == "b" })
        #expect(kept.alpha == 1)
    }
}
