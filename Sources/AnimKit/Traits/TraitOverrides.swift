import Foundation

/// The traits a view or view controller sets for itself and what lies beneath it, over those it inherits (iOS 17's
/// `UITraitOverrides`): `view.traitOverrides.horizontalSizeClass = .compact`, `traitOverrides[ThemeTrait.self] = …`.
/// Setting one tells the views it reaches whose traits it changes (``UITraitEnvironment/traitCollectionDidChange(_:)``
/// and trait registrations). The appearance is the view's ``View/overrideUserInterfaceStyle`` under another name.
public struct UITraitOverrides: UIMutableTraits {
    /// The values set, in a collection.
    private var values = TraitCollection()
    /// Which traits are set, by their type.
    private var overridden: [ObjectIdentifier: UITrait] = [:]

    /// No trait overridden.
    public init() {}

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool { overridden[ObjectIdentifier(trait)] != nil }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) { overridden[ObjectIdentifier(trait)] = nil }

    /// Whether no trait is overridden.
    var isEmpty: Bool { overridden.isEmpty }

    /// Sets the overridden traits in `traits`.
    func apply(to traits: inout TraitCollection) {
        for trait in overridden.values { trait.copy(from: values, to: &traits) }
    }

    /// The value `trait` is overridden with (its default when it is not); setting it overrides the trait.
    public subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
        get { values[trait] }
        set {
            values[trait] = newValue
            overridden[ObjectIdentifier(trait)] = trait
        }
    }

    /// The override of room across.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The override of room down.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// The override of the kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// The override of light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// The override of pixels per point.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The override of the text size.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    /// The override of which way text runs.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    /// The override of bold text or not.
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    /// The override of more contrast or not.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    /// The override of base or elevated.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    /// The override of active or inactive.
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
}

extension UITraitDefinition {
    /// Sets the trait in `traits` to its value in `source`.
    static func copy(from source: TraitCollection, to traits: inout TraitCollection) {
        set(value(in: source), in: &traits)
    }
}

@MainActor
extension View {
    /// The traits this view sets for itself and its subviews (iOS 17): the appearance is ``overrideUserInterfaceStyle``;
    /// a change tells the views whose traits it changes.
    public var traitOverrides: UITraitOverrides {
        get {
            var overrides = TraitOverridesTable.overrides(of: self) ?? UITraitOverrides()
            if overrideUserInterfaceStyle != .unspecified { overrides.userInterfaceStyle = overrideUserInterfaceStyle }
            return overrides
        }
        set {
            var others = newValue
            let style = others.contains(UITraitUserInterfaceStyle.self) ? others.userInterfaceStyle : .unspecified
            others.remove(UITraitUserInterfaceStyle.self)
            overrideUserInterfaceStyle = style
            let before = subtreeTraits()
            TraitOverridesTable.set(others, of: self)
            for (view, previous) in before where view.traitCollection != previous { view.tellTraitsChanged(from: previous) }
        }
    }

    /// Applies the overrides of the view and the views above it to `traits`, outermost first.
    func applyTraitOverrides(to traits: inout TraitCollection) {
        guard !TraitOverridesTable.isEmpty else { return }
        var chain: [UITraitOverrides] = []
        var current: View? = self
        while let view = current {
            if let overrides = TraitOverridesTable.overrides(of: view) { chain.append(overrides) }
            current = view.superview
        }
        for overrides in chain.reversed() { overrides.apply(to: &traits) }
    }

    /// The traits of this view and every view beneath it, front to back.
    private func subtreeTraits() -> [(View, TraitCollection)] {
        [(self, traitCollection)] + subviews.flatMap { $0.subtreeTraits() }
    }
}

@MainActor
extension ViewController {
    /// The traits the controller sets for itself and its view's tree (iOS 17): its view's (``View/traitOverrides``).
    public var traitOverrides: UITraitOverrides {
        get { view.traitOverrides }
        set { view.traitOverrides = newValue }
    }
}

/// The overrides views set, beside each view, dropped once it is gone.
@MainActor
enum TraitOverridesTable {
    private static var table = ObjectSideTable<UITraitOverrides>()

    /// Whether no view overrides a trait (but its appearance), so traits need not look for overrides.
    static var isEmpty: Bool { table.isEmpty }

    static func overrides(of view: View) -> UITraitOverrides? { table[view] }

    static func set(_ overrides: UITraitOverrides, of view: View) {
        table[view] = overrides.isEmpty ? nil : overrides
    }

    /// Puts back what a checkpoint found `view` overriding (`nil`: nothing), telling no one: the checkpoint puts the
    /// views' colours and state back itself.
    static func restore(_ overrides: UITraitOverrides?, of view: View) {
        guard overrides != nil || !table.isEmpty else { return }
        table[view] = overrides
    }
}
