import Foundation

// The traits UIKit defines, as types that name them (iOS 17's `UITraitUserInterfaceStyle.self` …): each reads and
// writes one of `UITraitCollection`'s own properties, so `traits[UITraitUserInterfaceStyle.self]` is
// `traits.userInterfaceStyle`, and registering for it (`registerForTraitChanges`) watches that property.

/// Which way the interface's text runs, as a trait (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// Whether the user asked for bold text (UIKit's `UILegibilityWeight`).
public enum UILegibilityWeight: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}

/// Whether the user asked for more contrast (UIKit's `UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// The standard contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// The visual level of content: the window's base, or elevated above it (UIKit's `UIUserInterfaceLevel`).
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above it, as a presented sheet.
    case elevated = 1
}

/// Whether content is shown as in the active window (UIKit's `UIUserInterfaceActiveAppearance`).
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// As in a window that is not key.
    case inactive = 0
    /// As in the key window.
    case active = 1
}

/// A trait UIKit defines: one of ``TraitCollection``'s own properties, named by a type.
package protocol SystemTrait: UITraitDefinition {
    /// The property of the collection that holds the trait.
    static var property: WritableKeyPath<TraitCollection, Value> { get }
}

extension SystemTrait {
    /// The trait's name, as UIKit's are spelled (`UserInterfaceStyle` for `UITraitUserInterfaceStyle`).
    public static var name: String { String(String(describing: Self.self).dropFirst("UITrait".count)) }
    /// The trait's name with UIKit's prefix.
    public static var identifier: String { "UIKit." + String(describing: Self.self) }
}

/// Light or dark, as a trait; it resolves dynamic colours.
public enum UITraitUserInterfaceStyle: SystemTrait {
    /// The value of a collection that does not hold the trait: unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// Dynamic colours resolve by it.
    public static var affectsColorAppearance: Bool { true }
    package static var property: WritableKeyPath<TraitCollection, UIUserInterfaceStyle> { \.userInterfaceStyle }
}

/// The width's size class, as a trait.
public enum UITraitHorizontalSizeClass: SystemTrait {
    /// The value of a collection that does not hold the trait: unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    package static var property: WritableKeyPath<TraitCollection, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}

/// The height's size class, as a trait.
public enum UITraitVerticalSizeClass: SystemTrait {
    /// The value of a collection that does not hold the trait: unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    package static var property: WritableKeyPath<TraitCollection, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}

/// The kind of device, as a trait.
public enum UITraitUserInterfaceIdiom: SystemTrait {
    /// The value of a collection that does not hold the trait: unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    package static var property: WritableKeyPath<TraitCollection, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}

/// Pixels per point, as a trait.
public enum UITraitDisplayScale: SystemTrait {
    /// The value of a collection that does not hold the trait: 0, not known.
    public static let defaultValue: CGFloat = 0
    package static var property: WritableKeyPath<TraitCollection, CGFloat> { \.displayScale }
}

/// The text size the user chose, as a trait.
public enum UITraitPreferredContentSizeCategory: SystemTrait {
    /// The value of a collection that does not hold the trait: unspecified.
    public static let defaultValue = ContentSizeCategory.unspecified
    package static var property: WritableKeyPath<TraitCollection, ContentSizeCategory> { \.preferredContentSizeCategory }
}

/// Which way text runs, as a trait.
public enum UITraitLayoutDirection: SystemTrait {
    /// The value of a collection that does not hold the trait: unspecified.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    package static var property: WritableKeyPath<TraitCollection, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}

/// Bold text or not, as a trait.
public enum UITraitLegibilityWeight: SystemTrait {
    /// The value of a collection that does not hold the trait: unspecified.
    public static let defaultValue = UILegibilityWeight.unspecified
    package static var property: WritableKeyPath<TraitCollection, UILegibilityWeight> { \.legibilityWeight }
}

/// More contrast or not, as a trait; it resolves dynamic colours.
public enum UITraitAccessibilityContrast: SystemTrait {
    /// The value of a collection that does not hold the trait: unspecified.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// Dynamic colours resolve by it.
    public static var affectsColorAppearance: Bool { true }
    package static var property: WritableKeyPath<TraitCollection, UIAccessibilityContrast> { \.accessibilityContrast }
}

/// Base or elevated, as a trait; it resolves dynamic colours.
public enum UITraitUserInterfaceLevel: SystemTrait {
    /// The value of a collection that does not hold the trait: unspecified.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// Dynamic colours resolve by it.
    public static var affectsColorAppearance: Bool { true }
    package static var property: WritableKeyPath<TraitCollection, UIUserInterfaceLevel> { \.userInterfaceLevel }
}

/// Active or inactive, as a trait.
public enum UITraitActiveAppearance: SystemTrait {
    /// The value of a collection that does not hold the trait: unspecified.
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    package static var property: WritableKeyPath<TraitCollection, UIUserInterfaceActiveAppearance> { \.activeAppearance }
}

extension TraitCollection {
    /// The system traits colours resolve by (iOS 17's list, of the traits AnimKit has): register for these to redraw
    /// what you resolved yourself.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self]
    }

    /// The system traits images are looked up by (of the traits AnimKit has).
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitLayoutDirection.self, UITraitLegibilityWeight.self,
            UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self, UITraitUserInterfaceIdiom.self,
            UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
        ]
    }
}
