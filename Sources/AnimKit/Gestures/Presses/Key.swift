import Foundation

/// A keyboard key in a press (also spelled `UIKey`): what it types, what it types without modifiers, the modifiers
/// held and its USB HID usage code.
@preconcurrency @MainActor
open class Key {
    /// The text the key types with the modifiers held: a capital with Shift; for a key with no text, UIKit's input
    /// string (``KeyCommand/inputUpArrow``).
    open internal(set) var characters: String
    /// The text the key types without modifiers (a letter in lower case), or its input string; empty for a modifier key.
    open internal(set) var charactersIgnoringModifiers: String
    /// The modifier keys held with it (the window's Ctrl is ⌘, as the Simulator takes the Mac's Command key).
    open internal(set) var modifierFlags: KeyModifierFlags
    /// The key's USB HID usage code (page 7), whatever the keyboard layout.
    open internal(set) var keyCode: KeyboardHIDUsage

    /// A key with its code, the text it types without and with `modifiers`.
    package init(keyCode: KeyboardHIDUsage, charactersIgnoringModifiers: String, characters: String, modifierFlags: KeyModifierFlags) {
        self.keyCode = keyCode
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.characters = characters
        self.modifierFlags = modifierFlags
    }

    /// The button type a press of the key has: arrows are arrows, Return selects, Escape is the menu button, the page
    /// keys page; any other key a type no named one has.
    var pressType: Press.PressType {
        switch keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: .select
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: Press.PressType(rawValue: 2000 + keyCode.rawValue)
        }
    }
}

/// UIKit's name for a keyboard key.
public typealias UIKey = Key
