import AnimKit

/// Sends the keyboard to the scene's responder that has it (a text field being edited) instead of the window's keys.
///
/// While one has it, typed text is inserted, Backspace deletes, Return presses
/// Return, and Esc lets the keyboard go (so a second Esc closes the window); a key
/// held with Ctrl is a key command of the chain (⌘ on iOS); every other key is the
/// field's too, so typing "q" or a space never quits or pauses.
@MainActor
package enum KeyboardFocus {
    /// Hands `event` to the responder with the keyboard; `true` when it took it.
    package static func take(_ event: InputEvent) -> Bool {
        // A responder that takes no text (a controller that became first responder for its presses) leaves keys be.
        guard let responder = Responder.first, let input = responder as? KeyInput else { return false }
        switch event {
        case .text(let typed):
            input.insertText(typed)
        case .keyDown("backspace"):
            input.deleteBackward()
        case .keyDown("return"), .keyDown("keypad enter"), .keyDown("shift+return"):
            input.insertText("\n")
        case .keyDown("escape"):
            responder.resignFirstResponder()
        case .keyDown(let name) where name.hasPrefix("ctrl+"):
            // A shortcut (⌘ on iOS) while typing: the key commands of the chain from the field.
            guard let view = responder as? View, let (key, modifiers) = KeyCommandKeys.parse(name) else { break }
            _ = Responder.performKeyCommand(key, modifiers: modifiers, in: view)
        case .keyDown:
            break
        default:
            return false
        }
        return true
    }
}
