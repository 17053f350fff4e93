import Foundation

/// A shake of the device, as the Simulator's Device ▸ Shake gives one: `motionBegan` and `motionEnded` with
/// `.motionShake`, sent to the first responder — else to the frontmost view controller (the scene's root one, or
/// what it presents, as the Magic 8-Ball's controller gets it without asking) — which pass it up their chain.
extension Responder {
    /// Shakes the device for the scene shown in `root`, at the scene's `time`.
    package static func shake(in root: View, at time: TimeInterval) {
        let event = Event(motion: .motionShake, timestamp: time)
        let target: Responder = first ?? frontmostController(in: root) ?? root
        target.motionBegan(.motionShake, with: event)
        target.motionEnded(.motionShake, with: event)
    }

    /// The controller shown frontmost in `root`: its window's (or its own) controller, and what that presents.
    private static func frontmostController(in root: View) -> ViewController? {
        var controller = (root as? Window)?.rootViewController ?? root.owningController ?? root.window?.rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }
}
