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
