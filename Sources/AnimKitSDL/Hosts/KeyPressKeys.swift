import AnimKit

/// A window key's name as a scene's press reads it (``Key``): its USB HID code, the text it types without modifiers
/// and with them (a US keyboard's shifted symbols), and the modifiers held — Ctrl is ⌘ and the Super key Control, as
/// key commands take them (``KeyCommandKeys``). Keys with no text type UIKit's input strings (the arrows).
enum KeyPressKeys {
    /// The key `name` (``InputEvent/keyDown(name:)``'s) stands for; `nil` for one a press here cannot name (F-keys).
    @MainActor
    static func key(_ name: String) -> Key? {
        let (base, modifiers) = KeyCommandKeys.splitModifiers(name)
        guard let (code, plain) = code(of: base) else { return nil }
        var typed = plain
        if modifiers.contains(.shift) { typed = shifted[plain] ?? plain.uppercased() }
        return Key(keyCode: code, charactersIgnoringModifiers: plain, characters: typed, modifierFlags: modifiers)
    }

    /// The HID code and unmodified text of SDL's key name `base`.
    private static func code(of base: String) -> (KeyboardHIDUsage, String)? {
        if base.count == 1, let scalar = base.unicodeScalars.first {
            if ("a"..."z").contains(base), let code = KeyboardHIDUsage(rawValue: 4 + Int(scalar.value - 97)) { return (code, base) }
            // 1–9 are 30–38 and 0 is 39 on the keyboard page.
            if let digit = Int(base), let code = KeyboardHIDUsage(rawValue: digit == 0 ? 39 : 29 + digit) { return (code, base) }
        }
        return named[base]
    }

    private static let named: [String: (KeyboardHIDUsage, String)] = [
        "return": (.keyboardReturnOrEnter, "\r"), "keypad enter": (.keypadEnter, "\r"), "escape": (.keyboardEscape, KeyCommand.inputEscape),
        "backspace": (.keyboardDeleteOrBackspace, "\u{8}"), "tab": (.keyboardTab, "\t"), "space": (.keyboardSpacebar, " "),
        "-": (.keyboardHyphen, "-"), "=": (.keyboardEqualSign, "="), "[": (.keyboardOpenBracket, "["), "]": (.keyboardCloseBracket, "]"),
        "\\": (.keyboardBackslash, "\\"), ";": (.keyboardSemicolon, ";"), "'": (.keyboardQuote, "'"),
        "`": (.keyboardGraveAccentAndTilde, "`"), ",": (.keyboardComma, ","), ".": (.keyboardPeriod, "."), "/": (.keyboardSlash, "/"),
        "home": (.keyboardHome, KeyCommand.inputHome), "pageup": (.keyboardPageUp, KeyCommand.inputPageUp),
        "delete": (.keyboardDeleteForward, KeyCommand.inputDelete), "end": (.keyboardEnd, KeyCommand.inputEnd),
        "pagedown": (.keyboardPageDown, KeyCommand.inputPageDown), "right": (.keyboardRightArrow, KeyCommand.inputRightArrow),
        "left": (.keyboardLeftArrow, KeyCommand.inputLeftArrow), "down": (.keyboardDownArrow, KeyCommand.inputDownArrow),
        "up": (.keyboardUpArrow, KeyCommand.inputUpArrow), "capslock": (.keyboardCapsLock, ""),
        "left shift": (.keyboardLeftShift, ""), "right shift": (.keyboardRightShift, ""), "left alt": (.keyboardLeftAlt, ""),
        "right alt": (.keyboardRightAlt, ""), "left ctrl": (.keyboardLeftGUI, ""), "right ctrl": (.keyboardRightGUI, ""),
        "left gui": (.keyboardLeftControl, ""), "right gui": (.keyboardRightControl, ""),
    ]

    /// What Shift makes of a US keyboard's digits and symbols.
    private static let shifted: [String: String] = [
        "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(", "0": ")", "-": "_", "=": "+",
        "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", "`": "~", ",": "<", ".": ">", "/": "?",
    ]
}
