import Foundation

/// One animatable property of a view, named as a type so that generic code is specialised for each one.
///
/// A conformance is a name and a key path into ``ViewValues``. Its place in
/// ``PackedValues`` and its bit are derived from its position in
/// ``ViewProperty/all`` (see ``PackedLayout``), never numbered by hand.
protocol AnimatableProperty: Sendable {
    associatedtype Value: Animatable where Value.AnimatableData: PackedComponents
    /// The property's UIKit name, for the inspector and error messages.
    static var name: String { get }
    /// Where the property sits in a view's values.
    static var keyPath: WritableKeyPath<ViewValues, Value> { get }
}

extension AnimatableProperty {
    static var packedCount: Int { Value.AnimatableData.packedCount }
    /// Where the property's components start in ``PackedValues``.
    static var packedOffset: Int { PackedLayout.view.slot(of: Self.self).offset }
    /// A bit of its own, to mark which properties are animating.
    static var bit: UInt8 { PackedLayout.view.slot(of: Self.self).bit }

    static func value(in values: ViewValues) -> Value { values[keyPath: keyPath] }
    static func set(_ value: Value, in values: inout ViewValues) { values[keyPath: keyPath] = value }

    /// Writes `value`'s components into their place in `packed`.
    static func pack(_ value: Value, into packed: inout PackedValues) {
        let data = value.animatableData, start = packedOffset
        for index in 0..<packedCount { packed[start + index] = data[component: index] }
    }

    /// Rebuilds the property in `values` from its components in `packed`.
    static func unpack(_ packed: borrowing PackedValues, into values: inout ViewValues) {
        var value = Self.value(in: values)
        value.animatableData = data(in: packed)
        set(value, in: &values)
    }

    /// The property's blend-space value as it sits in `packed`.
    static func data(in packed: borrowing PackedValues) -> Value.AnimatableData {
        var data = Value.AnimatableData.zero
        let start = packedOffset
        for index in 0..<packedCount { data[component: index] = packed[start + index] }
        return data
    }

    /// A blend-space difference rebuilt from the first places of an offset.
    static func data(fromOffset offset: PackedOffset) -> Value.AnimatableData {
        var data = Value.AnimatableData.zero
        for index in 0..<packedCount { data[component: index] = offset[index] }
        return data
    }

    /// The components of a blend-space difference, in the first places of an offset.
    static func offset(_ delta: Value.AnimatableData) -> PackedOffset {
        var offset = PackedOffset(repeating: 0)
        for index in 0..<packedCount { offset[index] = delta[component: index] }
        return offset
    }
}

/// The animatable properties of every view (UIKit's list: frame via center and bounds, transform, alpha, backgroundColor; plus cornerRadius).
enum ViewProperty {
    /// Every animatable property in packed order. Adding a property is one line
    /// here and its conformance; offsets, bits, packing and unpacking follow.
    static let all: [any AnimatableProperty.Type] = [
        Center.self, Bounds.self, Transform.self, Alpha.self, BackgroundColor.self, CornerRadius.self,
    ]

    enum Center: AnimatableProperty {
        static let name = "center"
        static var keyPath: WritableKeyPath<ViewValues, CGPoint> { \.center }
    }

    enum Bounds: AnimatableProperty {
        static let name = "bounds"
        static var keyPath: WritableKeyPath<ViewValues, CGRect> { \.bounds }
    }

    enum Transform: AnimatableProperty {
        static let name = "transform"
        static var keyPath: WritableKeyPath<ViewValues, CGAffineTransform> { \.transform }
    }

    enum Alpha: AnimatableProperty {
        static let name = "alpha"
        static var keyPath: WritableKeyPath<ViewValues, CGFloat> { \.alpha }
    }

    enum BackgroundColor: AnimatableProperty {
        static let name = "backgroundColor"
        static var keyPath: WritableKeyPath<ViewValues, Color> { \.backgroundColor }
    }

    enum CornerRadius: AnimatableProperty {
        static let name = "cornerRadius"
        static var keyPath: WritableKeyPath<ViewValues, CGFloat> { \.cornerRadius }
    }

    /// Every packed place with the bit of the property it belongs to, in packed order.
    static let allPlaces: [(place: Int, bit: UInt8)] = all.flatMap { property in
        (0..<property.packedCount).map { (property.packedOffset + $0, property.bit) }
    }

    /// Packs every property of `values`.
    static func pack(_ values: ViewValues) -> PackedValues {
        var packed = PackedValues(repeating: 0)
        for property in all { property.pack(from: values, into: &packed) }
        return packed
    }

    /// Rebuilds, from `packed`, the properties whose bits are in `animating`; the others keep their exact values.
    static func unpack(_ packed: borrowing PackedValues, animating: UInt8, into values: inout ViewValues) {
        for property in all where animating & property.bit != 0 { property.unpack(packed, into: &values) }
    }
}

extension AnimatableProperty {
    /// Packs this property of `values` (for the list, where the value type is not known).
    static func pack(from values: ViewValues, into packed: inout PackedValues) {
        pack(value(in: values), into: &packed)
    }
}
