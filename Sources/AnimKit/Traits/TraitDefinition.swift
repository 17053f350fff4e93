import Foundation

/// A trait of a trait collection, named by its type (iOS 17's `UITraitDefinition`). UIKit's own are
/// ``UITraitUserInterfaceStyle`` and its siblings; define one of your own with a default value:
///
/// ```swift
/// enum Theme: Int { case standard, monochrome }
/// struct ThemeTrait: UITraitDefinition {
///     static let defaultValue = Theme.standard
/// }
/// view.traitOverrides[ThemeTrait.self] = .monochrome   // the view and what lies beneath it
/// let theme = view.traitCollection[ThemeTrait.self]
/// ```
///
/// A collection that does not hold the trait reads its ``defaultValue``. Two values are the same trait value when
/// they are equal (`Equatable`), or — for a type that is not — the same object.
public protocol UITraitDefinition {
    /// What the trait holds; the type itself unless said.
    associatedtype Value = Self
    /// The value of a collection that does not hold the trait.
    static var defaultValue: Value { get }
    /// A name to tell the trait by, unique among traits (the type's qualified name by default).
    static var identifier: String { get }
    /// A short name for the trait, for descriptions (the type's name by default).
    static var name: String { get }
    /// Whether dynamic colours resolve by the trait (`false` by default).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's qualified name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// Not a trait colours resolve by.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait's type, which identifies it in a collection (iOS 17's `UITrait`): `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

extension UITraitDefinition {
    /// Whether the trait's value differs between `one` and `other`.
    static func differs(between one: TraitCollection, and other: TraitCollection) -> Bool {
        !DefinedTraitValues.same(one[Self.self], other[Self.self])
    }

    /// The trait's value in `traits`, where it is kept: a system trait in its property, another among the defined ones.
    static func value(in traits: TraitCollection) -> Value {
        if let system = Self.self as? any SystemTrait.Type, let value = system.anyValue(in: traits) as? Value { return value }
        return traits.definedTraits.value(of: Self.self)
    }

    /// `traits` with the trait set to `value`.
    static func set(_ value: Value, in traits: inout TraitCollection) {
        if let system = Self.self as? any SystemTrait.Type {
            system.setAny(value, in: &traits)
        } else {
            traits.definedTraits.set(value, of: Self.self)
        }
    }
}

extension SystemTrait {
    fileprivate static func anyValue(in traits: TraitCollection) -> Any { traits[keyPath: property] }

    fileprivate static func setAny(_ value: Any, in traits: inout TraitCollection) {
        if let value = value as? Value { traits[keyPath: property] = value }
    }
}

/// The values a trait collection holds for traits defined by code, by the trait's type.
struct DefinedTraitValues: Equatable, @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    func value<Trait: UITraitDefinition>(of trait: Trait.Type) -> Trait.Value {
        values[ObjectIdentifier(trait)] as? Trait.Value ?? Trait.defaultValue
    }

    mutating func set<Trait: UITraitDefinition>(_ value: Trait.Value, of trait: Trait.Type) {
        values[ObjectIdentifier(trait)] = value
    }

    /// Takes every value `other` holds.
    mutating func take(_ other: DefinedTraitValues) {
        values.merge(other.values) { _, theirs in theirs }
    }

    /// Whether every value `other` holds is held here too.
    func contains(_ other: DefinedTraitValues) -> Bool {
        other.values.allSatisfy { key, value in values[key].map { Self.same($0, value) } ?? false }
    }

    static func == (lhs: DefinedTraitValues, rhs: DefinedTraitValues) -> Bool {
        lhs.values.count == rhs.values.count && lhs.contains(rhs)
    }

    /// Whether two trait values are the same: equal when their type is `Equatable`, else the same object.
    static func same(_ one: Any, _ other: Any) -> Bool {
        if let one = one as? any Equatable { return one.isEqual(to: other) }
        return type(of: one) is AnyClass && (one as AnyObject) === (other as AnyObject)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
