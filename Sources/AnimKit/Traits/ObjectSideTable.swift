import Foundation

/// Values kept beside objects, as associated objects are — a view's trait overrides, an object's trait registrations —
/// each dropped once its object is gone (the object is held weakly, so a reused address is not taken for it).
@MainActor
struct ObjectSideTable<Value> {
    private struct Entry {
        weak var owner: AnyObject?
        var value: Value
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The table's size when it was last swept of the values of objects that are gone.
    private var sweptAt = 16

    /// Whether no object has a value here.
    var isEmpty: Bool { entries.isEmpty }

    /// `object`'s value; setting `nil` removes it.
    subscript(object: AnyObject) -> Value? {
        get { entries[ObjectIdentifier(object)].flatMap { $0.owner === object ? $0.value : nil } }
        set {
            entries[ObjectIdentifier(object)] = newValue.map { Entry(owner: object, value: $0) }
            if entries.count > 2 * sweptAt {
                entries = entries.filter { $0.value.owner != nil }
                sweptAt = Swift.max(entries.count, 16)
            }
        }
    }

    /// `object`'s value, or `initial` when it has none, to change in place.
    subscript(object: AnyObject, default initial: @autoclosure () -> Value) -> Value {
        get { self[object] ?? initial() }
        set { self[object] = newValue }
    }
}
