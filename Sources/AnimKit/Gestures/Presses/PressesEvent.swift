import Foundation

/// The presses of one moment (also spelled `UIPressesEvent`), handed to responders with them.
@preconcurrency @MainActor
open class PressesEvent: Event {
    /// Every press the event is about.
    open internal(set) var allPresses: Set<Press>

    init(presses: Set<Press>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(presses: timestamp)
    }

    /// The presses delivered to `gesture`: none (no recognizer takes presses here).
    open func presses(for gesture: GestureRecognizer) -> Set<Press> { [] }
}

/// UIKit's name for an event of presses.
public typealias UIPressesEvent = PressesEvent
