import Foundation

/// What a controller shows in a navigation bar while it is on top (UIKit's `UINavigationItem`).
@preconcurrency @MainActor
public final class NavigationItem {
    /// The title in the middle of the bar; the controller's `title` when `nil`.
    public var title: String?
    /// The back button's title on the next screen; the title when `nil`.
    public var backButtonTitle: String?
    /// Whether the back button is hidden while this controller is on top.
    public var hidesBackButton = false

    /// An item titled `title`.
    public init(title: String = "") {
        self.title = title.isEmpty ? nil : title
    }
}

/// UIKit's name for a navigation item.
public typealias UINavigationItem = NavigationItem
