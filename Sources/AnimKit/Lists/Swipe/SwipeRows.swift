import Foundation

/// A list whose rows swipe sideways to reveal actions — a table, or a collection view laid out as a list: what the
/// swipe needs of it (where its rows are, their cells, the actions for a side); ``SwipeRows`` does the rest.
@MainActor
protocol SwipeRows: ScrollView {
    /// The row swiped now, if any.
    var rowSwipe: RowSwipe? { get set }
    /// Where the finger came down, in the content.
    var swipePressPoint: CGPoint? { get }
    /// Whether rows may not be swiped now (an update is animating).
    var swipeIsBlocked: Bool { get }
    /// The row at `point` in the content.
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The cell showing the row at `path`.
    func swipeCell(at path: IndexPath) -> View?
    /// Where the row at `path` rests, in the content.
    func swipeRestFrame(of path: IndexPath) -> CGRect
    /// The actions the row at `path` reveals from `edge`.
    func swipeConfiguration(for edge: SwipeActionsView.Edge, at path: IndexPath) -> SwipeActionsConfiguration?
    /// The swiped row's cell moved `offset` points (a table's editing control turns upright).
    func swipeMoved(_ cell: View, offset: CGFloat)
    /// Whether rows sit in cards (an inset grouped list): a swiped row then stays inside its card.
    var swipesInCards: Bool { get }
}

/// Swipe actions: a sideways drag on a row slides it away from the buttons its list gives for that side; let go past
/// half of them (or flicked open) it rests open, else it closes; swiped most of the way across, the first action spans
/// the room and runs. A tap on a button runs its action; a tap elsewhere, or a scroll, closes the row.
extension SwipeRows {
    /// Follows `pan` when it swipes a row; whether it does (then it does not scroll the list).
    func trackSwipe(with pan: PanGestureRecognizer) -> Bool {
        switch pan.state {
        case .began:
            return beginSwipe(at: pan.location(in: self))
        case .changed:
            guard rowSwipe?.isTracking == true else { return false }
            dragSwipe(by: pan.translation(in: nil).x)
            return true
        case .ended, .cancelled:
            guard rowSwipe?.isTracking == true else { return false }
            endSwipe(velocity: pan.state == .ended ? pan.velocity(in: nil).x : 0)
            return true
        default:
            return false
        }
    }

    /// A pan began at `here`: sideways on a row with actions for that side, it takes the row (or the open row
    /// again); anything else closes an open row, and a sideways drag then does nothing more.
    private func beginSwipe(at here: CGPoint) -> Bool {
        let start = swipePressPoint ?? here
        let sideways = abs(here.x - start.x) > abs(here.y - start.y)
        if let swipe = rowSwipe {
            guard sideways, swipeRow(at: start) == swipe.path, let cell = swipeCell(at: swipe.path) else {
                closeSwipe(animated: true)
                return sideways
            }
            // Taken where it is drawn, mid-settle too.
            let rest = swipeRestFrame(of: swipe.path).minX
            let drawn = (cell.presentation.frame.minX - rest) * (swipe.buttons.edge == .trailing ? -1 : 1)
            swipe.animator?.stopAnimation(true)
            rowSwipe?.animator = nil
            View.performWithoutAnimation { placeSwipe(offset: drawn) }
            rowSwipe?.dragStart = drawn
            rowSwipe?.isTracking = true
            return true
        }
        guard sideways, !swipeIsBlocked, let path = swipeRow(at: start), let cell = swipeCell(at: path) else { return false }
        let edge: SwipeActionsView.Edge = here.x < start.x ? .trailing : .leading
        guard let configuration = swipeConfiguration(for: edge, at: path), !configuration.actions.isEmpty else { return false }
        takeRow(path, cell: cell, actions: configuration, edge: edge, tracking: true)
        return true
    }

    /// Opens the row at `path` on `configuration`'s buttons at the trailing edge, as a tap on a delete control does.
    func openSwipe(at path: IndexPath, with configuration: SwipeActionsConfiguration) {
        guard let cell = swipeCell(at: path), !configuration.actions.isEmpty else { return }
        closeSwipe(animated: false)
        let buttons = takeRow(path, cell: cell, actions: configuration, edge: .trailing, tracking: false)
        settleSwipe(to: buttons.openWidth)
    }

    /// Puts `configuration`'s buttons for `edge` under the row at `path`, shown closed: the row is the one swiped now
    /// (kept inside its card when it is in one).
    @discardableResult
    private func takeRow(
        _ path: IndexPath, cell: View, actions configuration: SwipeActionsConfiguration, edge: SwipeActionsView.Edge, tracking: Bool
    )
        -> SwipeActionsView
    {
        let buttons = SwipeActionsView(actions: configuration.actions, edge: edge)
        cell.superview?.insertSubview(buttons, belowSubview: cell)
        rowSwipe = RowSwipe(
            path: path, buttons: buttons, fullSwipe: tracking && configuration.performsFirstActionWithFullSwipe, isTracking: tracking)
        if swipesInCards {
            let corners = cell.layer.cornerRadius > 0 ? cell.layer.maskedCorners : []
            rowSwipe?.card = (cell, corners, cell.layer.cornerRadius)
        }
        View.performWithoutAnimation { placeSwipe(offset: 0) }
        return buttons
    }

    /// The finger moved `moved` points sideways since the pan began: the row follows it — past its buttons freely
    /// towards a full swipe, or by the rubber band when there is none.
    private func dragSwipe(by moved: CGFloat) {
        guard let swipe = rowSwipe else { return }
        let width = swipeRestFrame(of: swipe.path).width, open = swipe.buttons.openWidth
        var offset = max(swipe.dragStart + (swipe.buttons.edge == .trailing ? -moved : moved), 0)
        if offset > open {
            offset = swipe.fullSwipe ? min(offset, width) : open + ScrollPhysics.rubberBand(offset - open, dimension: width)
        }
        rowSwipe?.isArmed = swipe.fullSwipe && offset >= RowSwipe.fullSwipeDistance(rowWidth: width, openWidth: open)
        View.performWithoutAnimation { placeSwipe(offset: offset) }
    }

    /// The finger lifted moving at `velocity` (points a second, sideways): an armed row runs its first action; a
    /// flick decides open or closed by its direction; else the row opens when past half of its buttons.
    private func endSwipe(velocity: CGFloat) {
        guard let swipe = rowSwipe else { return }
        rowSwipe?.isTracking = false
        if swipe.isArmed { return performSwipeAction(0) }
        let opening = swipe.buttons.edge == .trailing ? -velocity : velocity
        let open = abs(velocity) >= RowSwipe.flickSpeed ? opening > 0 : swipe.offset > swipe.buttons.openWidth / 2
        if open { settleSwipe(to: swipe.buttons.openWidth) } else { closeSwipe(animated: true) }
    }

    /// Moves the swiped row `offset` points from its place and lays its buttons out in the room (animated when
    /// called in an animation).
    func placeSwipe(offset: CGFloat) {
        guard let swipe = rowSwipe, let cell = swipeCell(at: swipe.path) else { return }
        rowSwipe?.offset = offset
        let rect = swipeRestFrame(of: swipe.path), trailing = swipe.buttons.edge == .trailing
        cell.frame = rect.offsetBy(dx: trailing ? -offset : offset, dy: 0)
        swipe.buttons.frame = CGRect(x: trailing ? rect.maxX - offset : rect.minX, y: rect.minY, width: offset, height: rect.height)
        swipe.buttons.arrange(revealed: offset, expanded: rowSwipe?.isArmed ?? false)
        if swipe.card != nil { clipToCard(swipe, offset: offset, rest: rect, trailing: trailing) }
        swipeMoved(cell, offset: offset)
    }

    /// Keeps a swiped row in its card: a mask over the card's place (in the cell's coordinates, the cell having moved
    /// `offset` away) with the card's corners the row has, and the buttons rounded at those corners on their side.
    private func clipToCard(_ swipe: RowSwipe, offset: CGFloat, rest: CGRect, trailing: Bool) {
        guard let card = swipe.card else { return }
        let mask = card.cell.mask ?? View()
        if card.cell.mask == nil {
            View.performWithoutAnimation {
                mask.backgroundColor = .black
                mask.layer.cornerRadius = card.corners.isEmpty ? 0 : card.radius
                mask.layer.maskedCorners = card.corners.isEmpty ? .allCorners : card.corners
                mask.frame = CGRect(origin: .zero, size: rest.size)
            }
            card.cell.mask = mask
            card.cell.layer.cornerRadius = 0
        }
        mask.frame = CGRect(x: trailing ? offset : -offset, y: 0, width: rest.width, height: rest.height)
        let side: CornerMask = trailing ? [.layerMaxXMinYCorner, .layerMaxXMaxYCorner] : [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        let corners = card.corners.intersection(side)
        swipe.buttons.layer.cornerRadius = corners.isEmpty ? 0 : card.radius
        swipe.buttons.layer.maskedCorners = corners.isEmpty ? .allCorners : corners
        swipe.buttons.clipsToBounds = true
    }

    /// Gives a row swiped in a card its own rounding back, its mask gone.
    func unclipFromCard(_ swipe: RowSwipe) {
        guard let card = swipe.card else { return }
        card.cell.mask = nil
        card.cell.layer.cornerRadius = card.radius
    }

    /// Settles the swiped row at `offset` over ``RowSwipe/settleDuration``, then runs `then`.
    func settleSwipe(to offset: CGFloat, then: (@MainActor () -> Void)? = nil) {
        rowSwipe?.animator?.stopAnimation(true)
        let animator = PropertyAnimator(duration: RowSwipe.settleDuration, dampingRatio: 1)
        animator.name = "swipe"
        animator.addAnimations { [weak self] in self?.placeSwipe(offset: offset) }
        animator.addCompletion { position in if position == .end { then?() } }
        rowSwipe?.animator = animator
        animator.startAnimation()
    }

    /// Closes the swiped row (sliding back when `animated`) and takes its buttons away.
    func closeSwipe(animated: Bool) {
        guard let swipe = rowSwipe else { return }
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self, let now = self.rowSwipe, now.buttons === swipe.buttons, !now.isTracking else { return }
            now.buttons.removeFromSuperview()
            self.unclipFromCard(now)
            self.rowSwipe = nil
        }
        rowSwipe?.isArmed = false
        guard animated else {
            swipe.animator?.stopAnimation(true)
            View.performWithoutAnimation { placeSwipe(offset: 0) }
            return finish()
        }
        settleSwipe(to: 0, then: finish)
    }

    /// Drops the swipe at once, its buttons gone and its row left where it is (an update or a recycle takes the row).
    func dropSwipe() {
        rowSwipe?.animator?.stopAnimation(true)
        rowSwipe?.buttons.removeFromSuperview()
        if let swipe = rowSwipe { unclipFromCard(swipe) }
        rowSwipe = nil
    }

    /// Runs the swiped row's action `index` (the first, after a full swipe — a destructive one sliding the row
    /// away); its completion closes the row, unless an update took it.
    private func performSwipeAction(_ index: Int) {
        guard let swipe = rowSwipe, swipe.buttons.actions.indices.contains(index) else { return }
        let action = swipe.buttons.actions[index], buttons = swipe.buttons
        if swipe.isArmed, action.style == .destructive { settleSwipe(to: swipeRestFrame(of: swipe.path).width) }
        action.handler(action, buttons.buttons[index]) { [weak self] _ in
            guard let self, self.rowSwipe?.buttons === buttons else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// A tap while a row is open: on a button, its action runs; elsewhere, the row closes.
    func tapWhileSwiped(at point: CGPoint) {
        guard let swipe = rowSwipe else { return }
        if let index = swipe.buttons.action(at: swipe.buttons.convert(point, from: self)) {
            performSwipeAction(index)
        } else {
            closeSwipe(animated: true)
        }
    }
}
