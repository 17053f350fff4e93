import Foundation

// What Foundation offers iOS code by selector — timers, notifications, delayed performs — on Linux's Foundation,
// which has only their closure forms. The selector is sent on the main actor; scheduled timers and delayed performs
// run by the scene's clock.

extension Timer {
    /// A timer, already scheduled on the scene's clock (fired at the first tick at or after each of its times), that sends `selector` to `target` (with the
    /// timer, if the method takes it) after `interval`, and every `interval` when it `repeats`. The timer keeps its
    /// target until invalidated.
    /// `userInfo` is not kept: Linux's timers have none.
    @preconcurrency @MainActor
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        nonisolated(unsafe) let object = target as AnyObject
        return SceneTimer.scheduled(interval: interval, repeats: repeats) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { _ = selector.send(to: object, timer) }
        }
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
            if Thread.isMainThread { MainActor.assumeIsolated { send() } } else { DispatchQueue.main.async(flags: []) { send() } }
        }
    }
}

/// What can be sent a selector directly, as every `NSObject` can on iOS: AnimKit's responders (views, controllers)
/// and Foundation's objects.
public protocol SelectorReceiver: AnyObject {}

extension NSObject: SelectorReceiver {}
extension Responder: SelectorReceiver {}
extension GestureRecognizer: SelectorReceiver {}
extension Layer: SelectorReceiver {}
extension CAAnimation: SelectorReceiver {}
extension NSLayoutConstraint: SelectorReceiver {}
extension CollectionViewLayout: SelectorReceiver {}
extension CollectionViewLayoutAttributes: SelectorReceiver {}

extension SelectorReceiver {
    /// Sends `selector` to this object with `argument` after `delay` seconds, on the main queue, unless
    /// `NSObject.cancelPreviousPerformRequests(withTarget:)` cancels it first. Callable from anywhere, as NSObject's:
    /// the request is made on the main actor (`isolation`, the caller's, left to its default, says whether it is there).
    public func perform(
        _ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval, isolation: isolated (any Actor)? = #isolation
    ) {
        nonisolated(unsafe) let (object, argument) = (self, argument)
        DelayedPerforms.onMain(isolation) {
            DelayedPerforms.schedule(selector, to: object, as: ObjectIdentifier(object), with: argument, after: delay)
        }
    }

    /// Sends `selector` to the class itself (a class method's selector) with `argument` after `delay` seconds.
    public static func perform(
        _ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval, isolation: isolated (any Actor)? = #isolation
    ) {
        nonisolated(unsafe) let argument = argument
        let identity = ObjectIdentifier(self)
        nonisolated(unsafe) let target = self as AnyObject
        DelayedPerforms.onMain(isolation) { DelayedPerforms.schedule(selector, to: target, as: identity, with: argument, after: delay) }
    }

    /// Cancels every delayed perform to `target` not yet sent.
    public static func cancelPreviousPerformRequests(withTarget target: Any, isolation: isolated (any Actor)? = #isolation) {
        nonisolated(unsafe) let target = target
        DelayedPerforms.onMain(isolation) { DelayedPerforms.cancel(to: target, selector: nil) }
    }

    /// Cancels the delayed performs of `selector` to `target` not yet sent (the argument is not compared).
    public static func cancelPreviousPerformRequests(
        withTarget target: Any, selector: Selector, object: Any?, isolation: isolated (any Actor)? = #isolation
    ) {
        nonisolated(unsafe) let target = target
        DelayedPerforms.onMain(isolation) { DelayedPerforms.cancel(to: target, selector: selector) }
    }

    /// Sends `selector` to the class itself now, with `argument` (a class method's selector).
    @MainActor @discardableResult
    public static func perform(_ selector: Selector, with argument: Any?) -> Unmanaged<AnyObject>? {
        selector.send(to: self as AnyObject, argument)
        return nil
    }

    /// Whether the class answers `selector` (a class method's selector answers to anything).
    public static func responds(to selector: Selector?) -> Bool { selector?.isAnswered(by: self as AnyObject) ?? false }

    /// The class an archive would record: the object's own.
    public static func classForCoder() -> AnyClass { self }

    /// Whether the object is of `aClass` or of a subclass of it.
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if candidate == aClass { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether the object is of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }

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
