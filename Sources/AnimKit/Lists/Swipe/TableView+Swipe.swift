import Foundation

/// Content whose rows a pan moves (a table's: swiped open sideways, or dragged by a reorder grip while editing): each
/// pan is offered here first.
@MainActor
protocol SwipeableContent {
    /// Whether `pan` is moving a row (and so does not scroll the content).
    func swipe(with pan: PanGestureRecognizer) -> Bool
}

/// Swipe actions: a sideways drag on a row slides it away from the buttons its delegate gives for that side; let go
/// past half of them (or flicked open) it rests open, else it closes; swiped most of the way across, the first action
/// spans the room and runs. A tap on a button runs its action; a tap elsewhere, or a scroll, closes the row.
extension TableView: SwipeableContent {
    func swipe(with pan: PanGestureRecognizer) -> Bool {
        // While editing, rows are not swiped: a drag on a reorder control moves its row.
        if record.isEditing || record.move != nil { return reorder(with: pan) }
        switch pan.state {
        case .began:
            return beginSwipe(at: pan.location(in: self))
        case .changed:
            guard record.swipe?.isTracking == true else { return false }
            dragSwipe(by: pan.translation(in: nil).x)
            return true
        case .ended, .cancelled:
            guard record.swipe?.isTracking == true else { return false }
            endSwipe(velocity: pan.state == .ended ? pan.velocity(in: nil).x : 0)
            return true
        default:
            return false
        }
    }

    /// A pan began at `here`: sideways on a row with actions for that side, it takes the row (or the open row
    /// again); anything else closes an open row, and a sideways drag then does nothing more.
    private func beginSwipe(at here: CGPoint) -> Bool {
        let start = record.pressPoint ?? here
        let sideways = abs(here.x - start.x) > abs(here.y - start.y)
        if let swipe = record.swipe {
            guard sideways, indexPathForRow(at: start) == swipe.path, let cell = record.visible[swipe.path] else {
                closeSwipe(animated: true)
                return sideways
            }
            // Taken where it is drawn, mid-settle too.
            let rest = record.layout.rect(forRow: swipe.path, width: bounds.width).minX
            let drawn = (cell.presentation.frame.minX - rest) * (swipe.buttons.edge == .trailing ? -1 : 1)
            swipe.animator?.stopAnimation(true)
            record.swipe?.animator = nil
            View.performWithoutAnimation { placeSwipe(offset: drawn) }
            record.swipe?.dragStart = drawn
            record.swipe?.isTracking = true
            return true
        }
        guard sideways, record.updateAnimator == nil, let path = indexPathForRow(at: start), let cell = record.visible[path] else {
            return false
        }
        let edge: SwipeActionsView.Edge = here.x < start.x ? .trailing : .leading
        let configuration =
            edge == .trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) ?? deleteSwipeConfiguration(forRowAt: path)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        guard let configuration, !configuration.actions.isEmpty else { return false }
        let buttons = SwipeActionsView(actions: configuration.actions, edge: edge)
        insertSubview(buttons, belowSubview: cell)
        record.swipe = RowSwipe(path: path, buttons: buttons, fullSwipe: configuration.performsFirstActionWithFullSwipe, isTracking: true)
        View.performWithoutAnimation { placeSwipe(offset: 0) }
        return true
    }

    /// The finger moved `moved` points sideways since the pan began: the row follows it — past its buttons freely
    /// towards a full swipe, or by the rubber band when there is none.
    private func dragSwipe(by moved: CGFloat) {
        guard let swipe = record.swipe else { return }
        let width = bounds.width, open = swipe.buttons.openWidth
        var offset = max(swipe.dragStart + (swipe.buttons.edge == .trailing ? -moved : moved), 0)
        if offset > open {
            offset = swipe.fullSwipe ? min(offset, width) : open + ScrollPhysics.rubberBand(offset - open, dimension: width)
        }
        record.swipe?.isArmed = swipe.fullSwipe && offset >= RowSwipe.fullSwipeDistance(rowWidth: width, openWidth: open)
        View.performWithoutAnimation { placeSwipe(offset: offset) }
    }

    /// The finger lifted moving at `velocity` (points a second, sideways): an armed row runs its first action; a
    /// flick decides open or closed by its direction; else the row opens when past half of its buttons.
    private func endSwipe(velocity: CGFloat) {
        guard let swipe = record.swipe else { return }
        record.swipe?.isTracking = false
        if swipe.isArmed { return performSwipeAction(0) }
        let opening = swipe.buttons.edge == .trailing ? -velocity : velocity
        let open = abs(velocity) >= RowSwipe.flickSpeed ? opening > 0 : swipe.offset > swipe.buttons.openWidth / 2
        if open { settleSwipe(to: swipe.buttons.openWidth) } else { closeSwipe(animated: true) }
    }

    /// Moves the swiped row `offset` points from its place and lays its buttons out in the room (animated when
    /// called in an animation).
    func placeSwipe(offset: CGFloat) {
        guard let swipe = record.swipe, let cell = record.visible[swipe.path] else { return }
        record.swipe?.offset = offset
        let rect = record.layout.rect(forRow: swipe.path, width: bounds.width), trailing = swipe.buttons.edge == .trailing
        cell.frame = rect.offsetBy(dx: trailing ? -offset : offset, dy: 0)
        swipe.buttons.frame = CGRect(x: trailing ? rect.maxX - offset : rect.minX, y: rect.minY, width: offset, height: rect.height)
        swipe.buttons.arrange(revealed: offset, expanded: record.swipe?.isArmed ?? false)
        // In editing mode the delete control stands upright while the row shows Delete.
        cell.editing.control?.transform = offset > 0 && cell.isEditing ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity
    }

    /// Settles the swiped row at `offset` over ``RowSwipe/settleDuration``, then runs `then`.
    func settleSwipe(to offset: CGFloat, then: (@MainActor () -> Void)? = nil) {
        record.swipe?.animator?.stopAnimation(true)
        let animator = PropertyAnimator(duration: RowSwipe.settleDuration, dampingRatio: 1)
        animator.name = "swipe"
        animator.addAnimations { [weak self] in self?.placeSwipe(offset: offset) }
        animator.addCompletion { position in if position == .end { then?() } }
        record.swipe?.animator = animator
        animator.startAnimation()
    }

    /// Closes the swiped row (sliding back when `animated`) and takes its buttons away.
    func closeSwipe(animated: Bool) {
        guard let swipe = record.swipe else { return }
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self, let now = self.record.swipe, now.buttons === swipe.buttons, !now.isTracking else { return }
            now.buttons.removeFromSuperview()
            self.record.swipe = nil
        }
        record.swipe?.isArmed = false
        guard animated else {
            swipe.animator?.stopAnimation(true)
            View.performWithoutAnimation { placeSwipe(offset: 0) }
            return finish()
        }
        settleSwipe(to: 0, then: finish)
    }

    /// Runs the swiped row's action `index` (the first, after a full swipe — a destructive one sliding the row
    /// away); its completion closes the row, unless an update took it.
    private func performSwipeAction(_ index: Int) {
        guard let swipe = record.swipe, swipe.buttons.actions.indices.contains(index) else { return }
        let action = swipe.buttons.actions[index], buttons = swipe.buttons
        if swipe.isArmed, action.style == .destructive { settleSwipe(to: bounds.width) }
        action.handler(action, buttons.buttons[index]) { [weak self] _ in
            guard let self, self.record.swipe?.buttons === buttons else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// A tap while a row is open: on a button, its action runs; elsewhere, the row closes.
    func tapWhileSwiped(at point: CGPoint) {
        guard let swipe = record.swipe else { return }
        if let index = swipe.buttons.action(at: swipe.buttons.convert(point, from: self)) {
            performSwipeAction(index)
        } else {
            closeSwipe(animated: true)
        }
    }

    /// The trailing actions a row has when the delegate gives none: Delete (titled as the delegate says), when the
    /// data source lets the row be edited and its editing style is `.delete`; it commits the deletion.
    func deleteSwipeConfiguration(forRowAt path: IndexPath) -> SwipeActionsConfiguration? {
        guard dataSource?.tableView(self, canEditRowAt: path) == true,
            (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete
        else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}
