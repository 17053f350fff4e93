import Foundation

/// What a change notification carries (Foundation's key-value observing options, which Linux lacks).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Pass the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    /// Pass the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// Call the handler once at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    /// Accepted for UIKit code; no separate before-change call is made.
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// One observed change: the values asked for in the options.
public struct NSKeyValueObservedChange<Value> {
    /// The value after the change, when `.new` was asked for.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
}

/// The token `observe(_:options:changeHandler:)` returns: observation lasts until it is invalidated or released.
@preconcurrency @MainActor
public final class NSKeyValueObservation {
    private weak var animator: PropertyAnimator?
    private let id: Int

    init(animator: PropertyAnimator, id: Int) {
        self.animator = animator
        self.id = id
    }

    /// Stops the observation; further changes call nothing.
    public func invalidate() {
        animator?.observers[id] = nil
        animator = nil
    }

    isolated deinit {
        invalidate()
    }
}

/// Observing an animator's `state`, `isRunning`, `isReversed` or `fractionComplete`, in the spelling UIKit code uses with KVO.
///
/// There is no Objective-C runtime here: the animator itself calls the handler
/// when a transition changes the observed value, and the engine after each tick
/// (where `fractionComplete` and `isRunning` move with the clock).
extension PropertyAnimator {
    /// Calls `changeHandler` whenever the value at `keyPath` changes, until the returned token is invalidated or released.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<PropertyAnimator, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (PropertyAnimator, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        observerCounter += 1
        let id = observerCounter
        observers[id] = { animator in
            let value = animator[keyPath: keyPath]
            guard value != last else { return }
            let old = last
            last = value
            changeHandler(
                animator,
                NSKeyValueObservedChange(newValue: options.contains(.new) ? value : nil, oldValue: options.contains(.old) ? old : nil))
        }
        engine.observe(self)
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? last : nil, oldValue: nil))
        }
        return NSKeyValueObservation(animator: self, id: id)
    }

    /// Lets every observer compare its value with the last one it saw.
    func notifyObservers() {
        for id in observers.keys.sorted() { observers[id]?(self) }
    }
}
