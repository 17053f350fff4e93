import Foundation

/// A list's rows swipe (see ``SwipeRows``): a collection view laid out by ``CollectionViewCompositionalLayout/list(using:)``
/// reveals the actions its configuration's leading and trailing providers give for the row.
extension CollectionView: SwipeableContent, SwipeRows {
    func swipe(with pan: PanGestureRecognizer) -> Bool {
        // While editing, rows are not swiped: a drag on a reorder grip moves its item.
        if record.isEditing || record.move != nil { return reorder(with: pan) }
        return trackSwipe(with: pan)
    }

    var rowSwipe: RowSwipe? {
        get { record.swipe }
        set { record.swipe = newValue }
    }
    var swipePressPoint: CGPoint? { record.pressPoint }
    var swipeIsBlocked: Bool { record.updateAnimator != nil }
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func swipeCell(at path: IndexPath) -> View? { record.visible[path] }
    func swipeRestFrame(of path: IndexPath) -> CGRect { layoutAttributesForItem(at: path)?.frame ?? .zero }

    func swipeConfiguration(for edge: SwipeActionsView.Edge, at path: IndexPath) -> SwipeActionsConfiguration? {
        guard let list = (collectionViewLayout as? CollectionViewCompositionalLayout)?.listConfiguration else { return nil }
        let provider = edge == .trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        return provider?(path)
    }

    func swipeMoved(_ cell: View, offset: CGFloat) {}

    var swipesInCards: Bool { (collectionViewLayout as? CollectionViewCompositionalLayout)?.listConfiguration?.appearance == .insetGrouped }
}
