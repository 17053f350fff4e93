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

    private var start: CGPoint = .zero
    /// Which press the scheduled check belongs to: a later press, or a reset, makes an earlier check do nothing.
    private var press = 0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        start = pointer.location
        press += 1
        let current = press
        AnimationEngine.shared.perform(at: pointer.time + Swift.max(minimumPressDuration, 0)) { [weak self] in
            guard let self, self.press == current, self.state == .possible, !self.touches.isEmpty else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        // Still waiting, a move beyond the allowance fails it; it begins only by the timer.
        let wandered = hypot(pointer.location.x - start.x, pointer.location.y - start.y) > allowableMovement
        continuousMove(passed: false, ifNotPassed: wandered ? .failed : .possible)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        continuousEnd()
    }

    open override func reset() {
        press += 1
    }
}

/// UIKit's name for a long-press recognizer.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
