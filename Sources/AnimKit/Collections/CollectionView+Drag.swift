import Foundation

/// Dragging items out of a collection view (iOS 11): held half a second, an item the drag delegate gives items for
/// lifts as a preview over everything and follows the finger; over this collection view a move proposed into
/// a gap (`.insertAtDestinationIndexPath`) shows the items making room, as moving an item by hand does.
extension CollectionView {
    /// How soon the items make room under a drag (also spelled `UICollectionView.ReorderingCadence`).
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate = 0
        /// After a short rest.
        case fast = 1
        /// After a longer rest.
        case slow = 2
    }

    /// Starts drags from the items; setting one lets items lift.
    public var dragDelegate: (any CollectionViewDragDelegate)? {
        get { record.dragDelegate }
        set { record.dragDelegate = newValue }
    }

    /// Whether items lift into drags (`true`, as since iOS 15; iOS 14 and earlier said `false` on iPhone).
    public var dragInteractionEnabled: Bool {
        get { record.dragInteractionEnabled }
        set { record.dragInteractionEnabled = newValue }
    }

    /// How soon the items make room under a drag (kept; they make room at once whatever it says).
    public var reorderingCadence: ReorderingCadence {
        get { record.reorderingCadence }
        set { record.reorderingCadence = newValue }
    }

    /// Whether items were lifted from here and are not dropped yet.
    public var hasActiveDrag: Bool { record.flight != nil }

    /// Whether a drag is over the collection view now.
    public var hasActiveDrop: Bool { record.dropOver != nil }

    /// Whether a drag delegate and the setting let items lift now.
    var liftsItems: Bool { record.dragDelegate != nil && record.dragInteractionEnabled }

    func attachDragPress() {
        let press = record.dragPress
        press.mayBegin = { [weak self] point in
            guard let self, self.liftsItems, self.record.flight == nil, self.record.interactiveMove == nil,
                let path = self.indexPathForItem(at: point), self.record.visible[path] != nil
            else { return false }
            return true
        }
        press.changed = { [weak self] press in self?.dragPressChanged(press) }
        addGestureRecognizer(press.recognizer)
    }

    private func dragPressChanged(_ press: GestureRecognizer) {
        switch press.state {
        case .began: lift(at: press.location(in: self))
        case .changed:
            if let flight = record.flight, let window = flight.session.window { flight.move(to: press.location(in: window)) }
        case .ended: record.flight?.end()
        case .cancelled, .failed: record.flight?.cancel()
        default: break
        }
    }

    /// Lifts the item under `point` when the drag delegate gives items for it.
    private func lift(at point: CGPoint) {
        guard let delegate = record.dragDelegate, let path = indexPathForItem(at: point), let cell = record.visible[path] else {
            return
        }
        let window: View = self.window ?? topmostAncestor
        let session = LocalDragSession(items: [], window: window)
        let items = delegate.collectionView(self, itemsForBeginning: session, at: path)
        guard !items.isEmpty else { return }
        session.add(items)
        session.allowsMoveOperation = delegate.collectionView(self, dragSessionAllowsMoveOperation: session)
        delegate.collectionView(self, dragSessionWillBegin: session)
        guard let flight = DragFlight(lifting: cell, at: convert(point, to: window), in: window, session: session, source: self) else {
            return
        }
        record.flight = flight
        // The item's place goes with the drag: its cell hides (the preview stands over it) while its place can move.
        record.interactiveMove = InteractiveItemMove(original: path, current: path, position: cell.center, cell: cell, isDrag: true)
        cell.isHidden = true
        flight.move(to: convert(point, to: window))
    }

    /// `attributes`, hidden when they are a dragged item's place or an item a drop's preview is landing on.
    func hiddenIfDragged(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .cell, !attributes.isHidden else { return attributes }
        let path = attributes.indexPath
        let dragged = record.interactiveMove.map { $0.isDrag && $0.current == path } ?? false
        guard dragged || record.landing.contains(path) else { return attributes }
        let hidden = attributes.copied()
        hidden.isHidden = true
        return hidden
    }
}

extension CollectionView: DragSource {
    func returnFrame(for flight: DragFlight) -> CGRect? {
        guard let move = record.interactiveMove, let attributes = preparedLayout.layoutAttributesForItem(at: move.original) else {
            return nil
        }
        let (local, container) = placement(of: attributes)
        return container.convert(local.frame, to: flight.session.window)
    }

    func dragEnded(_ flight: DragFlight, dropped: Bool) {
        guard record.flight === flight else { return }
        record.flight = nil
        if let move = record.interactiveMove, move.isDrag {
            // Not dropped here: the items are back in their places; the item's cell shows again.
            record.interactiveMove = nil
            if let attributes = preparedLayout.layoutAttributesForItem(at: move.original) {
                move.cell.isHidden = placement(of: attributes).attributes.isHidden
            }
        }
        record.dragDelegate?.collectionView(self, dragSessionDidEnd: flight.session)
    }
}
