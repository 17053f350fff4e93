import Foundation

/// What a text view turns into links: phone numbers, web addresses … (UIKit's `UIDataDetectorTypes`, with its values).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Types from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// None.
    public static let none: UIDataDetectorTypes = []
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// A text view's settings that nothing draws here: kept, read back as set.
struct TextViewSettings {
    var dataDetectorTypes: UIDataDetectorTypes = []
    var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    var typingAttributes: [NSAttributedString.Key: Any] = [:]
    var adjustsFontForContentSizeCategory = false
}

/// A text view keeps its keyboard settings as a text field does (``TextInputTraits``): `returnKeyType = .send` on a
/// chat's composer shows a send key.
extension TextView: KeepsTextInputSettings {}

extension TextView {
    /// What the text view turns into links (kept: no data is detected here, and no link is drawn as one).
    public var dataDetectorTypes: UIDataDetectorTypes {
        get { settings.dataDetectorTypes }
        set { settings.dataDetectorTypes = newValue }
    }
    /// How links are drawn (kept).
    public var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { settings.linkTextAttributes }
        set { settings.linkTextAttributes = newValue ?? [:] }
    }
    /// The attributes of text typed from now on (kept: typed text takes the view's ``font`` and ``textColor``).
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get { settings.typingAttributes }
        set { settings.typingAttributes = newValue }
    }
    /// Whether the font follows the text size setting (kept: the size here is the one set).
    public var adjustsFontForContentSizeCategory: Bool {
        get { settings.adjustsFontForContentSizeCategory }
        set { settings.adjustsFontForContentSizeCategory = newValue }
    }
}
