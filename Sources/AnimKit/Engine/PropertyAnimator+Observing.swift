import Foundation

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
        return NSKeyValueObservation { [weak self] in self?.observers[id] = nil }
    }

    /// Lets every observer compare its value with the last one it saw.
    func notifyObservers() {
        for id in observers.keys.sorted() { observers[id]?(self) }
    }
}
