import Foundation

/// Editing mode (iOS 14's `UICollectionView.isEditing`): list cells show the accessories displayed `.whenEditing` (a
/// delete control, a reorder grip) and hide those displayed `.whenNotEditing` (a chevron), the content sliding over to
/// make room; taps select only when ``allowsSelectionDuringEditing`` says.
extension CollectionView {
    /// Whether the collection view is in editing mode. Changing it on screen slides the cells' accessories over 0.3 s,
    /// as a table's `setEditing(_:animated: true)`; inside an animation block, with the block.
    public var isEditing: Bool {
        get { record.isEditing }
        set {
            guard newValue != record.isEditing else { return }
            record.isEditing = newValue
            let animated = window != nil && AnimationRecorder.current == nil
            for (_, cell) in record.visible.inPathOrder { (cell as? CollectionViewListCell)?.showEditing(newValue, animated: animated) }
        }
    }

    /// Whether a tap selects an item in editing mode; `false` by default, as in UIKit.
    public var allowsSelectionDuringEditing: Bool {
        get { record.allowsSelectionDuringEditing }
        set { record.allowsSelectionDuringEditing = newValue }
    }

    /// Whether a tap adds to the selection in editing mode; `false` by default.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { record.allowsMultipleSelectionDuringEditing }
        set { record.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// Whether a tap adds to the selection now (in editing mode or out of it).
    var selectsMany: Bool { record.isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
}

extension CollectionViewListCell {
    /// Shows the accessories of editing mode (or of normal mode): those that go fade out, those that come fade in, and
    /// the content moves to its new room — over 0.3 s when `animated`.
    func showEditing(_ editing: Bool, animated: Bool) {
        guard editing != showsEditing else { return }
        showsEditing = editing
        guard animated else { return rebuildAccessoryViews() }
        // The views that go stay (out of the list) to fade; those that come start clear in their places.
        let leaving = accessoryViews.map(\.view)
        accessoryViews = []
        rebuildAccessoryViews()
        let coming = accessoryViews.map(\.view), contentFrame = contentView.frame
        View.performWithoutAnimation {
            for view in coming { view.alpha = 0 }
            placeAccessories()
            contentView.frame = contentFrame
            parts.configuredView?.frame = contentView.bounds
        }
        View.animate(withDuration: 0.3) {
            for view in leaving { view.alpha = 0 }
            for view in coming { view.alpha = 1 }
            self.placeAccessories()
        } completion: { _ in
            for view in leaving { view.removeFromSuperview() }
        }
    }
}

extension View {
    /// Opens the list row holding this view (a delete accessory) on its trailing swipe actions, as a tap on a delete
    /// control does.
    func openTrailingActionsOfItem() {
        var current: View? = self
        while let view = current, !(view is CollectionViewCell) { current = view.superview }
        guard let cell = current as? CollectionViewCell else { return }
        var above = cell.superview
        while let view = above, !(view is CollectionView) { above = view.superview }
        guard let collectionView = above as? CollectionView, let path = collectionView.indexPath(for: cell),
            let configuration = collectionView.swipeConfiguration(for: .trailing, at: path), !configuration.actions.isEmpty
        else { return }
        collectionView.closeSwipe(animated: false)
        let buttons = SwipeActionsView(actions: configuration.actions, edge: .trailing)
        cell.superview?.insertSubview(buttons, belowSubview: cell)
        collectionView.rowSwipe = RowSwipe(path: path, buttons: buttons, fullSwipe: false)
        View.performWithoutAnimation { collectionView.placeSwipe(offset: 0) }
        collectionView.settleSwipe(to: buttons.openWidth)
    }
}
