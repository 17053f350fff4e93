import Foundation

/// Key presses, as UIKit reports a physical keyboard's: `pressesBegan` when a key goes down, sent to the first
/// responder — else to the frontmost controller's visible one, else the scene's root view — which pass it up their
/// chain; `pressesEnded` when it goes up, to the responder it began on. Holding a key begins one press, not one a
/// repeat; a key that matched a key command begins none (the command took it).
extension Responder {
    /// The presses held now, by key.
    private static var heldPresses: [KeyboardHIDUsage: Press] = [:]

    /// `key` went down in the scene shown in `root`, at the scene's `time`: `false` when it is held already (a repeat).
    @discardableResult
    package static func beginPress(of key: Key, in root: View, at time: TimeInterval) -> Bool {
        guard heldPresses[key.keyCode] == nil else { return false }
        let responder: Responder = first ?? visibleController(in: root) ?? root
        let press = Press(key: key, timestamp: time, responder: responder)
        heldPresses[key.keyCode] = press
        responder.pressesBegan([press], with: PressesEvent(presses: Set(heldPresses.values), timestamp: time))
        return true
    }

    /// The key `keyCode` went up at the scene's `time`: its press ends where it began. `false` when none was held.
    @discardableResult
    package static func endPress(of keyCode: KeyboardHIDUsage, at time: TimeInterval) -> Bool {
        guard let press = heldPresses[keyCode] else { return false }
        let event = PressesEvent(presses: Set(heldPresses.values), timestamp: time)
        heldPresses[keyCode] = nil
        (press.phase, press.force, press.timestamp) = (.ended, 0, time)
        press.responder?.pressesEnded([press], with: event)
        return true
    }

    /// Every held press is taken away (the scene was sought or reloaded, or keys stopped going to it): each responder
    /// hears `pressesCancelled` for its own.
    package static func cancelPresses(at time: TimeInterval) {
        guard !heldPresses.isEmpty else { return }
        let presses = heldPresses.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
        heldPresses = [:]
        let event = PressesEvent(presses: Set(presses), timestamp: time)
        for press in presses {
            (press.phase, press.force, press.timestamp) = (.cancelled, 0, time)
            press.responder?.pressesCancelled([press], with: event)
        }
    }

    /// Whether a press of `keyCode` is held.
    package static func isPressHeld(_ keyCode: KeyboardHIDUsage) -> Bool { heldPresses[keyCode] != nil }
}
