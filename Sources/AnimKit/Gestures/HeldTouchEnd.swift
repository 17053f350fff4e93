import Foundation

/// A touch's end kept from its view while recognizers that delay it (``GestureRecognizer/delaysTouchesEnded``) may
/// still recognise — a double tap between its taps: the view gets `touchesEnded` once they have all failed, or
/// `touchesCancelled` as soon as one recognises and takes the view's touches. UIKit's window does the same; it is why a
/// button under a double-tap recognizer answers a single tap only after the double tap's wait.
@preconcurrency @MainActor
final class HeldTouchEnd {
    private let touch: Touch
    private let view: View
    private let event: Event
    private let waiting: [GestureRecognizer]
    /// Whether the view has been given the end (or its cancellation).
    private(set) var isSettled = false

    init(touch: Touch, view: View, event: Event, waitingOn recognizers: [GestureRecognizer]) {
        (self.touch, self.view, self.event, waiting) = (touch, view, event, recognizers)
        for recognizer in recognizers { recognizer.heldEnd = self }
    }

    /// Gives the view what the recognizers decided, once they have: the end when every one has failed (or waits no
    /// more), the cancellation when one recognised with ``GestureRecognizer/cancelsTouchesInView``.
    func settleIfDecided() {
        guard !isSettled else { return }
        if waiting.contains(where: { $0.hasRecognized && $0.cancelsTouchesInView }) { return cancel() }
        guard waiting.allSatisfy({ !$0.awaitsMoreInput }) else { return }
        finish()
        view.touchesEnded([touch], with: event)
    }

    /// Cancels the view's touch: the scene was replaced or sought while its end was held, or a recognizer took it.
    func cancel() {
        guard !isSettled else { return }
        finish()
        touch.phase = .cancelled
        view.touchesCancelled([touch], with: event)
    }

    private func finish() {
        isSettled = true
        for recognizer in waiting where recognizer.heldEnd === self { recognizer.heldEnd = nil }
    }
}
