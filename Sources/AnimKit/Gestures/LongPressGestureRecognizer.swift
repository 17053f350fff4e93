import Foundation

/// A press held still: begins once the pointer has stayed down ``minimumPressDuration`` without moving more than
/// ``allowableMovement``, then reports each move and the release (also spelled `UILongPressGestureRecognizer`).
///
/// The wait is timed on the scene's clock, as every animation is: the gesture begins
/// on the tick the duration ends, so it is as exact in a test as in the window.
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the pointer must stay down, in seconds (0.5 by default, as UIKit's).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the pointer may wander before the gesture begins, in points (10 by default).
    open var allowableMovement: CGFloat = 10
    /// How many taps come before the press that is held: 0 (the default, as UIKit's); with 1, a tap then a press held.
    /// Each tap lifts within the press duration, and the next touch comes down within 0.35 s, as a double tap's.
    open var numberOfTapsRequired = 0
    /// How many fingers hold the press: 1 (the default, as UIKit's). A mouse makes one; the window's mirrored second
    /// finger (or a test's) makes two.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint = .zero
    /// Which press the scheduled check belongs to: a later press, or a reset, makes an earlier check do nothing.
    private var press = 0
    /// The taps made so far before the held press, and when the last went up.
    private var taps = 0
    private var lastUp: TimeInterval = -.infinity
    private var pressedAt: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if taps > 0, pointer.time - lastUp > 0.35 {
            state = .failed
            return
        }
        start = pointer.location
        pressedAt = pointer.time
        press += 1
        guard taps >= Swift.max(numberOfTapsRequired, 0) else { return }
        let current = press
        AnimationEngine.shared.perform(at: pointer.time + Swift.max(minimumPressDuration, 0)) { [weak self] in
            guard let self, self.press == current, self.state == .possible, !self.touches.isEmpty else { return }
            self.state = self.touches.count == Swift.max(self.numberOfTouchesRequired, 1) ? .began : .failed
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        // Still waiting, a move beyond the allowance fails it; it begins only by the timer.
        let wandered = hypot(pointer.location.x - start.x, pointer.location.y - start.y) > allowableMovement
        continuousMove(passed: false, ifNotPassed: wandered ? .failed : .possible)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let tapped = state == .possible && taps < numberOfTapsRequired && pointer.time - pressedAt < minimumPressDuration
        guard tapped else { return continuousEnd() }
        taps += 1
        lastUp = pointer.time
        let up = lastUp
        // The next touch must come down soon: if it does not, the gesture fails then (on the scene's clock).
        AnimationEngine.shared.perform(at: up + 0.35) { [weak self] in
            guard let self, self.lastUp == up, self.state == .possible, self.touches.isEmpty else { return }
            self.state = .failed
            self.finishIfDone()
        }
    }

    override var awaitsMoreInput: Bool { super.awaitsMoreInput || (state == .possible && taps > 0) }

    open override func reset() {
        press += 1
        taps = 0
        lastUp = -.infinity
    }
}

/// UIKit's name for a long-press recognizer.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
