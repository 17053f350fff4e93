import Foundation

/// What a context menu shows (also spelled `UIContextMenuConfiguration`): its menu, made by the action provider when
/// the menu opens, and the controller whose view previews the content over the blurred screen (none: the view held).
@preconcurrency @MainActor
open class ContextMenuConfiguration {
    /// Makes the controller whose view previews the content.
    public typealias PreviewProvider = () -> ViewController?
    /// Makes the menu from the actions the system suggests (none here).
    public typealias ActionProvider = ([MenuElement]) -> Menu?

    /// What identifies the configuration; a unique one when none was given.
    open var identifier: any NSCopying { storedIdentifier }
    private let storedIdentifier: any NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    /// A configuration whose menu `actionProvider` makes.
    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        storedIdentifier = identifier ?? (UUID().uuidString as NSString)
        (self.previewProvider, self.actionProvider) = (previewProvider, actionProvider)
    }

    /// The menu to show: the action provider's, if it makes one with actions.
    func makeMenu() -> Menu? {
        guard let menu = actionProvider?([]), !menu.children.isEmpty else { return nil }
        return menu
    }
}

/// UIKit's name for a context menu's configuration.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// UIKit's name for what makes a context menu's actions.
public typealias UIContextMenuActionProvider = ContextMenuConfiguration.ActionProvider
/// UIKit's name for what makes a context menu's preview.
public typealias UIContextMenuContentPreviewProvider = ContextMenuConfiguration.PreviewProvider

/// Something a view does in answer to input, added with ``View/addInteraction(_:)`` (also spelled `UIInteraction`).
@preconcurrency @MainActor
public protocol Interaction: AnyObject {
    /// The view it is added to.
    var view: View? { get }
    /// It is about to be added to `view` (`nil`: taken off).
    func willMove(to view: View?)
    /// It was added to `view` (`nil`: taken off).
    func didMove(to view: View?)
}

/// UIKit's name for an interaction.
public typealias UIInteraction = Interaction

extension View {
    /// The interactions added to the view.
    public var interactions: [any Interaction] {
        get { attachedInteractions }
        set {
            for old in attachedInteractions { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    /// Adds `interaction` to the view.
    public func addInteraction(_ interaction: any Interaction) {
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Takes `interaction` off the view.
    public func removeInteraction(_ interaction: any Interaction) {
        guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
