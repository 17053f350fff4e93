import Foundation

// On iOS, Foundation, Core Graphics, UIKit and Core Animation bridge their geometry to `NSValue`, so the keyboard's
// frame in a notification's `userInfo` is read either way: `userInfo[key] as? CGRect` or
// `(userInfo[key] as? NSValue)?.cgRectValue`, and a `CGRect` stored as `Any` casts to `NSValue`. Swift's casts use
// these conformances on Linux too (the same runtime path that makes an `NSNumber` cast to `Double`); a box of another
// kind casts to `nil`, as on iOS. Foundation declares the three Core Graphics structures and Swift's standard library the
// protocol, so their conformances are retroactive: the one way to make the casts iOS code writes work here.

extension NSValue {
    /// The value of this box as a `Value`, when it boxes one (the casts' test).
    fileprivate func unboxed<Value>(as type: Value.Type) -> Value? { boxedGeometry as? Value }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGPoint: @retroactive _ObjectiveCBridgeable {
    /// A box of the point.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }
    /// The point a box holds (a box of another kind stops the program, as a forced cast does).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { result = source.cgPointValue }
    /// The point a box holds, when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = source.unboxed(as: CGPoint.self)
        return result != nil
    }
    /// The point a box holds; the origin for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.unboxed(as: CGPoint.self) ?? .zero }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGSize: @retroactive _ObjectiveCBridgeable {
    /// A box of the size.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }
    /// The size a box holds.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) { result = source.cgSizeValue }
    /// The size a box holds, when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = source.unboxed(as: CGSize.self)
        return result != nil
    }
    /// The size a box holds; zero for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.unboxed(as: CGSize.self) ?? .zero }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// A box of the rectangle.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }
    /// The rectangle a box holds.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { result = source.cgRectValue }
    /// The rectangle a box holds, when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = source.unboxed(as: CGRect.self)
        return result != nil
    }
    /// The rectangle a box holds; the zero rectangle for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.unboxed(as: CGRect.self) ?? .zero }
}

extension CGVector: _ObjectiveCBridgeable {
    /// A box of the vector.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgVector: self) }
    /// The vector a box holds.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) { result = source.cgVectorValue }
    /// The vector a box holds, when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) -> Bool {
        result = source.unboxed(as: CGVector.self)
        return result != nil
    }
    /// The vector a box holds; the zero vector for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGVector {
        source?.cgVectorValue ?? CGVector(dx: 0, dy: 0)
    }
}

extension CGAffineTransform: _ObjectiveCBridgeable {
    /// A box of the transform.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgAffineTransform: self) }
    /// The transform a box holds.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) {
        result = source.cgAffineTransformValue
    }
    /// The transform a box holds, when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) -> Bool {
        result = source.unboxed(as: CGAffineTransform.self)
        return result != nil
    }
    /// The transform a box holds; the identity for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGAffineTransform {
        source?.cgAffineTransformValue ?? .identity
    }
}

extension CATransform3D: _ObjectiveCBridgeable {
    /// A box of the transform.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(caTransform3D: self) }
    /// The transform a box holds.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) { result = source.caTransform3DValue }
    /// The transform a box holds, when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) -> Bool {
        result = source.unboxed(as: CATransform3D.self)
        return result != nil
    }
    /// The transform a box holds; the identity for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CATransform3D {
        source?.caTransform3DValue ?? CATransform3DIdentity
    }
}

extension UIEdgeInsets: _ObjectiveCBridgeable {
    /// A box of the insets.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(uiEdgeInsets: self) }
    /// The insets a box holds.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) { result = source.uiEdgeInsetsValue }
    /// The insets a box holds, when it holds some.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) -> Bool {
        result = source.unboxed(as: UIEdgeInsets.self)
        return result != nil
    }
    /// The insets a box holds; none for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> UIEdgeInsets { source?.uiEdgeInsetsValue ?? .zero }
}
