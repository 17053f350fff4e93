import Foundation

/// A touch's end kept from its view while recognizers that delay it (``GestureRecognizer/delaysTouchesEnded``) may
/// still recognise — a double tap between its taps: the view gets `touchesEnded` once they have all failed, or
/// `touchesCancelled` as soon as one recognises and takes the view's touches. UIKit's window does the same; it is why a
/// button under a double-tap recognizer answers a single tap only after the double tap's wait.
@preconcurrency @MainActor
final class HeldTouchEnd {
    /// The ends held, in the order the touches lifted (a triple tap holds its first two).
    private var ends: [(touch: Touch, view: View, event: Event)] = []
    private var waiting: [GestureRecognizer] = []
    /// Whether the views have been given the ends (or their cancellations).
    private(set) var isSettled = false

    init(touch: Touch, view: View, event: Event, waitingOn recognizers: [GestureRecognizer]) {
        add(touch: touch, view: view, event: event, waitingOn: recognizers)
    }

    /// Holds one more touch's end, until the same decision (and that of `recognizers`).
    func add(touch: Touch, view: View, event: Event, waitingOn recognizers: [GestureRecognizer]) {
        ends.append((touch, view, event))
        for recognizer in recognizers where !waiting.contains(where: { $0 === recognizer }) { waiting.append(recognizer) }
        for recognizer in recognizers { recognizer.heldEnd = self }
    }

    /// Gives the view what the recognizers decided, once they have: the end when every one has failed (or waits no
    /// more), the cancellation when one recognised with ``GestureRecognizer/cancelsTouchesInView``.
    func settleIfDecided() {
        guard !isSettled else { return }
        if waiting.contains(where: { $0.hasRecognized && $0.cancelsTouchesInView }) { return cancel() }
        guard waiting.allSatisfy({ !$0.awaitsMoreInput }) else { return }
        finish()
        for end in ends { end.view.touchesEnded([end.touch], with: end.event) }
    }

    /// Cancels the views' touches: the scene was replaced or sought while their ends were held, or a recognizer took them.
    func cancel() {
        guard !isSettled else { return }
        finish()
        for end in ends {
            end.touch.phase = .cancelled
            end.view.touchesCancelled([end.touch], with: end.event)
        }
    }

    private func finish() {
        isSettled = true
        for recognizer in waiting where recognizer.heldEnd === self { recognizer.heldEnd = nil }
    }
}
