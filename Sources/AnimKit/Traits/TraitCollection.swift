import Foundation

/// How much room a dimension has (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Little room: a phone's width in portrait, its height in landscape.
    case compact = 1
    /// Much room: a phone's height in portrait, an iPad's both.
    case regular = 2
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
}

/// The traits of the environment a view or controller is shown in (also spelled `UITraitCollection`): its size
/// classes, the device's idiom, the appearance, the scale, the layout direction and the accessibility settings —
/// and, as since iOS 17, any trait of your own (``UITraitDefinition``), read and set by its type
/// (`traits[ThemeTrait.self]`).
///
/// A view in a window reads them from the window's size and the device previewed
/// (`animview play --device`): a phone in portrait is compact wide and regular tall,
/// in landscape compact tall (and regular wide on the Plus and Max phones, whose short
/// side is 414 points or more); an iPad is regular both ways, as Apple's size-class table gives them. The
/// scale is 1, as AnimKit draws a point as one pixel.
public struct TraitCollection: Equatable, Sendable {
    /// Room across.
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    /// Room down.
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The kind of device.
    public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Pixels per point; 0 when not known.
    public var displayScale: CGFloat = 0
    /// The text size the user chose (`.large`, iOS's default, in a window; AnimKit previews that size).
    public var preferredContentSizeCategory = ContentSizeCategory.unspecified
    /// Which way text runs (left to right in a window).
    public var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    /// Whether the user asked for bold text (regular in a window).
    public var legibilityWeight = UILegibilityWeight.unspecified
    /// Whether the user asked for more contrast (normal in a window).
    public var accessibilityContrast = UIAccessibilityContrast.unspecified
    /// The level of the interface: base in a window, elevated in what is presented over it.
    public var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    /// Whether the interface is in the active window (active in a window).
    public var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
    /// The values of the traits defined by code (``UITraitDefinition``), by their type.
    var definedTraits = DefinedTraitValues()

    /// No traits known.
    public init() {}

    /// Traits with only the width's size class known.
    public init(horizontalSizeClass: UserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }

    /// Traits with only the height's size class known.
    public init(verticalSizeClass: UserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }

    /// Traits with only the idiom known.
    public init(userInterfaceIdiom: UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }

    /// Traits with only the appearance known.
    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// The traits of a window `size` points large on a device of `idiom`.
    package init(windowSize size: CGSize, idiom: UserInterfaceIdiom) {
        userInterfaceIdiom = idiom
        userInterfaceStyle = .light
        displayScale = 1
        preferredContentSizeCategory = .large
        layoutDirection = .leftToRight
        legibilityWeight = .regular
        accessibilityContrast = .normal
        userInterfaceLevel = .base
        activeAppearance = .active
        if idiom == .pad {
            (horizontalSizeClass, verticalSizeClass) = (.regular, .regular)
        } else if size.width <= size.height {
            (horizontalSizeClass, verticalSizeClass) = (.compact, .regular)
        } else {
            // On its side a phone is compact in height, and regular in width when its short side is 414 points or more
            // (the Plus and Max phones), as Apple's table of size classes gives them.
            (horizontalSizeClass, verticalSizeClass) = (size.height >= 414 ? .regular : .compact, .compact)
        }
    }

    /// Whether every trait `other` knows has the same value here.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        let unknown = TraitCollection()
        return (other.horizontalSizeClass == unknown.horizontalSizeClass || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == unknown.verticalSizeClass || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == unknown.userInterfaceIdiom || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.userInterfaceStyle == unknown.userInterfaceStyle || other.userInterfaceStyle == userInterfaceStyle)
            && (other.displayScale == unknown.displayScale || other.displayScale == displayScale)
            && (other.preferredContentSizeCategory == unknown.preferredContentSizeCategory
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.layoutDirection == unknown.layoutDirection || other.layoutDirection == layoutDirection)
            && (other.legibilityWeight == unknown.legibilityWeight || other.legibilityWeight == legibilityWeight)
            && (other.accessibilityContrast == unknown.accessibilityContrast || other.accessibilityContrast == accessibilityContrast)
            && (other.userInterfaceLevel == unknown.userInterfaceLevel || other.userInterfaceLevel == userInterfaceLevel)
            && definedTraits.contains(other.definedTraits)
    }
}

@MainActor
extension View {
    /// The traits of where the view is shown: its window's, by the window's size and the device previewed (a view
    /// outside every window has the key window's, else the device's screen's), with what it and the views above it
    /// override (``traitOverrides``, ``overrideUserInterfaceStyle``).
    public var traitCollection: TraitCollection {
        var traits = TraitCollection(
            windowSize: (window ?? Application.shared.keyWindow)?.bounds.size ?? Screen.main.bounds.size,
            idiom: Device.current.userInterfaceIdiom)
        traits.userInterfaceStyle = effectiveUserInterfaceStyle
        applyTraitOverrides(to: &traits)
        return traits
    }
}

@MainActor
extension ViewController {
    /// The traits of where the controller's view is shown (its view's, without loading it).
    public var traitCollection: TraitCollection { viewIfLoaded?.traitCollection ?? Screen.main.traitCollection }
}

@MainActor
extension Screen {
    /// The traits of the screen: the device's, at the key window's size.
    public var traitCollection: TraitCollection {
        var traits = TraitCollection(windowSize: bounds.size, idiom: Device.current.userInterfaceIdiom)
        traits.userInterfaceStyle = Screen.userInterfaceStyle
        return traits
    }
}

/// UIKit's names for the traits.
public typealias UITraitCollection = TraitCollection
/// UIKit's name for a size class.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's name for the device's idiom.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's name for light or dark.
public typealias UIUserInterfaceStyle = UserInterfaceStyle

extension TraitCollection {
    /// Whether colours resolve differently in `other`'s traits than in these: whether the appearance (light or dark)
    /// differs.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }
}
