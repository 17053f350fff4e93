import Foundation

/// The press that lifts something into a drag — a collection view's item, a view with a drag interaction: held half a
/// second where its owner says a drag may begin (it stands aside everywhere else, for the view's other gestures).
@MainActor
final class DragLiftPress: UIGestureRecognizerDelegate {
    let recognizer = LongPressGestureRecognizer()
    /// Whether a press at a point may lift, and what to do as it goes.
    var mayBegin: (CGPoint) -> Bool = { _ in false }
    var changed: (GestureRecognizer) -> Void = { _ in }

    init() {
        recognizer.delegate = self
        recognizer.addTarget { [weak self] press in self?.changed(press) }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let view = gestureRecognizer.view else { return false }
        return mayBegin(gestureRecognizer.location(in: view))
    }
}
