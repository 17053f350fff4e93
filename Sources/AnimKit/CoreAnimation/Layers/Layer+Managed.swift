import Foundation

/// The ``CAManaged`` properties of a layer subclass, found by name as Core Animation finds its dynamic properties:
/// read and set by key (an animation of `"angle"` blends them), and copied into presentations.
extension Layer {
    /// The layer classes found to have no managed property: a copy of one (a presentation, every frame) skips the search.
    private static var classesWithoutManagedProperties: Set<ObjectIdentifier> = []

    /// Each managed property of the layer's class and its superclasses, with its name.
    func managedProperties() -> [(key: String, box: ManagedBox)] {
        let layerClass = ObjectIdentifier(type(of: self))
        guard !Layer.classesWithoutManagedProperties.contains(layerClass) else { return [] }
        var found: [(key: String, box: ManagedBox)] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                // A wrapped property's storage is its name with an underscore before it.
                guard let label = child.label, label.hasPrefix("_"), let storage = child.value as? any ManagedStorage else { continue }
                found.append((String(label.dropFirst()), storage.box))
            }
            mirror = current.superclassMirror
        }
        if found.isEmpty { Layer.classesWithoutManagedProperties.insert(layerClass) }
        return found
    }

    /// The value of the managed property `key`, as an animation reads it; `nil` when there is none or its type does
    /// not animate.
    func managedValue(forKey key: String) -> LayerValue? {
        for property in managedProperties() where property.key == key { return LayerValue(managed: property.box.value) }
        return nil
    }

    /// Sets the managed property `key` from an animation's value; `false` when there is none or `value` is not of its kind.
    func setManagedValue(_ value: LayerValue, forKey key: String) -> Bool {
        for property in managedProperties() where property.key == key {
            guard let converted = value.managed(like: property.box.value) else { return false }
            property.box.value = converted
            return true
        }
        return false
    }

    /// `box` was set by code: the layer draws again if its class asks for that key.
    func managedValueChanged(_ box: ManagedBox) {
        if box.key == nil { box.key = managedProperties().first { $0.box === box }?.key }
        ownValuesChanged(box.key)
        if let key = box.key, type(of: self).needsDisplay(forKey: key) { state.needsDisplay = true }
    }

    /// Gives this copy `other`'s managed values (a presentation or model copy), as Core Animation copies its
    /// dynamic properties in `init(layer:)`.
    func copyManagedValues(from other: Layer) {
        let own = managedProperties()
        guard !own.isEmpty else { return }
        for property in other.managedProperties() {
            for mine in own where mine.key == property.key { mine.box.value = property.box.value }
        }
    }
}

extension LayerValue {
    /// A managed property's value as an animation blends it; `nil` for a type that does not animate.
    init?(managed value: Any) {
        switch value {
        case let number as Double: self = .number(CGFloat(number))
        case let number as CGFloat: self = .number(number)
        case let number as Float: self = .number(CGFloat(number))
        case let number as Int: self = .number(CGFloat(number))
        case let point as CGPoint: self = .point(point)
        case let size as CGSize: self = .size(size)
        case let rect as CGRect: self = .rect(rect)
        case let color as Color: self = .color(color)
        case let color as Color?: self = .color(color)
        default: return nil
        }
    }

    /// This value as a value of the type `old` is (what a managed property of that type holds).
    func managed(like old: Any) -> Any? {
        switch (self, old) {
        case (.number(let number), is Double): Double(number)
        case (.number(let number), is CGFloat): number
        case (.number(let number), is Float): Float(number)
        case (.number(let number), is Int): Int(number.rounded())
        case (.point(let point), is CGPoint): point
        case (.size(let size), is CGSize): size
        case (.rect(let rect), is CGRect): rect
        case (.color(let color), is Color): color ?? .clear
        case (.color(let color), is Color?): color
        default: nil
        }
    }
}
