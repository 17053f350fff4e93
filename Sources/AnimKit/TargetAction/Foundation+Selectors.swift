import Foundation

// What Foundation offers iOS code by selector — timers, notifications, delayed performs — on Linux's Foundation,
// which has only their closure forms. The selector is sent on the main actor; the timers and delays run by the
// process's clock (the main run loop and queue), not the scene's.

extension Timer {
    /// A timer, already on the main run loop, that sends `selector` to `target` (with the timer, if the method takes
    /// it) after `interval`, and every `interval` when it `repeats`. The timer keeps its target until invalidated.
    /// `userInfo` is not kept: Linux's timers have none.
    @preconcurrency @MainActor
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.main.add(timer, forMode: .common)
        return timer
    }

    /// A timer to add to a run loop, that sends `selector` to `target` (with the timer, if the method takes it).
    @preconcurrency @MainActor
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        nonisolated(unsafe) let object = target as AnyObject
        self.init(timeInterval: interval, repeats: repeats) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { _ = selector.send(to: object, timer) }
        }
    }
}

extension NotificationCenter {
    /// Sends `selector` to `observer` (with the notification, if the method takes it) on the main actor for each
    /// notification named `name` (any, with `nil`) from `object` (any, with `nil`). The observer is not retained, as
    /// on iOS 9 and later; once it is gone nothing is sent.
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        nonisolated(unsafe) weak let target = observer as AnyObject
        _ = addObserver(forName: name, object: object, queue: nil) { notification in
            nonisolated(unsafe) let notification = notification
            let send = { @MainActor in _ = target.map { selector.send(to: $0, notification) } }
            if Thread.isMainThread { MainActor.assumeIsolated { send() } } else { DispatchQueue.main.async { send() } }
        }
    }
}

/// What can be sent a selector directly, as every `NSObject` can on iOS: AnimKit's responders (views, controllers)
/// and Foundation's objects.
public protocol SelectorReceiver: AnyObject {}

extension NSObject: SelectorReceiver {}
extension Responder: SelectorReceiver {}

extension SelectorReceiver {
    /// Sends `selector` to this object with `argument` after `delay` seconds, on the main queue.
    @MainActor
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        nonisolated(unsafe) let (object, argument) = (self, argument)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { _ = selector.send(to: object, argument) } }
    }

    /// Sends `selector` to this object now, with no argument.
    @MainActor @discardableResult
    public func perform(_ selector: Selector) -> Unmanaged<AnyObject>? {
        selector.send(to: self)
        return nil
    }

    /// Sends `selector` to this object now, with `argument`.
    @MainActor @discardableResult
    public func perform(_ selector: Selector, with argument: Any?) -> Unmanaged<AnyObject>? {
        selector.send(to: self, argument)
        return nil
    }

    /// Whether this object has the method `selector` names (is of its type).
    public func responds(to selector: Selector?) -> Bool {
        selector?.isAnswered(by: self) ?? false
    }
}
