import AnimKit
import Foundation

/// A grid controller whose tiles move by hand: its own data source and delegate, with UIKit's overrides.
@MainActor
private final class Shelf: UICollectionViewController {
    var books = ["a", "b", "c"]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { books.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        books.insert(books.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    // api: UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }

    // api: UICollectionViewDelegate.collectionView(_:didHighlightItemAt:)
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

    // api: UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)
    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    // api: UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)
    override func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    // api: UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)
    override func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
}

/// A layout that keeps a moving item upright and slightly larger, as real code does.
@MainActor
private final class LiftingLayout: UICollectionViewFlowLayout {
    // api: UICollectionViewLayout.layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)
    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.alpha = 0.9
        return attributes
    }

    // api: UICollectionViewLayout.targetIndexPath(forInteractivelyMovingItem:withPosition:)
    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }
}

/// UICollectionViewController and moving items by hand.
@MainActor
func useCollectionControllerAPI() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    // api: UICollectionViewController.init(collectionViewLayout:)
    let shelf = Shelf(collectionViewLayout: LiftingLayout())
    // api: UICollectionViewController.clearsSelectionOnViewWillAppear
    shelf.clearsSelectionOnViewWillAppear = false
    // api: UICollectionViewController.installsStandardGestureForInteractiveMovement
    shelf.installsStandardGestureForInteractiveMovement = true
    // api: UICollectionViewController.collectionView
    let grid: UICollectionView = shelf.collectionView
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "book")
    window.rootViewController = shelf
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // api: UICollectionView.beginInteractiveMovementForItem(at:)
    if grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) {
        // api: UICollectionView.updateInteractiveMovementTargetPosition(_:)
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 40))
        // api: UICollectionView.endInteractiveMovement()
        grid.endInteractiveMovement()
    }
    if grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)) {
        // api: UICollectionView.cancelInteractiveMovement()
        grid.cancelInteractiveMovement()
    }
}
