import Foundation

// On iOS a number stored where Objective-C keeps an object — a Core Animation animation's `fromValue`, `toValue`,
// `byValue` and `values` — becomes an `NSNumber`, and reads back as any number type: `animation.fromValue as! CGFloat`
// works although the code wrote `0`, an `Int`. Linux's Foundation bridges `NSNumber` to `Int`, `Double`, `Float` and
// `Bool` but not to `CGFloat`; this conformance adds it, as the one way to make the cast iOS code writes work here.

// swift-format-ignore: AvoidRetroactiveConformances
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The number, boxed.
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    /// The number a box holds, as a `CGFloat`.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }
    /// The number a box holds, as a `CGFloat` (every number is one, to a `Double`'s precision).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }
    /// The number a box holds; 0 for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat { CGFloat(source?.doubleValue ?? 0) }
}

/// What Objective-C would keep of `value` in an object-typed property: a Swift number becomes an `NSNumber` (so it reads
/// back as any number type, as on iOS); anything else stays as it is.
func objectBridged(_ value: Any) -> Any {
    switch value {
    case let number as CGFloat: NSNumber(value: Double(number))
    case let number as Double: NSNumber(value: number)
    case let number as Float: NSNumber(value: number)
    case let number as Int: NSNumber(value: number)
    case let number as Bool: NSNumber(value: number)
    default: value
    }
}
