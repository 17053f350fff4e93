import Foundation

/// Editing mode (iOS 14's `UICollectionView.isEditing`): list cells show the accessories displayed `.whenEditing` (a
/// delete control, a reorder grip) and hide those displayed `.whenNotEditing` (a chevron), the content sliding over to
/// make room; taps select only when ``allowsSelectionDuringEditing`` says.
extension CollectionView {
    /// Whether the collection view is in editing mode. Changing it on screen slides the cells' accessories in one
    /// animation over 0.3 s, as a table's `setEditing(_:animated: true)`; inside an animation block, with the block.
    public var isEditing: Bool {
        get { record.isEditing }
        set {
            guard newValue != record.isEditing else { return }
            record.isEditing = newValue
            // A row swiped open closes first, as a table's does.
            closeSwipe(animated: window != nil)
            for cell in record.visible.inPathOrder.map(\.value) { cell.showEditingState(newValue) }
            let cells = record.visible.inPathOrder.compactMap { $0.value as? CollectionViewListCell }
            guard window != nil, AnimationRecorder.current == nil else {
                for cell in cells { cell.showEditing(newValue) }
                return
            }
            let changes = cells.compactMap { $0.prepareEditingChange(to: newValue) }
            let animator = PropertyAnimator(duration: 0.3, curve: .easeInOut)
            animator.name = "editing"
            animator.addAnimations { for change in changes { change.animate() } }
            animator.addCompletion { _ in for change in changes { change.finish() } }
            animator.startAnimation()
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
    /// Shows the accessories of editing mode (or of normal mode) at once.
    func showEditing(_ editing: Bool) {
        guard editing != showsEditing else { return }
        showsEditing = editing
        rebuildAccessoryViews()
    }

    /// Readies a change to editing mode (or out of it) that an animation then shows: the accessories that come are
    /// placed, clear; `animate` fades them in, those that go out, and moves the content to its new room; `finish` takes
    /// away those that went. `nil` when the cell shows that mode already.
    func prepareEditingChange(to editing: Bool) -> (animate: @MainActor () -> Void, finish: @MainActor () -> Void)? {
        guard editing != showsEditing else { return nil }
        showsEditing = editing
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
        return (
            {
                for view in leaving { view.alpha = 0 }
                for view in coming { view.alpha = 1 }
                self.placeAccessories()
            },
            { for view in leaving { view.removeFromSuperview() } }
        )
    }
}

extension View {
    /// Opens the list row holding this view (a delete accessory) on its trailing swipe actions, as a tap on a delete
    /// control does.
    func openTrailingActionsOfItem() {
        guard let (collectionView, path) = enclosingItem,
            let configuration = collectionView.swipeConfiguration(for: .trailing, at: path)
        else { return }
        collectionView.openSwipe(at: path, with: configuration)
    }

    /// The collection view and index path of the item whose cell holds this view (an accessory's), if any.
    var enclosingItem: (CollectionView, IndexPath)? {
        var current: View? = self
        while let view = current, !(view is CollectionViewCell) { current = view.superview }
        guard let cell = current as? CollectionViewCell else { return nil }
        var above = cell.superview
        while let view = above, !(view is CollectionView) { above = view.superview }
        guard let collectionView = above as? CollectionView, let path = collectionView.indexPath(for: cell) else { return nil }
        return (collectionView, path)
    }
}
