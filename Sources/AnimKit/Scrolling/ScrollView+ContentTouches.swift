import Foundation

/// A drag that begins on a control inside a scroll view, as UIKit shares it: along an axis the content scrolls, the
/// scroll view takes it (the control's touch is cancelled, unless ``ScrollView/canCancelContentTouches`` is false);
/// along one it does not — a slider's thumb dragged sideways in a list, anything in content that does not scroll —
/// the control keeps it when ``ScrollView/touchesShouldCancel(in:)`` says its touch is not to be taken.
extension ScrollView {
    /// Makes a new scroll view's own parts: the pan, the clipping, its place in the engine's list.
    func setUpScrolling() {
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
        AnimationEngine.shared.madeScrollViews.append(self)
    }

    /// Whether `touch`, gone down on `view`, is given to it: each scroll view it is in agrees
    /// (``touchesShouldBegin(_:with:in:)``), innermost first.
    static func contentGets(_ touch: Touch, with event: Event, in view: View) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if let scroll = ancestor as? ScrollView, !scroll.touchesShouldBegin([touch], with: event, in: view) { return false }
            current = ancestor.superview
        }
        return true
    }

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

/// Scroll views nested across directions (the Scroll View Programming Guide's "Nesting Scroll Views": an outer one
/// paging sideways through pages that scroll up and down): a drag along a way this content cannot scroll, over a
/// scroll view around it that can, is the outer one's. A list keeps a sideways drag: its rows swipe through its pan.
extension ScrollView {
    /// Whether the content can be dragged at all: it is larger than the view one way, or bounces anyway (UIKit allows
    /// dragging content smaller than the bounds only with `alwaysBounce…` and `bounces`), or it is a list.
    var isDraggable: Bool { scrollsHorizontally || scrollsVertically || self is any SwipeableContent }

    /// Whether the pan, about to begin, leaves the drag to a scroll view around this one that scrolls the way it goes.
    func leavesDragToEnclosingScrollView() -> Bool {
        let moved = panGestureRecognizer.movedSincePress
        guard moved != .zero, !(self is any SwipeableContent) else { return false }
        let sideways = abs(moved.x) > abs(moved.y)
        guard !(sideways ? scrollsHorizontally : scrollsVertically) else { return false }
        var ancestor = superview
        while let view = ancestor {
            if let outer = view as? ScrollView, outer.isScrollEnabled, sideways ? outer.scrollsHorizontally : outer.scrollsVertically {
                return true
            }
            ancestor = view.superview
        }
        return false
    }
}
