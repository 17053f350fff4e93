import Foundation

/// One animatable property of a view, named as a type so the engine reaches it without a runtime key path or a `switch`.
///
/// Each conformance is a typed key path resolved at compile time: a
/// `PropertyTrack<Center>` reads and writes `center` as directly as hand-written
/// code would, which keeps a frame's work per property to a few nanoseconds.
protocol AnimatableProperty {
    associatedtype Value: Animatable
    /// The property's UIKit name, for the inspector and error messages.
    static var name: String { get }
    static func value(in values: ViewValues) -> Value
    static func set(_ value: Value, in values: inout ViewValues)
}

/// The animatable properties of every view (UIKit's list: frame via center and bounds, transform, alpha, backgroundColor; plus cornerRadius).
enum ViewProperty {
    enum Center: AnimatableProperty {
        static let name = "center"
        static func value(in values: ViewValues) -> CGPoint { values.center }
        static func set(_ value: CGPoint, in values: inout ViewValues) { values.center = value }
    }

    enum Bounds: AnimatableProperty {
        static let name = "bounds"
        static func value(in values: ViewValues) -> CGRect { values.bounds }
        static func set(_ value: CGRect, in values: inout ViewValues) { values.bounds = value }
    }

    enum Transform: AnimatableProperty {
        static let name = "transform"
        static func value(in values: ViewValues) -> CGAffineTransform { values.transform }
        static func set(_ value: CGAffineTransform, in values: inout ViewValues) { values.transform = value }
    }

    enum Alpha: AnimatableProperty {
        static let name = "alpha"
        static func value(in values: ViewValues) -> CGFloat { values.alpha }
        static func set(_ value: CGFloat, in values: inout ViewValues) { values.alpha = value }
    }

    enum BackgroundColor: AnimatableProperty {
        static let name = "backgroundColor"
        static func value(in values: ViewValues) -> Color { values.backgroundColor }
        static func set(_ value: Color, in values: inout ViewValues) { values.backgroundColor = value }
    }

    enum CornerRadius: AnimatableProperty {
        static let name = "cornerRadius"
        static func value(in values: ViewValues) -> CGFloat { values.cornerRadius }
        static func set(_ value: CGFloat, in values: inout ViewValues) { values.cornerRadius = value }
    }
}
