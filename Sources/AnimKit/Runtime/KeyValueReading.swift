import Foundation

/// Reading a property by name, as key–value coding does on iOS (`value(forKey:)`), without the Objective-C runtime:
/// by reflection, so it finds stored properties (a cell's `contentView`, a model's fields) and not computed ones — but
/// for UIKit's read-only properties that AnimKit leaves open to overriding (`contentView`, `reuseIdentifier` …), whose
/// value it keeps in `storedName`.
enum KeyValueReading {
    /// The stored property `key` of `object` (looked for up its class chain), or `nil` when it has none of that name.
    static func value(of object: Any, forKey key: String) -> Any? {
        let stored = "stored" + key.prefix(1).uppercased() + key.dropFirst()
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "$__lazy_storage_$_" + key || child.label == stored {
                return unwrapped(child.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `value` itself, or what an optional in it holds (`nil` for none).
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}

extension NSArray {
    /// An array of each element's value for `key` — a stored property found by reflection — with `NSNull()` where an
    /// element has none, as key–value coding answers for an array.
    public func value(forKey key: String) -> Any {
        map { element -> Any in KeyValueReading.value(of: element, forKey: key) ?? NSNull() }
    }
}
