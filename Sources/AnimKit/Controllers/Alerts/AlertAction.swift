import Foundation

/// A button of an alert or action sheet (also spelled `UIAlertAction`): its title, style and what it does.
@preconcurrency @MainActor
open class AlertAction {
    /// How the button looks and where it goes.
    public enum Style: Int, Sendable {
        /// An ordinary choice.
        case `default`
        /// The choice that changes nothing: in bold, last in an action sheet, first of two side by side.
        case cancel
        /// A choice that destroys something: in red.
        case destructive
    }

    /// The button's title.
    open private(set) var title: String?
    /// How the button looks.
    open private(set) var style: Style
    /// Whether the button can be chosen; a disabled one is grey.
    open var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    /// A button titled `title` that runs `handler` once the alert has gone.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        (self.title, self.style, self.handler) = (title, style, handler)
    }
}

/// UIKit's name for an alert's button.
public typealias UIAlertAction = AlertAction
