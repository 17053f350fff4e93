import Foundation

/// A controller whose view is a collection view it is the data source and delegate of (UIKit's
/// `UICollectionViewController`): subclasses override the collection view's methods
/// (`override func collectionView(_:cellForItemAt:)`…), as in UIKit. A long press moves items by hand while
/// ``installsStandardGestureForInteractiveMovement`` is on and the data source lets them move.
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let layout: CollectionViewLayout
    /// The standard gesture's press, and how far the pressed item's centre was from the finger.
    private var standardMovePress: LongPressGestureRecognizer?
    private var standardMoveGrab = CGPoint.zero
    /// Whether the items selected are deselected as the controller's view is about to appear (true by default).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press on an item moves it (true by default, as in UIKit): the collection view's interactive
    /// movement, driven by a press the controller puts on it.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { if isViewLoaded { placeStandardMovePress() } }
    }

    /// A controller of a collection view laid out by `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller of a collection view with a flow layout (UIKit raises when none is given; AnimKit takes one).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's initialiser from an archive: a flow layout.
    public required init?(coder: NSCoder) {
        layout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, which is the controller's view.
    open var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: CollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

    /// Makes the collection view, the size of the screen, with this controller as its data source and delegate.
    open override func loadView() {
        let collection = CollectionView(frame: Screen.main.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
        placeStandardMovePress()
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` (a subclass overriding this calls `super`).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        for path in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: path, animated: animated) }
    }

    /// Puts the standard press on the collection view, or takes it off, as ``installsStandardGestureForInteractiveMovement`` says.
    private func placeStandardMovePress() {
        guard let collection = view as? CollectionView else { return }
        if !installsStandardGestureForInteractiveMovement, let press = standardMovePress {
            collection.removeGestureRecognizer(press)
            standardMovePress = nil
        } else if installsStandardGestureForInteractiveMovement, standardMovePress == nil {
            let press = LongPressGestureRecognizer { [weak self] in self?.standardMovePressed($0) }
            collection.addGestureRecognizer(press)
            standardMovePress = press
        }
    }

    /// The standard press: held, the item under it lifts; moved, it follows the finger (keeping where it was held);
    /// lifted, it settles in its new place; cancelled, it goes back.
    private func standardMovePressed(_ press: GestureRecognizer) {
        guard let collection = collectionView else { return }
        let finger = press.location(in: collection)
        switch press.state {
        case .began:
            guard let path = collection.indexPathForItem(at: finger), let cell = collection.cellForItem(at: path),
                collection.beginInteractiveMovementForItem(at: path)
            else { return }
            standardMoveGrab = CGPoint(x: cell.center.x - finger.x, y: cell.center.y - finger.y)
        case .changed:
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: finger.x + standardMoveGrab.x, y: finger.y + standardMoveGrab.y))
        case .ended: collection.endInteractiveMovement()
        default: collection.cancelInteractiveMovement()
        }
    }

    // MARK: The data source — each is the protocol's default until overridden.

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A blank cell (a subclass that has items overrides this).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    /// An empty view.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView
    { CollectionReusableView(frame: .zero) }
    /// No.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: The delegate

    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Yes.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Yes.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Yes.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// The proposal.
    open func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// What ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`` says.
    open func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// None.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    { nil }
    /// None.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint)
        -> ContextMenuConfiguration?
    { nil }
    /// Nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Nothing.
    open func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// The preview sinks back onto the item.
    open func collectionView(
        _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) { animator.preferredCommitStyle = .dismiss }

    // MARK: The collection view's scrolling

    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Nothing.
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// `true`: a tap on the status bar may scroll the list to its top.
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Nothing.
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}

/// UIKit's name for a collection view controller.
public typealias UICollectionViewController = CollectionViewController
