import Foundation

/// The `perform(_:with:afterDelay:)` requests not yet sent, so that `cancelPreviousPerformRequests(withTarget:)` can
/// cancel them. They run by the scene's clock, as on iOS by the run loop's: a frame at any time is the same on every run.
/// The requests waiting are the engine's, kept by its checkpoints: going back before a cancel (one a tap made, say,
/// which the replay does not make again) brings the request back, and it is sent at its time.
@MainActor
enum DelayedPerforms {
    /// A request waiting to be sent.
    struct Request {
        /// Which request: its work sends it only while it waits.
        let id: Int
        /// The target's identity: the object's, or — for a class method's perform — the class's.
        let target: ObjectIdentifier
        let selector: Selector
    }

    /// The number the next request gets (never reused, so a request's work cannot mistake another for itself).
    private static var made = 0

    /// The identity of `target`: a class (a metatype) by its type, an object by itself.
    static func identity(of target: Any) -> ObjectIdentifier {
        if let type = target as? Any.Type { return ObjectIdentifier(type) }
        return ObjectIdentifier(target as AnyObject)
    }

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
        let engine = AnimationEngine.shared
        made += 1
        let id = made
        engine.state.delayedPerforms.append(Request(id: id, target: identity, selector: selector))
        engine.perform(at: engine.clock.now + Swift.max(delay, 0)) { [weak engine] in
            guard let engine, let index = engine.state.delayedPerforms.firstIndex(where: { $0.id == id }) else { return }
            engine.state.delayedPerforms.remove(at: index)
            _ = selector.send(to: object, argument)
        }
    }

    /// Cancels the requests to `target` (of `selector`, when given).
    static func cancel(to target: Any, selector: Selector?) {
        let identity = identity(of: target)
        AnimationEngine.shared.state.delayedPerforms.removeAll { $0.target == identity && (selector == nil || $0.selector == selector) }
    }
}
