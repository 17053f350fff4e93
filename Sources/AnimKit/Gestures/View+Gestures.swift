import Foundation

extension View {
    /// Attaches `recognizer`: it sees the pointer that goes down on this view or on a view inside it.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        attachedRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        attachedRecognizers.removeAll { $0 === recognizer }
        guard recognizer.view === self else { return }
        // A gesture under way is cancelled, as UIKit does; its touches then go no further to it.
        if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .cancelled }
        recognizer.touches = []
        recognizer.peers = []
        recognizer.finishIfDone()
        recognizer.view = nil
    }

    /// The recognizers attached to this view; `nil` when there are none, as UIKit reports.
    public var gestureRecognizers: [GestureRecognizer]? {
        attachedRecognizers.isEmpty ? nil : attachedRecognizers
    }
}
