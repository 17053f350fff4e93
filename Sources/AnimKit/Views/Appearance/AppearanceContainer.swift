import Foundation

/// What an appearance proxy can be limited to the inside of (UIKit's `UIAppearanceContainer`): views and view
/// controllers, as in `UILabel.appearance(whenContainedInInstancesOf: [UITableViewHeaderFooterView.self])`.
@MainActor
public protocol AppearanceContainer: AppearanceClass {}

/// A class whose instances take an appearance proxy's settings (UIKit's `UIAppearance`): views and bar button items.
@MainActor
public protocol AppearanceClass: AnyObject {}

/// UIKit's name for what an appearance proxy can be limited to the inside of.
public typealias UIAppearanceContainer = AppearanceContainer
/// UIKit's name for a class whose instances take an appearance proxy's settings.
public typealias UIAppearance = AppearanceClass

extension View: AppearanceContainer {}
extension ViewController: AppearanceContainer {}

extension AppearanceClass {
    /// Whether `object` is an instance of this class or of a subclass of it. (Asked of a class held as `any
    /// AppearanceContainer.Type`, `Self` is the class itself, whatever the static type said.)
    nonisolated static func hasInstance(_ object: AnyObject) -> Bool { object is Self }

    /// Whether `type` is this class or a subclass of it.
    nonisolated static func includes(_ type: Any.Type) -> Bool { type is Self.Type }
}

extension AppearanceContainer {
    /// The container a view or controller sits in, for appearance: a controller's root view is in its controller, a
    /// controller in the superview of its view, any other view in its superview.
    var appearanceContainer: (any AppearanceContainer)? {
        if let view = self as? View { return view.owningController ?? view.superview }
        if let controller = self as? ViewController { return controller.viewIfLoaded?.superview }
        return nil
    }
}

/// Whether the containers from `first` outwards hold instances of `containers`, innermost first, each further out than
/// the last (not necessarily directly), as UIKit reads a containment list.
@MainActor
func appearanceChain(from first: (any AppearanceContainer)?, holds containers: [any AppearanceContainer.Type]) -> Bool {
    var remaining = containers[...]
    var current = first
    while let container = current, let inner = remaining.first {
        if inner.hasInstance(container) { remaining = remaining.dropFirst() }
        current = container.appearanceContainer
    }
    return remaining.isEmpty
}
