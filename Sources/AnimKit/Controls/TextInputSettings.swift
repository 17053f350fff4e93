import Foundation

/// The keyboard and input settings of a text field, text view or search bar (``TextInputTraits``): kept, read back as
/// set, and shown by the keyboard drawn over the window.
struct TextInputSettings: Equatable {
    var keyboardType = KeyboardType.default
    var returnKeyType = ReturnKeyType.default
    var autocapitalizationType = TextAutocapitalizationType.sentences
    var autocorrectionType = TextAutocorrectionType.default
    var spellCheckingType = TextSpellCheckingType.default
    var clearButtonMode = TextField.ViewMode.never
    var keyboardAppearance = KeyboardAppearance.default
    var textContentType: TextContentType?
    var smartQuotesType = TextSmartQuotesType.default
    var smartDashesType = TextSmartDashesType.default
    var smartInsertDeleteType = TextSmartInsertDeleteType.default
    var enablesReturnKeyAutomatically = false
    /// Hidden typing, for responders other than a text field (which keeps and draws its own ``TextField/isSecureTextEntry``).
    var isSecureTextEntry = false
    /// The views shown with and in place of the keyboard, by identity.
    var accessory = HeldView(), input = HeldView()
    /// A text field's clear button, once made (``TextField/clearButtonMode``).
    var clearButton = HeldView()

    /// A view kept, two equal when they are the same view.
    struct HeldView: Equatable {
        var view: View?
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.view === rhs.view }
    }
}

/// What a field's text is, for the keyboard's suggestions and AutoFill (UIKit's `UITextContentType`).
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// The content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = TextContentType(rawValue: "name")
    public static let givenName = TextContentType(rawValue: "given-name")
    public static let familyName = TextContentType(rawValue: "family-name")
    public static let nickname = TextContentType(rawValue: "nickname")
    public static let organizationName = TextContentType(rawValue: "organization")
    public static let jobTitle = TextContentType(rawValue: "job-title")
    public static let location = TextContentType(rawValue: "location")
    public static let fullStreetAddress = TextContentType(rawValue: "street-address")
    public static let addressCity = TextContentType(rawValue: "address-level2")
    public static let addressState = TextContentType(rawValue: "address-level1")
    public static let postalCode = TextContentType(rawValue: "postal-code")
    public static let countryName = TextContentType(rawValue: "country-name")
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    public static let emailAddress = TextContentType(rawValue: "email")
    public static let URL = TextContentType(rawValue: "url")
    public static let creditCardNumber = TextContentType(rawValue: "cc-number")
    public static let username = TextContentType(rawValue: "username")
    public static let password = TextContentType(rawValue: "password")
    public static let newPassword = TextContentType(rawValue: "new-password")
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
    public static let dateTime = TextContentType(rawValue: "date-time")
}

/// Whether straight quotes become curly ones as they are typed (UIKit's `UITextSmartQuotesType`).
public enum TextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether two hyphens become a dash as they are typed (UIKit's `UITextSmartDashesType`).
public enum TextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether spaces are added and removed around pasted and deleted words (UIKit's `UITextSmartInsertDeleteType`).
public enum TextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

/// UIKit's name for a text content type.
public typealias UITextContentType = TextContentType
/// UIKit's name for smart quotes.
public typealias UITextSmartQuotesType = TextSmartQuotesType
/// UIKit's name for smart dashes.
public typealias UITextSmartDashesType = TextSmartDashesType
/// UIKit's name for smart insertion and deletion.
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType

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

extension TextField: KeepsTextInputSettings {
    /// When the clear button shows (kept: none is drawn).
    public var clearButtonMode: ViewMode {
        get { inputSettings.clearButtonMode }
        set { inputSettings.clearButtonMode = newValue }
    }
}
