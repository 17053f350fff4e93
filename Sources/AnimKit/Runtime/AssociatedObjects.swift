import Foundation

// Objective-C's associated objects, which iOS libraries use to give a UIKit class stored state from an extension
// (`objc_setAssociatedObject(self, &Keys.queue, queue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`): kept here in a table by
// object and key, each object's values dropped once the object is gone.

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// How an associated value is held (Objective-C's `objc_AssociationPolicy`): retained, copied (held as given: Swift's
/// values are copied already), or assigned (held weakly when it is an object).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a static of your own); `nil` removes it.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(value, for: object as AnyObject, key: key, weakly: policy == .OBJC_ASSOCIATION_ASSIGN)
}

/// The value associated with `object` under `key`, if any.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(for: object as AnyObject, key: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(for: object as AnyObject)
}

/// The table behind the associated-object functions, safe from any thread as Objective-C's is.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    /// One object's values, with the object held weakly to tell when it is gone (and its address reused).
    private struct Entry {
        weak var owner: AnyObject?
        var values: [Int: Held] = [:]
    }

    /// A value held strongly, or an object held weakly (`OBJC_ASSOCIATION_ASSIGN`).
    private enum Held {
        case strong(Any)
        case weak(WeakObject)
    }

    private final class WeakObject {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The table's size when it was last swept of the values of objects that are gone.
    private var sweptAt = 16

    func set(_ value: Any?, for object: AnyObject, key: UnsafeRawPointer, weakly: Bool) {
        lock.withLock {
            let id = ObjectIdentifier(object)
            var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
            let held: Held? = value.flatMap(Self.unwrapped).map { value in
                if weakly, type(of: value) is AnyClass { return .weak(WeakObject(value as AnyObject)) }
                return .strong(value)
            }
            entry.values[Int(bitPattern: key)] = held
            entries[id] = entry.values.isEmpty ? nil : entry
            if entries.count > 2 * sweptAt { sweep() }
        }
    }

    func value(for object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
            switch entry.values[Int(bitPattern: key)] {
            case .strong(let value): return value
            case .weak(let box): return box.object
            case nil: return nil
            }
        }
    }

    func removeAll(for object: AnyObject) {
        lock.withLock {
            if entries[ObjectIdentifier(object)]?.owner === object { entries[ObjectIdentifier(object)] = nil }
        }
    }

    /// `value` without the optional it may come boxed in (`token as Any` of a `Token?`): nil for none.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// Drops the values of objects that are gone: the table grows with the objects alive, not with all there were.
    private func sweep() {
        entries = entries.filter { $0.value.owner != nil }
        sweptAt = Swift.max(entries.count, 16)
    }
}
