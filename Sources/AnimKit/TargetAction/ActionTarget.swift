import Foundation

/// An object and the method to send it, as controls and gesture recognizers keep them: the object weakly, as UIKit
/// does, so that a view controller that is its own views' target is not kept alive by them.
struct ActionTarget {
    private(set) weak var object: AnyObject?
    let selector: Selector

    init(_ object: Any, _ selector: Selector) {
        self.object = object as AnyObject
        self.selector = selector
    }

    /// Whether this is `object`'s `selector` (`nil` for either matches any, as `removeTarget` reads it).
    func matches(_ object: Any?, _ selector: Selector?) -> Bool {
        (object.map { $0 as AnyObject === self.object } ?? true) && (selector.map { $0 == self.selector } ?? true)
    }
}

extension GestureRecognizer {
    /// Sends `action` to `target` at each change of state, after what was added before; the target is not retained.
    /// Adding the same target and action twice adds it once.
    public func addTarget(_ target: Any, action: Selector) {
        let added = ActionTarget(target, action)
        guard !handlers.contains(where: { $0.target?.matches(target, action) == true }) else { return }
        let send: @MainActor (GestureRecognizer) -> Void = { recognizer in
            guard let object = added.object else { return }
            added.selector.send(to: object, recognizer)
        }
        handlers.append((added, send))
    }

    /// Stops sending `action` to `target`; `nil` for either stops every action of the target, or every target of the action.
    public func removeTarget(_ target: Any?, action: Selector?) {
        handlers.removeAll { $0.target?.matches(target, action) == true }
    }
}
