import Foundation

/// What a gesture recognizer asks before it acts (also spelled `UIGestureRecognizerDelegate`): whether to begin,
/// whether to see a touch, whether to recognise alongside another, whether to wait for another to fail. Each has UIKit's default, so a delegate writes
/// only the ones it needs.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `.possible` and recognise; `false` makes it fail. True by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` may recognise while `otherGestureRecognizer` does too. False by default: the first
    /// to recognise makes the others fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` sees `touch` at all. True by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail before it recognises, asked for each
    /// touch sequence both follow (a failure requirement across views, made as the touch comes). False by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail, asked likewise. False by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// True: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// False: one recognizer at a time.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// True: every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    /// False: only ``GestureRecognizer/require(toFail:)`` makes a recognizer wait.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// False.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

extension GestureRecognizer {
    /// Whether this recognizer and `other` may recognise together, as either's delegate says.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer, recognising, stops `other`: not let recognise alongside it, and both agree
    /// (``canPrevent(_:)``, ``canBePrevented(by:)``).
    func prevents(_ other: GestureRecognizer) -> Bool {
        !recognizesSimultaneously(with: other) && canPrevent(other) && other.canBePrevented(by: self)
    }
}
