import Foundation

/// UIKit's rule for gesture recognizers over controls: a recognizer attached to a view above a control does not take
/// the control's own default action from it. A single-finger single tap on a button, switch, stepper, segmented control
/// or page control runs the control's action, not a superview's tap recognizer (and one on a text field gives it the
/// keyboard, as its own recognizers do on iOS, so that a tap-to-dismiss recognizer on the screen leaves it working); a single-finger swipe along a slider,
/// begun on its thumb, moves the slider; a single-finger pan along a switch, begun on its thumb, slides it. To have a
/// recognizer take those gestures first, attach it to the control itself.
extension Control {
    /// Whether `recognizer`, attached to a view above, would take what this control does by default.
    func overlapsDefaultAction(_ recognizer: GestureRecognizer) -> Bool {
        switch self {
        case is Button, is Stepper, is SegmentedControl, is PageControl, is TextField:
            return recognizer.isSingleFingerSingleTap
        case let toggle as Switch:
            return recognizer.isSingleFingerSingleTap || (toggle.pressedThumb && Self.isSingleFingerPanAlongX(recognizer, in: self))
        case let slider as Slider:
            return slider.draggingThumb && Self.isSingleFingerSwipeAlongX(recognizer)
        default:
            return false
        }
    }

    /// A pan recognizer following one finger that has moved more along x than along y.
    private static func isSingleFingerPanAlongX(_ recognizer: GestureRecognizer, in view: View) -> Bool {
        guard let pan = recognizer as? PanGestureRecognizer, pan.touches.count == 1 else { return false }
        let moved = pan.translation(in: view)
        return abs(moved.x) > abs(moved.y)
    }

    /// A swipe recognizer of one finger whose stroke went more along x than along y.
    private static func isSingleFingerSwipeAlongX(_ recognizer: GestureRecognizer) -> Bool {
        guard let swipe = recognizer as? SwipeGestureRecognizer, swipe.touches.count == 1 else { return false }
        return abs(swipe.pointer.location.x - swipe.start.location.x) > abs(swipe.pointer.location.y - swipe.start.location.y)
    }
}

extension GestureRecognizer {
    /// Whether this is a tap recognizer that wants one tap of one finger.
    var isSingleFingerSingleTap: Bool {
        guard let tap = self as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
