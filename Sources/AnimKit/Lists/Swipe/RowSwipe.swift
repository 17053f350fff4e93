import Foundation

/// A row swiped sideways: which row, the buttons it reveals, how far it has moved, and whether a finger holds it.
@MainActor
struct RowSwipe {
    /// The row.
    var path: IndexPath
    /// The buttons, behind the row.
    let buttons: SwipeActionsView
    /// Whether swiping most of the way across performs the first action.
    let fullSwipe: Bool
    /// How far the row has moved from its place, towards the side away from the buttons (the model value: where it
    /// rests once a settling animation ends).
    var offset: CGFloat = 0
    /// Where the offset stood when the finger took the row.
    var dragStart: CGFloat = 0
    /// Whether a finger is dragging the row.
    var isTracking = false
    /// Whether the first action spans the room, to be performed when the finger lifts.
    var isArmed = false
    /// The animation settling the row open or closed.
    var animator: PropertyAnimator?
    /// In an inset grouped list, the swiped cell and its own rounding (the card's corners it has, their radius): while
    /// swiped, a mask over the card's place rounds and clips it instead.
    var card: (cell: View, corners: CornerMask, radius: CGFloat)?

    /// How far past its buttons a row must be swiped to arm a full swipe: 60 % of the row's width, and 40 points
    /// past the buttons at least (AnimKit's figures).
    static func fullSwipeDistance(rowWidth: CGFloat, openWidth: CGFloat) -> CGFloat { max(rowWidth * 0.6, openWidth + 40) }

    /// How fast a finger must lift (points a second) for the direction it moved to decide open or closed.
    static let flickSpeed: CGFloat = 400

    /// How long the row takes to settle open, closed or away (a critically damped spring; AnimKit's timing).
    static let settleDuration: TimeInterval = 0.3
}
