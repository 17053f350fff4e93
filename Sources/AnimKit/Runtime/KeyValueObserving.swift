import Foundation

/// What a key–value observation reports (Foundation's `NSKeyValueObservingOptions`, which Linux's Foundation lacks).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// The handler is called once at once, with the value now.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// The handler is called before each change too (not here: a change is seen once it is made).
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// One change an observation saw: the old and new values, when the options asked for them.
public struct NSKeyValueObservedChange<Value> {
    /// How the value changed: set.
    public let kind = Kind.setting
    /// The value after the change, with `.new`.
    public let newValue: Value?
    /// The value before the change, with `.old`.
    public let oldValue: Value?
    /// Whether this is the call before a change (never here).
    public let isPrior = false

    /// How a value changed.
    public enum Kind: UInt, Sendable {
        case setting = 1
        case insertion, removal, replacement
    }
}

/// An observation made by `observe(_:options:changeHandler:)` (of a view, or of a property animator); it lasts until
/// invalidated or let go.
@preconcurrency @MainActor
public final class NSKeyValueObservation {
    /// Compares the observed value with the last one seen, and tells the handler of a change.
    var check: (() -> Void)?
    private var onInvalidate: (() -> Void)?

    init(onInvalidate: (() -> Void)? = nil) { self.onInvalidate = onInvalidate }

    /// Stops the observation: further changes call nothing.
    public func invalidate() {
        onInvalidate?()
        (onInvalidate, check) = (nil, nil)
    }

    isolated deinit { invalidate() }
}

/// The observations of objects, by object: each is checked when its object says a value of it changed.
@MainActor
enum KeyValueObservers {
    private final class Weak {
        weak var observation: NSKeyValueObservation?
        init(_ observation: NSKeyValueObservation) { self.observation = observation }
    }

    private static var byObject: [ObjectIdentifier: [Weak]] = [:]

    /// Calls the handlers of `object`'s observations whose value changed.
    static func check(_ object: AnyObject) {
        guard !byObject.isEmpty, let observations = byObject[ObjectIdentifier(object)] else { return }
        let live = observations.filter { $0.observation?.check != nil }
        byObject[ObjectIdentifier(object)] = live.isEmpty ? nil : live
        for entry in live { entry.observation?.check?() }
    }

    fileprivate static func add(_ observation: NSKeyValueObservation, of object: AnyObject) {
        byObject[ObjectIdentifier(object), default: []].append(Weak(observation))
    }

    /// An observation made by name (`addObserver(_:forKeyPath:options:context:)`): kept until removed.
    private struct NamedObservation {
        let object: ObjectIdentifier, observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?
        let observation: NSKeyValueObservation
    }

    private static var byName: [NamedObservation] = []
    /// The names observed that are never told of, reported once each.
    static var saidUnobserved: Set<String> = []

    /// Keeps `observation` of `object`'s value at `keyPath` for `observer` until removed.
    static func remember(
        _ observation: NSKeyValueObservation, of object: AnyObject, observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?
    ) {
        add(observation, of: object)
        byName.append(
            NamedObservation(
                object: ObjectIdentifier(object), observer: ObjectIdentifier(observer), keyPath: keyPath, context: context,
                observation: observation))
    }

    /// Removes the most recent matching registration, as Foundation does.
    static func forget(of object: AnyObject, observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool) {
        guard
            let index = byName.lastIndex(where: { entry in
                entry.object == ObjectIdentifier(object) && entry.observer == ObjectIdentifier(observer) && entry.keyPath == keyPath
                    && (anyContext || entry.context == context)
            })
        else { return }
        byName.remove(at: index).observation.invalidate()
    }
}

/// Objects whose properties can be observed by key path: AnimKit's views (their geometry, alpha and colour, a scroll
/// view's content offset, size and inset).
@preconcurrency @MainActor
public protocol KeyValueObservable: AnyObject {}

extension View: KeyValueObservable {}

extension KeyValueObservable {
    /// Calls `changeHandler` each time the value at `keyPath` changes (compared as `Hashable` values; others are
    /// reported at each change of the object), with the old and new values the options ask for, as Foundation's
    /// key–value observing does. The observation lasts while the returned object is kept and not invalidated.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        observation.check = { [weak self] in
            guard let self else { return }
            let now = self[keyPath: keyPath]
            if let before = last as? AnyHashable, let after = now as? AnyHashable, before == after { return }
            let old = last
            last = now
            changeHandler(
                self, NSKeyValueObservedChange(newValue: options.contains(.new) ? now : nil, oldValue: options.contains(.old) ? old : nil))
        }
        KeyValueObservers.add(observation, of: self)
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? last : nil, oldValue: nil))
        }
        return observation
    }
}
