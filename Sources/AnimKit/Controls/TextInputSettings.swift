import Foundation

/// The keyboard and input settings of a text field that a mouse and a desktop keyboard cannot show: kept, and read
/// back as set.
struct TextInputSettings: Equatable {
    var keyboardType = KeyboardType.default
    var returnKeyType = ReturnKeyType.default
    var autocapitalizationType = TextAutocapitalizationType.sentences
    var autocorrectionType = TextAutocorrectionType.default
    var spellCheckingType = TextSpellCheckingType.default
    var clearButtonMode = TextField.ViewMode.never
    var keyboardAppearance = KeyboardAppearance.default
}

/// Which keyboard a field asks for (UIKit's `UIKeyboardType`).
public enum KeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
    case twitter, webSearch, asciiCapableNumberPad
}

/// What the return key reads (UIKit's `UIReturnKeyType`).
public enum ReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard starts capitals (UIKit's `UITextAutocapitalizationType`).
public enum TextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether typing is corrected (UIKit's `UITextAutocorrectionType`).
public enum TextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Whether spelling is checked (UIKit's `UITextSpellCheckingType`).
public enum TextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// The keyboard's look (UIKit's `UIKeyboardAppearance`).
public enum KeyboardAppearance: Int, Sendable {
    case `default`, dark, light
}

/// UIKit's names for the input settings' types.
public typealias UIKeyboardType = KeyboardType
/// UIKit's name for the return key's type.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's name for autocapitalisation.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UIKit's name for autocorrection.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UIKit's name for spell checking.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// UIKit's name for the keyboard's look.
public typealias UIKeyboardAppearance = KeyboardAppearance

extension TextField {
    /// The keyboard the field asks for (kept: a desktop keyboard types here).
    public var keyboardType: KeyboardType {
        get { inputSettings.keyboardType }
        set { inputSettings.keyboardType = newValue }
    }
    /// What the return key reads (kept).
    public var returnKeyType: ReturnKeyType {
        get { inputSettings.returnKeyType }
        set { inputSettings.returnKeyType = newValue }
    }
    /// When the keyboard starts capitals (kept: typed text is taken as typed).
    public var autocapitalizationType: TextAutocapitalizationType {
        get { inputSettings.autocapitalizationType }
        set { inputSettings.autocapitalizationType = newValue }
    }
    /// Whether typing is corrected (kept: it is not).
    public var autocorrectionType: TextAutocorrectionType {
        get { inputSettings.autocorrectionType }
        set { inputSettings.autocorrectionType = newValue }
    }
    /// Whether spelling is checked (kept: it is not).
    public var spellCheckingType: TextSpellCheckingType {
        get { inputSettings.spellCheckingType }
        set { inputSettings.spellCheckingType = newValue }
    }
    /// When the clear button shows (kept: none is drawn).
    public var clearButtonMode: ViewMode {
        get { inputSettings.clearButtonMode }
        set { inputSettings.clearButtonMode = newValue }
    }
    /// The keyboard's look (kept).
    public var keyboardAppearance: KeyboardAppearance {
        get { inputSettings.keyboardAppearance }
        set { inputSettings.keyboardAppearance = newValue }
    }
}
