import Foundation

/// What a collection view keeps of a drag over it: where a drop would go, what its delegate proposed, and the item
/// highlighted for a drop into it.
@MainActor
struct CollectionDropState {
    var destination: IndexPath?
    var proposal = CollectionViewDropProposal(operation: .cancel)
    var highlighted: IndexPath?
}

/// Dropping on a collection view (iOS 11): its drop delegate proposes, as the finger moves, what a drop would do where;
/// a move of one of its own items into a gap makes room as the finger goes (the items slide, 0.3 s), a drop into an
/// item highlights it; let go, the delegate updates its data and says where each item lands, and the preview flies
/// there — the item's cell hidden until it has landed.
extension CollectionView {
    /// Takes drops; none are taken without one.
    public var dropDelegate: (any CollectionViewDropDelegate)? {
        get { record.dropDelegate }
        set { record.dropDelegate = newValue }
    }

    /// Where a drop at `point` would go: the item under it, the end of the last section past the last item, or nil.
    private func destination(at point: CGPoint, for flight: DragFlight) -> IndexPath? {
        if flight.source === self, let move = record.interactiveMove, move.isDrag {
            return preparedLayout.targetIndexPath(forInteractivelyMovingItem: move.current, withPosition: point)
        }
        if let path = indexPathForItem(at: point) { return path }
        guard let section = record.counts.indices.last else { return nil }
        let count = record.counts[section]
        guard count > 0, let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))?.frame else {
            return IndexPath(item: 0, section: section)
        }
        return point.y > last.maxY || (point.y > last.minY && point.x > last.maxX) ? IndexPath(item: count, section: section) : nil
    }

    /// Shows what `state` proposes: the lifted item's place at the destination of a move into a gap (else back where it
    /// was), and the item a drop goes into highlighted.
    private func show(_ state: CollectionDropState?) {
        if var move = record.interactiveMove, move.isDrag {
            var place = move.original
            if let state, let destination = state.destination, state.proposal.intent == .insertAtDestinationIndexPath,
                state.proposal.operation == .move || state.proposal.operation == .copy, destination.section == move.original.section
            {
                place = IndexPath(item: min(destination.item, record.counts[destination.section] - 1), section: destination.section)
            }
            if place != move.current {
                let from = move.current
                move.current = place
                record.interactiveMove = move
                slide(from: from, to: place)
            }
        }
        let highlight = state.flatMap { $0.proposal.intent == .insertIntoDestinationIndexPath ? $0.destination : nil }
        if highlight != record.dropOver?.highlighted {
            record.dropOver?.highlighted.map { cellForItem(at: $0)?.isHighlighted = false }
            highlight.map { cellForItem(at: $0)?.isHighlighted = true }
        }
        record.dropOver?.highlighted = highlight
    }

    /// The frame of the item at `path` in the window's coordinates, as the layout places it now.
    private func windowFrame(of path: IndexPath, in window: View?) -> CGRect? {
        guard let attributes = preparedLayout.layoutAttributesForItem(at: path) else { return nil }
        let (local, container) = placement(of: attributes)
        return container.convert(local.frame, to: window)
    }

    /// The cells go where the layout puts them now (0.3 s): after a drop the data source did not change for.
    private func settleAfterDrop() {
        animatorPlacingCells("drop settling", by: preparedLayout).startAnimation()
    }
}

extension CollectionView: DropTarget {
    func accepts(_ flight: DragFlight) -> Bool {
        guard let delegate = record.dropDelegate else { return false }
        return delegate.collectionView(self, canHandle: flight.session)
    }

    func dragEntered(_ flight: DragFlight) {
        record.dropOver = CollectionDropState()
        record.dropDelegate?.collectionView(self, dropSessionDidEnter: flight.session)
    }

    func dragMoved(_ flight: DragFlight) -> DropProposal {
        let destination = destination(at: flight.session.location(in: self), for: flight)
        var proposal =
            record.dropDelegate?.collectionView(self, dropSessionDidUpdate: flight.session, withDestinationIndexPath: destination)
            ?? CollectionViewDropProposal(operation: .cancel)
        // A move the drag does not allow is refused, as UIKit enforces it.
        if proposal.operation == .move, !flight.session.allowsMoveOperation {
            proposal = CollectionViewDropProposal(operation: .forbidden, intent: proposal.intent)
        }
        var state = record.dropOver ?? CollectionDropState()
        (state.destination, state.proposal) = (destination, proposal)
        show(state)
        record.dropOver?.destination = destination
        record.dropOver?.proposal = proposal
        return proposal
    }

    func dragExited(_ flight: DragFlight) {
        guard record.dropOver != nil else { return }
        show(nil)
        record.dropOver = nil
        record.dropDelegate?.collectionView(self, dropSessionDidExit: flight.session)
    }

    func performDrop(_ flight: DragFlight) -> DropLanding {
        let state = record.dropOver ?? CollectionDropState()
        var source: IndexPath?
        if flight.source === self, let move = record.interactiveMove, move.isDrag {
            source = move.original
            // The data source has not heard of the move: the cells are its items' again, where they stand, and the
            // lifted one stays hidden until the drop has landed.
            var cells: [IndexPath: CollectionViewCell] = [:]
            for (path, cell) in record.visible { cells[dataSourcePath(forShown: path)] = cell }
            record.visible = cells
            record.interactiveMove = nil
            record.landing.insert(move.original)
        }
        let coordinator = CollectionDropCoordinator(
            items: flight.session.items.enumerated().map { index, item in
                CollectionDropItem(dragItem: item, sourceIndexPath: index == 0 ? source : nil, previewSize: flight.preview.bounds.size)
            }, destinationIndexPath: state.destination, proposal: state.proposal, session: flight.session)
        let updates = record.updateAnimator
        record.dropDelegate?.collectionView(self, performDropWith: coordinator)
        if record.updateAnimator == nil || record.updateAnimator === updates { settleAfterDrop() }
        let window = flight.session.window
        guard let request = coordinator.requests.first else { return DropLanding(frame: nil, animations: coordinator.animations) }
        switch request {
        case .toItem(let path):
            record.landing.insert(path)
            cellForItem(at: path)?.isHidden = true
            return DropLanding(frame: windowFrame(of: path, in: window), animations: coordinator.animations)
        case .intoItem(let path, let rect):
            guard let cell = windowFrame(of: path, in: window) else { return DropLanding(frame: nil, animations: coordinator.animations) }
            let size = flight.preview.bounds.size
            let scale = size.width > 0 && size.height > 0 ? min(rect.width / size.width, rect.height / size.height) : 0
            let fitted = CGRect(
                x: cell.minX + rect.midX - size.width * scale / 2, y: cell.minY + rect.midY - size.height * scale / 2,
                width: size.width * scale, height: size.height * scale)
            return DropLanding(frame: fitted, animations: coordinator.animations)
        }
    }

    func dropEnded(_ flight: DragFlight) {
        let landed = record.landing
        record.landing = []
        for path in landed.sorted() {
            guard let cell = record.visible[path], let attributes = preparedLayout.layoutAttributesForItem(at: path) else { continue }
            cell.isHidden = placement(of: attributes).attributes.isHidden
        }
        record.dropOver?.highlighted.map { cellForItem(at: $0)?.isHighlighted = false }
        record.dropOver = nil
        record.dropDelegate?.collectionView(self, dropSessionDidEnd: flight.session)
    }
}

/// A dropped item as a collection view's drop delegate sees it.
@MainActor
final class CollectionDropItem: CollectionViewDropItem {
    let dragItem: DragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: DragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        (self.dragItem, self.sourceIndexPath, self.previewSize) = (dragItem, sourceIndexPath, previewSize)
    }
}

/// The coordinator handed to a collection view's drop delegate: what was dropped, where, and where it lands.
@MainActor
final class CollectionDropCoordinator: CollectionViewDropCoordinator {
    enum Request {
        case toItem(IndexPath)
        case intoItem(IndexPath, CGRect)
    }

    let items: [any CollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: CollectionViewDropProposal
    let session: any DropSession
    private(set) var requests: [Request] = []
    let animations = AlongsideAnimations()

    init(
        items: [any CollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: CollectionViewDropProposal,
        session: any DropSession
    ) {
        (self.items, self.destinationIndexPath, self.proposal, self.session) = (items, destinationIndexPath, proposal, session)
    }

    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> any DragAnimating {
        requests.append(.toItem(indexPath))
        return animations
    }

    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating {
        requests.append(.intoItem(indexPath, rect))
        return animations
    }
}
