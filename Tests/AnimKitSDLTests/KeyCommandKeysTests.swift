import AnimKit
import Testing

@testable import AnimKitSDL

/// The window's key names as key commands read them: Ctrl as ⌘, Alt as ⌥, Shift; UIKit's input constants.
@Suite("Window keys as key commands")
struct KeyCommandKeysTests {
    @Test("modifiers, characters and the named keys")
    func parse() {
        #expect(KeyCommandKeys.parse("ctrl+r")! == ("r", .command))
        #expect(KeyCommandKeys.parse("ctrl+alt+shift+n")! == ("n", [.command, .alternate, .shift]))
        #expect(KeyCommandKeys.parse("up")! == (UIKeyCommand.inputUpArrow, []))
        #expect(KeyCommandKeys.parse("ctrl+return")! == ("\r", .command))
        #expect(KeyCommandKeys.parse("shift+escape")! == (UIKeyCommand.inputEscape, .shift))
        #expect(KeyCommandKeys.parse("f5") == nil && KeyCommandKeys.parse("ctrl+keypad enter") == nil)
    }
}

/// The window's key names as presses read them: USB HID codes, characters with and without the modifiers.
@MainActor
@Suite("Window keys as presses")
struct KeyPressKeysTests {
    @Test("letters, digits, arrows, modifiers and the keys a press cannot name")
    func keys() throws {
        let a = try #require(KeyPressKeys.key("shift+a"))
        #expect((a.keyCode, a.characters, a.charactersIgnoringModifiers, a.modifierFlags) == (.keyboardA, "A", "a", .shift))
        let bang = try #require(KeyPressKeys.key("ctrl+shift+1"))
        #expect((bang.keyCode.rawValue, bang.characters, bang.charactersIgnoringModifiers) == (30, "!", "1"))
        #expect(bang.modifierFlags == [.command, .shift])
        #expect(KeyPressKeys.key("0")?.keyCode.rawValue == 39 && KeyPressKeys.key("z")?.keyCode.rawValue == 29)
        let up = try #require(KeyPressKeys.key("up"))
        #expect((up.keyCode.rawValue, up.characters) == (82, UIKeyCommand.inputUpArrow))
        let control = try #require(KeyPressKeys.key("ctrl+left ctrl"))
        #expect((control.keyCode, control.charactersIgnoringModifiers) == (.keyboardLeftGUI, ""))
        #expect(KeyPressKeys.key("f5") == nil && KeyPressKeys.key("ctrl+") == nil)
    }
}
