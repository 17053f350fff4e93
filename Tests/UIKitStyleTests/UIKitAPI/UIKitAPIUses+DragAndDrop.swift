import AnimKit
import Foundation

/// A shelf whose books are reordered by drag and drop, with UIKit's delegate signatures.
@MainActor
private final class DraggableShelf: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var books = ["a", "b", "c"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { books.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
    }

    // api: UICollectionViewDragDelegate.collectionView(_:itemsForBeginning:at:)
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    {
        // api: NSItemProvider.init(object:)
        let provider = NSItemProvider(object: books[indexPath.item] as NSString)
        // api: UIDragItem.init(itemProvider:)
        let item = UIDragItem(itemProvider: provider)
        // api: UIDragItem.localObject
        item.localObject = books[indexPath.item]
        // api: UIDragSession.localContext
        session.localContext = collectionView
        return [item]
    }

    // api: UICollectionViewDragDelegate.collectionView(_:dragSessionDidEnd:)
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}

    // api: UICollectionViewDropDelegate.collectionView(_:canHandle:)
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        // api: UIDragDropSession.canLoadObjects(ofClass:)
        session.canLoadObjects(ofClass: NSString.self)
    }

    // api: UICollectionViewDropDelegate.collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        // api: UIDropSession.localDragSession
        guard session.localDragSession != nil else { return UICollectionViewDropProposal(operation: .forbidden) }
        // api: UICollectionViewDropProposal.init(operation:intent:)
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    // api: UICollectionViewDropDelegate.collectionView(_:performDropWith:)
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        // api: UICollectionViewDropCoordinator.destinationIndexPath
        guard let destination = coordinator.destinationIndexPath,
            // api: UICollectionViewDropCoordinator.items
            let item = coordinator.items.first,
            // api: UICollectionViewDropItem.sourceIndexPath
            let source = item.sourceIndexPath
        else { return }
        // api: UIDropSession.loadObjects(ofClass:completion:)
        coordinator.session.loadObjects(ofClass: NSString.self) { _ in }
        collectionView.performBatchUpdates({
            self.books.insert(self.books.remove(at: source.item), at: destination.item)
            collectionView.moveItem(at: source, to: destination)
        })
        // api: UICollectionViewDropCoordinator.drop(_:toItemAt:)
        let animating = coordinator.drop(item.dragItem, toItemAt: destination)
        // api: UIDragAnimating.addAnimations(_:)
        animating.addAnimations { collectionView.alpha = 1 }
    }
}

/// Drag and drop in a collection view, and what a drag carries.
@MainActor
func useDragAndDropAPI() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    let shelf = DraggableShelf()
    let grid = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "book")
    grid.dataSource = shelf
    // api: UICollectionView.dragDelegate
    grid.dragDelegate = shelf
    // api: UICollectionView.dropDelegate
    grid.dropDelegate = shelf
    // api: UICollectionView.dragInteractionEnabled
    grid.dragInteractionEnabled = true
    // api: UICollectionView.hasActiveDrag
    _ = grid.hasActiveDrag
    window.addSubview(grid)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let provider = NSItemProvider(object: "text" as NSString)
    // api: NSItemProvider.canLoadObject(ofClass:)
    if provider.canLoadObject(ofClass: String.self) {
        // api: NSItemProvider.loadObject(ofClass:completionHandler:)
        provider.loadObject(ofClass: String.self) { _, _ in }
    }
    // api: NSItemProvider.registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)
    provider.registerDataRepresentation(forTypeIdentifier: "public.data", visibility: .all) { completion in
        completion(Data(), nil)
        return nil
    }
}

/// A badge dragged onto a tray.
@MainActor
private final class BadgeTray: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    // api: UIDragInteractionDelegate.dragInteraction(_:itemsForBeginning:)
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "badge" as NSString))]
    }

    // api: UIDragInteractionDelegate.dragInteraction(_:willAnimateLiftWith:session:)
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
        // api: UIDragAnimating.addCompletion(_:)
        animator.addCompletion { _ in }
    }

    // api: UIDragInteractionDelegate.dragInteraction(_:session:didEndWith:)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {}

    // api: UIDropInteractionDelegate.dropInteraction(_:canHandle:)
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }

    // api: UIDropInteractionDelegate.dropInteraction(_:sessionDidUpdate:)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        // api: UIDropProposal.init(operation:)
        UIDropProposal(operation: .copy)
    }

    // api: UIDropInteractionDelegate.dropInteraction(_:performDrop:)
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        // api: UIDragDropSession.location(in:)
        _ = session.location(in: interaction.view ?? UIView())
    }

    // api: UIDropInteractionDelegate.dropInteraction(_:concludeDrop:)
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
}

/// Dragging a view onto another.
@MainActor
func useDragInteractionAPI() {
    let tray = BadgeTray()
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    // api: UIDragInteraction.init(delegate:)
    let drag = UIDragInteraction(delegate: tray)
    // api: UIDragInteraction.isEnabled
    drag.isEnabled = UIDragInteraction.isEnabledByDefault
    badge.addInteraction(drag)
    let target = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    // api: UIDropInteraction.init(delegate:)
    target.addInteraction(UIDropInteraction(delegate: tray))
}
