import Foundation

/// Traits that can be set (iOS 17's `UIMutableTraits`): a trait collection being made (``TraitCollection/init(mutations:)``)
/// and the overrides of a view or controller (``UITraitOverrides``) are set through it.
public protocol UIMutableTraits {
    /// Room across.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Room down.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// The text size.
    var preferredContentSizeCategory: ContentSizeCategory { get set }
    /// Which way text runs.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Bold text or not.
    var legibilityWeight: UILegibilityWeight { get set }
    /// More contrast or not.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Base or elevated.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// Active or inactive.
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    /// The value of any trait, UIKit's or one of your own, by its type.
    subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value { get set }
}

extension TraitCollection: UIMutableTraits {
    /// The value of `trait` (its ``UITraitDefinition/defaultValue`` when the collection does not hold it).
    public subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
        get { Trait.value(in: self) }
        set { Trait.set(newValue, in: &self) }
    }

    /// What changes traits: it is given the traits to set.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// A collection of the traits `mutations` sets, the others unspecified.
    public init(mutations: TraitMutations) {
        self = TraitCollection().modifyingTraits(mutations)
    }

    /// This collection with what `mutations` sets changed.
    public func modifyingTraits(_ mutations: TraitMutations) -> TraitCollection {
        var traits: any UIMutableTraits = self
        mutations(&traits)
        return traits as? TraitCollection ?? self
    }

    /// One collection of every trait `collections` specify; where several specify one, the last one's value.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for other in collections { take(other) }
    }

    /// Takes every trait `other` specifies (that is not unspecified, or is a defined trait it holds).
    mutating func take(_ other: TraitCollection) {
        let unknown = TraitCollection()
        if other.horizontalSizeClass != unknown.horizontalSizeClass { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != unknown.verticalSizeClass { verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceIdiom != unknown.userInterfaceIdiom { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.userInterfaceStyle != unknown.userInterfaceStyle { userInterfaceStyle = other.userInterfaceStyle }
        if other.displayScale != unknown.displayScale { displayScale = other.displayScale }
        if other.preferredContentSizeCategory != unknown.preferredContentSizeCategory {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.layoutDirection != unknown.layoutDirection { layoutDirection = other.layoutDirection }
        if other.legibilityWeight != unknown.legibilityWeight { legibilityWeight = other.legibilityWeight }
        if other.accessibilityContrast != unknown.accessibilityContrast { accessibilityContrast = other.accessibilityContrast }
        if other.userInterfaceLevel != unknown.userInterfaceLevel { userInterfaceLevel = other.userInterfaceLevel }
        if other.activeAppearance != unknown.activeAppearance { activeAppearance = other.activeAppearance }
        definedTraits.take(other.definedTraits)
    }
}
