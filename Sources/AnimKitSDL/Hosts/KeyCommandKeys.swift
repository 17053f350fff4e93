import AnimKit

/// A window key's name as a scene's key command reads it: Ctrl is ⌘ (`.command`, as the Simulator takes the Mac's
/// Command key), Alt is ⌥, Shift is Shift; the arrows, Escape, Page Up and Down, Home, End and Delete are UIKit's input
/// constants; Return, Tab, Space and Backspace their characters.
enum KeyCommandKeys {
    /// The key and modifiers `name` (``InputEvent/keyDown(name:)``'s) stands for; `nil` for none a command can name.
    static func parse(_ name: String) -> (key: String, modifiers: KeyModifierFlags)? {
        let (rest, modifiers) = splitModifiers(name)
        let named: [String: String] = [
            "up": KeyCommand.inputUpArrow, "down": KeyCommand.inputDownArrow, "left": KeyCommand.inputLeftArrow,
            "right": KeyCommand.inputRightArrow, "escape": KeyCommand.inputEscape, "pageup": KeyCommand.inputPageUp,
            "pagedown": KeyCommand.inputPageDown, "home": KeyCommand.inputHome, "end": KeyCommand.inputEnd,
            "delete": KeyCommand.inputDelete, "return": "\r", "tab": "\t", "space": " ", "backspace": "\u{8}",
        ]
        if let input = named[rest] { return (input, modifiers) }
        guard rest.count == 1 else { return nil }
        return (rest, modifiers)
    }

    /// `name` without its modifier prefixes, and the modifiers they stand for: `"ctrl+shift+a"` is `("a", [.command, .shift])`.
    static func splitModifiers(_ name: String) -> (rest: String, modifiers: KeyModifierFlags) {
        var rest = Substring(name), modifiers: KeyModifierFlags = []
        for (prefix, flag) in [("ctrl+", KeyModifierFlags.command), ("alt+", .alternate), ("shift+", .shift)] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            modifiers.insert(flag)
        }
        return (String(rest), modifiers)
    }
}
