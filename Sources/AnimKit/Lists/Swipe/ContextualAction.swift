import Foundation

/// A button a row reveals when swiped sideways (UIKit's `UIContextualAction`): its title and colour, and what it does
/// when tapped — or when a full swipe performs it.
@preconcurrency @MainActor
open class ContextualAction {
    /// How the action looks: a plain grey button, or a red one for an action that removes the row.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button; a full swipe slides the row away.
        case destructive
    }

    /// What the action does: it is handed the action, the button's view, and a completion to call with whether it did
    /// what it offered (the row closes then).
    public typealias Handler = @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

    /// How the button looks.
    open var style: Style { storedStyle }
    let storedStyle: Style
    /// The button's title.
    open var title: String?
    /// The button's colour: grey for `.normal`, red for `.destructive` unless set.
    open var backgroundColor: Color
    /// An image over the title (drawn above it).
    open var image: Image?
    /// What the action does.
    open var handler: Handler { storedHandler }
    let storedHandler: Handler

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.storedStyle = style
        self.title = title
        self.storedHandler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a row reveals on one side (UIKit's `UISwipeActionsConfiguration`): the first is the one nearest the
/// row's edge, and the one a full swipe performs.
@preconcurrency @MainActor
open class SwipeActionsConfiguration {
    /// The actions, from the row's edge inwards.
    open var actions: [ContextualAction] { storedActions }
    let storedActions: [ContextualAction]
    /// Whether swiping the row most of the way across performs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, the first nearest the edge.
    public init(actions: [ContextualAction]) {
        self.storedActions = actions
    }
}

/// UIKit's name for a swipe action.
public typealias UIContextualAction = ContextualAction
/// UIKit's name for a row's swipe actions.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
