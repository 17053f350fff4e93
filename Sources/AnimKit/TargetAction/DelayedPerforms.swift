import Foundation

/// The `perform(_:with:afterDelay:)` requests not yet sent, so that `cancelPreviousPerformRequests(withTarget:)` can
/// cancel them. They run by the scene's clock, as on iOS by the run loop's: a frame at any time is the same on every run.
@MainActor
enum DelayedPerforms {
    private struct Request {
        /// The target's identity: the object's, or — for a class method's perform — the class's.
        let target: ObjectIdentifier
        let selector: Selector
        let work: DispatchWorkItem
    }

    /// The identity of `target`: a class (a metatype) by its type, an object by itself.
    static func identity(of target: Any) -> ObjectIdentifier {
        if let type = target as? Any.Type { return ObjectIdentifier(type) }
        return ObjectIdentifier(target as AnyObject)
    }

    private static var pending: [Request] = []

    /// Runs `body` on the main actor: now when the caller is on it (`isolation`) or on the main thread, else as soon as
    /// the main queue gets to it.
    nonisolated static func onMain(_ isolation: (any Actor)?, _ body: @escaping @MainActor () -> Void) {
        if isolation === MainActor.shared || Thread.isMainThread {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async(flags: []) { body() }
        }
    }

    /// Sends `selector` to `target` with `argument` after `delay` seconds, unless cancelled first.
    static func schedule(
        _ selector: Selector, to target: AnyObject, as identity: ObjectIdentifier, with argument: Any?, after delay: TimeInterval
    ) {
        nonisolated(unsafe) let (object, argument) = (target, argument)
        var made: DispatchWorkItem?
        let work = DispatchWorkItem {
            MainActor.assumeIsolated {
                pending.removeAll { $0.work === made }
                _ = selector.send(to: object, argument)
            }
        }
        made = work
        pending.append(Request(target: identity, selector: selector, work: work))
        let engine = AnimationEngine.shared
        engine.perform(at: engine.clock.now + Swift.max(delay, 0)) { if !work.isCancelled { work.perform() } }
    }

    /// Cancels the requests to `target` (of `selector`, when given).
    static func cancel(to target: Any, selector: Selector?) {
        let identity = identity(of: target)
        for request in pending where request.target == identity && (selector == nil || request.selector == selector) {
            request.work.cancel()
        }
        pending.removeAll { $0.target == identity && (selector == nil || $0.selector == selector) }
    }
}
