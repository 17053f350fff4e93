import Foundation

/// The keyboard dismissed interactively, as a chat screen's list dismisses it (``ScrollView/KeyboardDismissMode/interactive``):
/// once the finger dragging the content reaches the keyboard, the keyboard follows the finger down — and back up —
/// with whatever is laid out on the keyboard's layout guide; let go moving down (or with the keyboard pulled all the
/// way), it goes, posting the hide notifications from where it is; let go otherwise, it rises back into place. No
/// notification is posted while it follows the finger, as on iOS, where the guide is what follows.
extension Keyboard {
    /// Follows the finger at `y` (in `window`'s coordinates): the keyboard's top goes down to it, no further than
    /// the keyboard's height and never above its place.
    static func follow(fingerAt y: CGFloat, in window: Window) {
        guard isShown else { return }
        let height = height(on: window.bounds.size), top = window.bounds.height - height
        let pulled = Swift.min(Swift.max(y - top, 0), height)
        guard pulled != pulledDown else { return }
        setPulledDown(pulled, in: window, animated: false)
    }

    /// The finger let go, moving down (`movingDown`) or not: a keyboard pulled down goes, or rises back.
    static func letGo(movingDown: Bool, in window: Window) {
        guard isShown, pulledDown > 0 else { return }
        if movingDown || pulledDown >= height(on: window.bounds.size) {
            window.endEditing(true)
        } else {
            setPulledDown(0, in: window, animated: true)
        }
    }

    /// Puts the keyboard `pulled` points below its place, with the views on the keyboard guide, in the keyboard's
    /// animation or at once.
    private static func setPulledDown(_ pulled: CGFloat, in window: Window, animated: Bool) {
        pulledDown = pulled
        let height = height(on: window.bounds.size)
        let panel = window.subviews.last { $0 is KeyboardView }
        let frame = CGRect(x: 0, y: window.bounds.height - height + pulled, width: window.bounds.width, height: height)
        let followers = KeyboardLayoutGuide.followers.compactMap(\.view).filter { $0.window === window }
        let move = {
            panel?.frame = frame
            for view in followers { view.setNeedsLayout() }
            window.layoutIfNeeded()
        }
        if animated {
            View.animate(withDuration: animationDuration, delay: 0, options: animationOptions, animations: move)
        } else {
            View.performWithoutAnimation(move)
        }
    }
}
