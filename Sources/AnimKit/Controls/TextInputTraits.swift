import Foundation

/// How a responder that takes typed text asks for the keyboard (also spelled `UITextInputTraits`): its keyboard type,
/// return key, look and the corrections it wants.
///
/// Text fields, text views and search bars keep every trait set on them and read it back; the keyboard drawn over
/// the window shows their ``keyboardType`` (letters with the e-mail or web keys, numbers and punctuation, a number,
/// decimal or phone pad), their ``returnKeyType``'s title and their ``keyboardAppearance``. As in UIKit every trait
/// is optional: a view of yours that takes typed text (``KeyInput``) declares only those it wants —
/// `var keyboardType: UIKeyboardType = .numberPad` for a PIN field — and the rest read as UIKit's defaults.
/// Typing itself comes from the computer's keyboard, so corrections, capitals and smart punctuation are kept, not applied.
@preconcurrency @MainActor
public protocol TextInputTraits: AnyObject {
    /// When the keyboard starts capitals (``TextAutocapitalizationType/sentences`` by default).
    var autocapitalizationType: TextAutocapitalizationType { get set }
    /// Whether typing is corrected.
    var autocorrectionType: TextAutocorrectionType { get set }
    /// Whether spelling is checked.
    var spellCheckingType: TextSpellCheckingType { get set }
    /// Whether quotes are curled as typed.
    var smartQuotesType: TextSmartQuotesType { get set }
    /// Whether two hyphens become a dash.
    var smartDashesType: TextSmartDashesType { get set }
    /// Whether spaces follow pasted words.
    var smartInsertDeleteType: TextSmartInsertDeleteType { get set }
    /// The keys the keyboard shows.
    var keyboardType: KeyboardType { get set }
    /// Whether the keyboard is drawn light or dark (``KeyboardAppearance/default``: as the window's style).
    var keyboardAppearance: KeyboardAppearance { get set }
    /// What the return key reads.
    var returnKeyType: ReturnKeyType { get set }
    /// Whether the return key waits for some text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed.
    var isSecureTextEntry: Bool { get set }
    /// What the text is, for suggestions and AutoFill.
    var textContentType: TextContentType! { get set }
}

/// UIKit's name for the traits of a responder that takes typed text.
public typealias UITextInputTraits = TextInputTraits

/// A responder of AnimKit's own that keeps its traits (a text field, a text view, a search bar).
protocol KeepsTextInputSettings: TextInputTraits {
    var inputSettings: TextInputSettings { get set }
}

extension TextInputTraits {
    /// The traits kept, or UIKit's defaults for a responder that declares none of its own.
    private var kept: TextInputSettings { (self as? any KeepsTextInputSettings)?.inputSettings ?? TextInputSettings() }

    /// Changes the kept traits; a responder that keeps none ignores the change, as an Objective-C object without the
    /// optional property would.
    private func keep(_ change: (inout TextInputSettings) -> Void) {
        guard let keeper = self as? any KeepsTextInputSettings else { return }
        change(&keeper.inputSettings)
    }

    public var autocapitalizationType: TextAutocapitalizationType {
        get { kept.autocapitalizationType }
        set { keep { $0.autocapitalizationType = newValue } }
    }
    public var autocorrectionType: TextAutocorrectionType {
        get { kept.autocorrectionType }
        set { keep { $0.autocorrectionType = newValue } }
    }
    public var spellCheckingType: TextSpellCheckingType {
        get { kept.spellCheckingType }
        set { keep { $0.spellCheckingType = newValue } }
    }
    public var smartQuotesType: TextSmartQuotesType {
        get { kept.smartQuotesType }
        set { keep { $0.smartQuotesType = newValue } }
    }
    public var smartDashesType: TextSmartDashesType {
        get { kept.smartDashesType }
        set { keep { $0.smartDashesType = newValue } }
    }
    public var smartInsertDeleteType: TextSmartInsertDeleteType {
        get { kept.smartInsertDeleteType }
        set { keep { $0.smartInsertDeleteType = newValue } }
    }
    public var keyboardType: KeyboardType {
        get { kept.keyboardType }
        set { keep { $0.keyboardType = newValue } }
    }
    public var keyboardAppearance: KeyboardAppearance {
        get { kept.keyboardAppearance }
        set { keep { $0.keyboardAppearance = newValue } }
    }
    public var returnKeyType: ReturnKeyType {
        get { kept.returnKeyType }
        set { keep { $0.returnKeyType = newValue } }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { kept.enablesReturnKeyAutomatically }
        set { keep { $0.enablesReturnKeyAutomatically = newValue } }
    }
    public var isSecureTextEntry: Bool {
        get { kept.isSecureTextEntry }
        set { keep { $0.isSecureTextEntry = newValue } }
    }
    public var textContentType: TextContentType! {
        get { kept.textContentType }
        set { keep { $0.textContentType = newValue } }
    }
}
