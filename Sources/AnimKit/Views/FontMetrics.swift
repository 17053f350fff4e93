import Foundation

/// The text size the user chose in Settings (also spelled `UIContentSizeCategory`); AnimKit previews iOS's default,
/// `.large`, at which every font keeps its size.
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    /// A category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// iOS's default.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [ContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether it is one of the accessibility sizes, larger than any other.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Smaller categories first.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

/// Scales a custom font or a length with the user's text size for a text style (also spelled `UIFontMetrics`). At
/// `.large`, the size AnimKit previews, nothing changes size: a font scales to itself and a value to itself.
open class FontMetrics: @unchecked Sendable {
    /// The text style whose curve is followed.
    let textStyle: Font.TextStyle

    /// The metrics of `.body`.
    open class var `default`: FontMetrics { FontMetrics(forTextStyle: .body) }

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// `font` at the user's text size.
    open func scaledFont(for font: Font) -> Font { font }

    /// `font` at the user's text size, no larger than `maximumPointSize`.
    open func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// `font` at the text size of `traitCollection`.
    open func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font { font }

    /// `value` (a margin, a height) at the user's text size.
    open func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// `value` at the text size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat { value }
}

/// UIKit's name for font metrics.
public typealias UIFontMetrics = FontMetrics
/// UIKit's name for a text size category.
public typealias UIContentSizeCategory = ContentSizeCategory
