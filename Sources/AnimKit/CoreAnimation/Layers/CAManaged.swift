import Foundation

/// A layer property that Core Animation keeps by its name — what Objective-C's `@NSManaged` declares on a `CALayer`
/// subclass, and what `animview play` writes it as (same length, so columns stay): animatable by key path
/// (`CABasicAnimation(keyPath: "angle")`), copied into every presentation, and a change of it draws the layer again
/// when the class's `needsDisplay(forKey:)` names it. Like Core Animation's, it does not animate implicitly.
///
/// Numbers (`Double`, `CGFloat`, `Float`, `Int`), points, sizes, rectangles and colours can be animated; a property
/// starts at zero (or `nil`), as an Objective-C dynamic property does.
@propertyWrapper
public struct CAManaged<Value: CAManagedValue> {
    /// Where the value lives: shared by the wrapper's copies, so that the layer finds it by name.
    let box: ManagedBox

    /// A property starting at zero, `false`, `nil` or clear.
    public init() { box = ManagedBox(Value.managedDefault) }

    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value) { box = ManagedBox(wrappedValue) }

    /// Not used: the value is read and written through the layer (the enclosing-instance subscript).
    @available(*, unavailable, message: "a managed property belongs to a layer")
    public var wrappedValue: Value {
        get { fatalError("a managed property belongs to a layer") }
        set { fatalError("a managed property belongs to a layer") }
    }

    /// The property of `layer`: set, it marks the layer for drawing when its class asks for that key.
    @MainActor
    public static subscript<Owner: Layer>(
        _enclosingInstance layer: Owner, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
        get { layer[keyPath: storageKeyPath].box.value as? Value ?? Value.managedDefault }
        set {
            let box = layer[keyPath: storageKeyPath].box
            box.value = newValue
            layer.managedValueChanged(box)
        }
    }
}

/// A value a ``CAManaged`` property can hold, with the value it starts at.
public protocol CAManagedValue {
    /// What a property of this type holds before it is set: zero, `false`, `nil`, clear.
    static var managedDefault: Self { get }
}

extension Double: CAManagedValue { public static var managedDefault: Double { 0 } }
extension Float: CAManagedValue { public static var managedDefault: Float { 0 } }
extension CGFloat: CAManagedValue { public static var managedDefault: CGFloat { 0 } }
extension Int: CAManagedValue { public static var managedDefault: Int { 0 } }
extension Bool: CAManagedValue { public static var managedDefault: Bool { false } }
extension CGPoint: CAManagedValue { public static var managedDefault: CGPoint { .zero } }
extension CGSize: CAManagedValue { public static var managedDefault: CGSize { .zero } }
extension CGRect: CAManagedValue { public static var managedDefault: CGRect { .zero } }
extension Color: CAManagedValue { public static var managedDefault: Color { .clear } }
extension Optional: CAManagedValue { public static var managedDefault: Optional { nil } }

/// The place a managed property's value lives, and the name the layer found it under.
final class ManagedBox: @unchecked Sendable {
    var value: Any
    var key: String?
    init(_ value: Any) { self.value = value }
}

/// A ``CAManaged`` of any value type, as the layer finds it among its stored properties.
protocol ManagedStorage { var box: ManagedBox { get } }
extension CAManaged: ManagedStorage {}
