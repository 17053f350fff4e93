import Foundation

/// Key commands (``KeyCommand``): found in the responder chain from the first responder — else from the frontmost
/// controller's visible one — and sent to the responder `target(forAction:withSender:)` names: the first in that chain
/// that has the action method and whose ``Responder/canPerformAction(_:withSender:)`` agrees.
extension Responder {
    /// Performs the key command for `key` (a character, or a ``KeyCommand`` input constant) held with `modifiers`, in
    /// the scene shown in `root`: `true` when one of the chain's commands matched and a responder took its action.
    /// `before` runs just before the action is sent (a previewer brings the scene to life there).
    package static func performKeyCommand(
        _ key: String, modifiers: KeyModifierFlags, in root: View, before: () -> Void = {}
    ) -> Bool {
        let start: Responder = first ?? visibleController(in: root) ?? root
        var chain: [Responder] = []
        var current: Responder? = start
        while let responder = current {
            chain.append(responder)
            current = responder.next
        }
        for responder in chain {
            guard let command = responder.keyCommands?.first(where: { $0.matches(key, modifiers: modifiers) }) else { continue }
            guard let taker = start.target(forAction: command.action, withSender: command) as? Responder else { return false }
            before()
            command.action.send(to: taker, command)
            return true
        }
        return false
    }

    /// The controller whose view shows frontmost in `root`: the window's root, what it presents, and a container's
    /// visible child (a navigation controller's top, a tab bar controller's selected one).
    static func visibleController(in root: View) -> ViewController? {
        var controller = (root as? Window)?.rootViewController ?? root.owningController ?? root.window?.rootViewController
        while true {
            if let presented = controller?.presentedViewController {
                controller = presented
            } else if let navigation = controller as? NavigationController, let top = navigation.topViewController {
                controller = top
            } else if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController {
                controller = selected
            } else {
                return controller
            }
        }
    }
}

extension ViewController {
    /// Adds `keyCommand` to the controller's ``Responder/keyCommands`` (unless a subclass overrides that property).
    public func addKeyCommand(_ keyCommand: KeyCommand) { addedKeyCommands.append(keyCommand) }
    /// Takes `keyCommand` back out.
    public func removeKeyCommand(_ keyCommand: KeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }
}
