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
        if recognizer.view === self { recognizer.view = nil }
    }

    /// The recognizers attached to this view; `nil` when there are none, as UIKit reports.
    public var gestureRecognizers: [GestureRecognizer]? {
        attachedRecognizers.isEmpty ? nil : attachedRecognizers
    }
}
