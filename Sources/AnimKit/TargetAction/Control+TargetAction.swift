import Foundation

extension Control {
    /// What ``Control/addTarget(_:action:for:)`` does: `action` is sent to `target` when any of `controlEvents` happens
    /// (with the control, and the event, if the method takes them); a `nil` target sends it up the responder chain from
    /// the control, to the first responder whose type has the method. The target is not retained; the same target and
    /// action for more events adds those events.
    func registerTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { ObjectIdentifier($0 as AnyObject) }
        if let index = registeredActions.firstIndex(where: { $0.action.targetAction.map { $0 == (object, action) } ?? false }) {
            registeredActions[index].events.formUnion(controlEvents)
            return
        }
        let added = target.map { ActionTarget($0, action) }
        // Each goes through `sendAction(_:to:for:)`, which a subclass may override to watch or change what it sends.
        let sent = Action { [weak self] _ in
            guard let self else { return }
            if let added {
                if let object = added.object { sendAction(added.selector, to: object, for: nil) }
                return
            }
            sendAction(action, to: nil, for: nil)
        }
        sent.targetAction = (object, action)
        registeredActions.append((sent, controlEvents))
    }

    /// Stops sending `action` to `target` for `controlEvents`; `nil` for the target or the action means any.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        for index in registeredActions.indices.reversed() {
            guard let added = registeredActions[index].action.targetAction, Self.is(added, target, action) else { continue }
            registeredActions[index].events.subtract(controlEvents)
            if registeredActions[index].events.isEmpty { registeredActions.remove(at: index) }
        }
    }

    /// The names of the actions sent to `target` (`nil`: the responder chain) for `controlEvent`; `nil` when none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = registeredActions.compactMap { entry -> String? in
            guard let added = entry.action.targetAction, !entry.events.isDisjoint(with: controlEvent),
                added.target == target.map({ ObjectIdentifier($0 as AnyObject) })
            else { return nil }
            return added.selector.name
        }
        return names.isEmpty ? nil : names
    }

    /// Whether an added target–action is `target`'s `action` (nil for either: any).
    private static func `is`(_ added: (target: ObjectIdentifier?, selector: Selector), _ target: Any?, _ action: Selector?) -> Bool {
        (target.map { ObjectIdentifier($0 as AnyObject) == added.target } ?? true) && (action.map { $0 == added.selector } ?? true)
    }
}

extension Control {
    /// ``Control/sendAction(_:to:for:)``'s own work: `action` to `target`, or up the responder chain from the control.
    func deliver(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let target {
            action.send(to: target as AnyObject, self, event)
            return
        }
        // Up the chain, to the responder `target(forAction:withSender:)` names (one that may do it now).
        if let responder = self.target(forAction: action, withSender: self) as? Responder { action.send(to: responder, self, event) }
    }
}
