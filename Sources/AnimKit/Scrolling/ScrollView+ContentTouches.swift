import Foundation

/// A drag that begins on a control inside a scroll view, as UIKit shares it: along an axis the content scrolls, the
/// scroll view takes it (the control's touch is cancelled, unless ``ScrollView/canCancelContentTouches`` is false);
/// along one it does not — a slider's thumb dragged sideways in a list, anything in content that does not scroll —
/// the control keeps it when ``ScrollView/touchesShouldCancel(in:)`` says its touch is not to be taken.
extension ScrollView {
    /// Whether the pan, about to begin, leaves the drag to a control in the content that is following the touch.
    func leavesDragToControl() -> Bool {
        guard let control = trackingControl else { return false }
        guard canCancelContentTouches else { return true }
        // Since the press (in the window's axes): the pan has no translation yet as it asks to begin.
        let moved = panGestureRecognizer.movedSincePress
        let alongScrolling = abs(moved.x) > abs(moved.y) ? scrollsHorizontally : scrollsVertically
        return !alongScrolling && !touchesShouldCancel(in: control)
    }

    /// The control in the content following one of the pan's touches, if any.
    private var trackingControl: Control? {
        for touch in panGestureRecognizer.touches {
            var current = touch.view
            while let view = current, view !== self {
                if let control = view as? Control, control.isTracking { return control }
                current = view.superview
            }
        }
        return nil
    }
}
