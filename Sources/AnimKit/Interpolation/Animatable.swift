import Foundation

/// A type whose values can be animated through their vector form.
///
/// A conformance decides how a type blends (a rect as origin and size, a transform
/// as translation, rotation and scale, a colour in premultiplied sRGB); the engine
/// only ever adds, subtracts and scales ``AnimatableData``.
public protocol Animatable: Equatable {
    /// The vector form the engine blends.
    associatedtype AnimatableData: VectorArithmetic

    /// The value in vector form; setting it rebuilds the value.
    var animatableData: AnimatableData { get set }
}

extension Animatable {
    /// The value a fraction `t` of the way from `from` to `to` (0 gives `from`, 1 gives `to`).
    ///
    /// Springs overshoot, so `t` may leave 0…1.
    public static func interpolate(from: Self, to: Self, fraction t: Double) -> Self {
        var result = to
        result.animatableData = to.animatableData + (from.animatableData - to.animatableData).scaled(by: 1 - t)
        return result
    }
}

extension CGFloat: Animatable {
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}
