import Foundation

/// A key's USB HID usage code on the keyboard page (also spelled `UIKeyboardHIDUsage`): the key's place on the
/// keyboard, whatever its layout types. The numbers are the USB HID Usage Tables' (page 0x07), which UIKit uses.
public enum KeyboardHIDUsage: Int, Sendable {
    case keyboardA = 4
    case keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG, keyboardH, keyboardI, keyboardJ
    case keyboardK, keyboardL, keyboardM, keyboardN, keyboardO, keyboardP, keyboardQ, keyboardR, keyboardS, keyboardT
    case keyboardU, keyboardV, keyboardW, keyboardX, keyboardY, keyboardZ
    case keyboard1 = 30
    case keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7, keyboard8, keyboard9, keyboard0
    case keyboardReturnOrEnter = 40
    case keyboardEscape, keyboardDeleteOrBackspace, keyboardTab, keyboardSpacebar
    case keyboardHyphen = 45
    case keyboardEqualSign, keyboardOpenBracket, keyboardCloseBracket, keyboardBackslash
    case keyboardSemicolon = 51
    case keyboardQuote, keyboardGraveAccentAndTilde, keyboardComma, keyboardPeriod, keyboardSlash
    case keyboardCapsLock = 57
    case keyboardF1 = 58
    case keyboardF2, keyboardF3, keyboardF4, keyboardF5, keyboardF6, keyboardF7, keyboardF8, keyboardF9
    case keyboardF10 = 67
    case keyboardF11, keyboardF12
    case keyboardInsert = 73
    case keyboardHome, keyboardPageUp, keyboardDeleteForward, keyboardEnd, keyboardPageDown
    case keyboardRightArrow = 79
    case keyboardLeftArrow, keyboardDownArrow, keyboardUpArrow
    case keypadEnter = 88
    case keyboardLeftControl = 224
    case keyboardLeftShift, keyboardLeftAlt, keyboardLeftGUI
    case keyboardRightControl = 228
    case keyboardRightShift, keyboardRightAlt, keyboardRightGUI
}

/// UIKit's name for a key's HID usage code.
public typealias UIKeyboardHIDUsage = KeyboardHIDUsage
