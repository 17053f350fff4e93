import Foundation

/// A closure a control runs for its events (also spelled `UIAction`): AnimKit's form of target–action.
///
/// UIKit's `addTarget(_:action:for:)` names a method with `#selector`, which needs
/// the Objective-C runtime that Linux does not have; iOS 14's closure form compiles
/// here unchanged:
///
/// ```swift
/// slider.addAction(UIAction { action in
///     let slider = action.sender as? UISlider
///     animator.fractionComplete = CGFloat(slider?.value ?? 0)
/// }, for: .valueChanged)
/// ```
@preconcurrency @MainActor
public final class Action: MenuElement {
    /// A name that tells actions apart (adding one with the name of an action already there replaces it).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public var rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's name: the one given, or a unique one.
    public let identifier: Identifier
    /// The control that is running the action now, while its handler runs; `nil` otherwise.
    public internal(set) var sender: Any?
    let handler: @MainActor (Action) -> Void
    /// For an action `addTarget(_:action:for:)` added: its target (nil: the responder chain) and selector.
    var targetAction: (target: ObjectIdentifier?, selector: Selector)?

    /// Whether a menu shows it greyed out, in red or not at all.
    public var attributes: MenuElement.Attributes
    /// Whether a menu shows a check mark beside it.
    public var state: MenuElement.State
    /// The image a menu shows while the action is on (kept for code that sets it).
    public var selectedImage: Image?
    /// A longer title for a keyboard's list of shortcuts (kept for code that sets it).
    public var discoverabilityTitle: String?

    /// An action that runs `handler`, handed the action itself (its ``sender`` is the control); a menu lists it with
    /// its title, image, attributes and state.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, selectedImage: Image? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: MenuElement.Attributes = [], state: MenuElement.State = .off,
        handler: @escaping @MainActor (Action) -> Void
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        (self.selectedImage, self.discoverabilityTitle, self.attributes, self.state) = (
            selectedImage, discoverabilityTitle, attributes, state
        )
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the sender.
    func perform(from sender: Any?) {
        let saved = self.sender
        self.sender = sender
        handler(self)
        self.sender = saved
    }
}

/// UIKit's name for an action.
public typealias UIAction = Action
/// UIKit's name for an action's closure.
public typealias UIActionHandler = @MainActor (Action) -> Void
