import Foundation

/// Content whose rows a drag by their reorder grip moves while it is editing (a table's, a list's): the pan's phases
/// turn into lifting a row, following the finger and letting it go, the same way for both.
@MainActor
protocol ReorderRows: SwipeRows {
    /// Whether a row is being moved now.
    var isMovingRow: Bool { get }
    /// Lifts the row whose grip is at `start` (in the content); whether there was one to lift.
    func beginMove(at start: CGPoint) -> Bool
    /// The finger is at `y` in the content.
    func dragMove(to y: CGFloat)
    /// The finger lifted.
    func endMove()
}

extension ReorderRows {
    /// Follows a pan while editing: whether it is moving a row. A row swiped open closes first.
    func reorder(with pan: PanGestureRecognizer) -> Bool {
        switch pan.state {
        case .began:
            closeSwipe(animated: true)
            return beginMove(at: swipePressPoint ?? pan.location(in: self))
        case .changed:
            guard isMovingRow else { return false }
            dragMove(to: pan.location(in: self).y)
            return true
        case .ended, .cancelled:
            guard isMovingRow else { return false }
            endMove()
            return true
        default:
            return false
        }
    }
}
