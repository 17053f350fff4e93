import Foundation

/// A click: the pointer goes down and up again within 10 points (also spelled `UITapGestureRecognizer`).
///
/// Discrete: the handlers are called once, with ``GestureRecognizer/State/recognized``.
@preconcurrency @MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture; 1 (the default) or more, each within 0.35 s of the last.
    public var numberOfTapsRequired = 1

    private var start: CGPoint = .zero
    private var taps = 0
    private var lastUp: TimeInterval = -.infinity
    private var moved = false

    override func pointerDown(at location: CGPoint, time: TimeInterval) {
        if time - lastUp > 0.35 { taps = 0 }
        start = location
        moved = false
    }

    override func pointerMoved(to location: CGPoint, time: TimeInterval) {
        if hypot(location.x - start.x, location.y - start.y) > PanGestureRecognizer.threshold { moved = true }
    }

    override func pointerUp(at location: CGPoint, time: TimeInterval) {
        guard !moved else {
            taps = 0
            return
        }
        taps += 1
        lastUp = time
        guard taps >= Swift.max(numberOfTapsRequired, 1) else { return }
        taps = 0
        finish(.recognized)
    }
}

/// UIKit's name for a tap recognizer.
public typealias UITapGestureRecognizer = TapGestureRecognizer
