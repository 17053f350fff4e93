import Foundation

/// One animatable property of a view, named as a type so the engine reaches it without a runtime key path or a `switch`.
///
/// Each conformance is a typed key path resolved at compile time, plus the place
/// its components take in ``PackedValues``.
protocol AnimatableProperty {
    associatedtype Value: Animatable where Value.AnimatableData: PackedComponents
    /// The property's UIKit name, for the inspector and error messages.
    static var name: String { get }
    /// Where the property's components start in ``PackedValues``.
    static var packedOffset: Int { get }
    /// A bit of its own, to mark which properties are animating.
    static var bit: UInt8 { get }
    static func value(in values: ViewValues) -> Value
    static func set(_ value: Value, in values: inout ViewValues)
}

extension AnimatableProperty {
    static var packedCount: Int { Value.AnimatableData.packedCount }

    /// Writes `value`'s components into their place in `packed`.
    static func pack(_ value: Value, into packed: inout PackedValues) {
        let data = value.animatableData
        for index in 0..<packedCount { packed[packedOffset + index] = data[component: index] }
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
        for index in 0..<packedCount { data[component: index] = packed[packedOffset + index] }
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
    enum Center: AnimatableProperty {
        static let name = "center"
        static let packedOffset = 0
        static let bit: UInt8 = 1 << 0
        static func value(in values: ViewValues) -> CGPoint { values.center }
        static func set(_ value: CGPoint, in values: inout ViewValues) { values.center = value }
    }

    enum Bounds: AnimatableProperty {
        static let name = "bounds"
        static let packedOffset = 2
        static let bit: UInt8 = 1 << 1
        static func value(in values: ViewValues) -> CGRect { values.bounds }
        static func set(_ value: CGRect, in values: inout ViewValues) { values.bounds = value }
    }

    enum Transform: AnimatableProperty {
        static let name = "transform"
        static let packedOffset = 6
        static let bit: UInt8 = 1 << 2
        static func value(in values: ViewValues) -> CGAffineTransform { values.transform }
        static func set(_ value: CGAffineTransform, in values: inout ViewValues) { values.transform = value }
    }

    enum Alpha: AnimatableProperty {
        static let name = "alpha"
        static let packedOffset = 12
        static let bit: UInt8 = 1 << 3
        static func value(in values: ViewValues) -> CGFloat { values.alpha }
        static func set(_ value: CGFloat, in values: inout ViewValues) { values.alpha = value }
    }

    enum BackgroundColor: AnimatableProperty {
        static let name = "backgroundColor"
        static let packedOffset = 13
        static let bit: UInt8 = 1 << 4
        static func value(in values: ViewValues) -> Color { values.backgroundColor }
        static func set(_ value: Color, in values: inout ViewValues) { values.backgroundColor = value }
    }

    enum CornerRadius: AnimatableProperty {
        static let name = "cornerRadius"
        static let packedOffset = 17
        static let bit: UInt8 = 1 << 5
        static func value(in values: ViewValues) -> CGFloat { values.cornerRadius }
        static func set(_ value: CGFloat, in values: inout ViewValues) { values.cornerRadius = value }
    }

    /// Packs every property of `values`.
    static func pack(_ values: ViewValues) -> PackedValues {
        var packed = PackedValues(repeating: 0)
        Center.pack(values.center, into: &packed)
        Bounds.pack(values.bounds, into: &packed)
        Transform.pack(values.transform, into: &packed)
        Alpha.pack(values.alpha, into: &packed)
        BackgroundColor.pack(values.backgroundColor, into: &packed)
        CornerRadius.pack(values.cornerRadius, into: &packed)
        return packed
    }

    /// Rebuilds, from `packed`, the properties whose bits are in `animating`; the others keep their exact values.
    static func unpack(_ packed: borrowing PackedValues, animating: UInt8, into values: inout ViewValues) {
        if animating & Center.bit != 0 { Center.unpack(packed, into: &values) }
        if animating & Bounds.bit != 0 { Bounds.unpack(packed, into: &values) }
        if animating & Transform.bit != 0 { Transform.unpack(packed, into: &values) }
        if animating & Alpha.bit != 0 { Alpha.unpack(packed, into: &values) }
        if animating & BackgroundColor.bit != 0 { BackgroundColor.unpack(packed, into: &values) }
        if animating & CornerRadius.bit != 0 { CornerRadius.unpack(packed, into: &values) }
    }
}
