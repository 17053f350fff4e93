import Foundation

/// A command a menu or a key sends (also spelled `UICommand`): an action method, sent up the responder chain.
@preconcurrency @MainActor
open class Command: MenuElement {
    /// The method sent to the first responder in the chain that has it, with the command as the sender.
    open internal(set) var action: Selector
    /// Data for the action method to read.
    open internal(set) var propertyList: Any?
    /// Greyed out, destructive or hidden.
    open var attributes: MenuElement.Attributes
    /// Whether a menu shows the command checked.
    open var state: MenuElement.State
    /// A longer title, for a list of shortcuts.
    open var discoverabilityTitle: String?

    /// A command titled `title` that sends `action`, as UIKit's initialiser takes them.
    public init(
        title: String = "", image: Image? = nil, action: Selector, propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: MenuElement.Attributes = [], state: MenuElement.State = .off
    ) {
        (self.action, self.propertyList, self.discoverabilityTitle) = (action, propertyList, discoverabilityTitle)
        (self.attributes, self.state) = (attributes, state)
        super.init(title: title, subtitle: nil, image: image)
    }
}

/// UIKit's name for a command.
public typealias UICommand = Command

/// A key, with modifiers, that sends an action (also spelled `UIKeyCommand`): a responder lists the ones it answers in
/// ``Responder/keyCommands`` (a controller adds them with ``ViewController/addKeyCommand(_:)``). When the key is
/// pressed, the commands of the responder chain — from the first responder, else the frontmost controller — are
/// searched for it, and its action goes to the first responder in that chain that has the method, as Apple documents.
/// In the window, Ctrl is ⌘ and Alt is ⌥; keys the previewer uses itself (space, the arrows, its letters) stay its
/// own unless held with Ctrl, as the system takes its keys first on iOS.
@preconcurrency @MainActor
open class KeyCommand: Command {
    /// The key: a character (`"r"`), or one of the input constants (``inputUpArrow``).
    open internal(set) var input: String?
    /// The modifiers held with it.
    open internal(set) var modifierFlags: KeyModifierFlags
    /// Whether the command is tried before the system's own use of the key (iOS 15); kept.
    open var wantsPriorityOverSystemBehavior = false

    /// A command sent by `input` with `modifierFlags` (iOS 7's initialiser).
    public init(input: String, modifierFlags: KeyModifierFlags, action: Selector) {
        (self.input, self.modifierFlags) = (input, modifierFlags)
        super.init(action: action)
    }

    /// A command with a title, as iOS 13's initialiser takes it.
    public init(
        title: String = "", image: Image? = nil, action: Selector, input: String, modifierFlags: KeyModifierFlags = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: MenuElement.Attributes = [],
        state: MenuElement.State = .off
    ) {
        (self.input, self.modifierFlags) = (input, modifierFlags)
        super.init(
            title: title, image: image, action: action, propertyList: propertyList, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state)
    }

    /// The up arrow key.
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public nonisolated static let inputHome = "UIKeyInputHome"
    /// The End key.
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key.
    public nonisolated static let inputDelete = "UIKeyInputDelete"

    /// Whether the command is `key` with exactly `modifiers` (Caps Lock and the keypad aside; letters either case).
    func matches(_ key: String, modifiers: KeyModifierFlags) -> Bool {
        let held = modifiers.subtracting([.alphaShift, .numericPad]), own = modifierFlags.subtracting([.alphaShift, .numericPad])
        return held == own && input?.lowercased() == key.lowercased()
    }
}

/// UIKit's name for a key command.
public typealias UIKeyCommand = KeyCommand
