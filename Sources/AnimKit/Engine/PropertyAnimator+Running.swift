import Foundation

/// Creating and starting in one call, and the delay rule every such call shares.
extension PropertyAnimator {
    /// Creates an animator and starts it right away (after `delay`).
    ///
    /// As in UIKit: the curve comes from `options` (ease-in-out by default), repeat
    /// and autoreverse are ignored, and an animator created inside another
    /// animation block is not interruptible. A delay of 0 or less starts at once; a
    /// NaN or infinite delay is reported (``AnimatorError/Reason/invalidDelay(_:)``)
    /// and also starts at once, like every API that creates and starts in one call.
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)? = nil, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(
            duration: duration, timingParameters: CubicTimingParameters(animationCurve: options.curve), file: file, line: line,
            column: column)
        animator.isManualHitTestingEnabled = true
        animator.family = "runningPropertyAnimator"
        animator.isInterruptible = AnimationRecorder.current == nil
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        let start = animator.startDelay(delay, call: "runningPropertyAnimator(withDuration: \(duration), delay: \(delay), …)")
        if start > 0 { animator.startAnimation(afterDelay: start) } else { animator.startAnimation() }
        return animator
    }

    /// The delay a create-and-start call uses: `delay` when it is above 0, else 0; NaN and infinity are reported first.
    ///
    /// ``startAnimation(afterDelay:file:line:column:)`` refuses such a delay instead, since it is a
    /// call on an animator that can simply be started again.
    func startDelay(_ delay: TimeInterval, call: String) -> TimeInterval {
        guard delay.isFinite else {
            report(.invalidDelay(delay), call)
            return 0
        }
        return Swift.max(delay, 0)
    }
}
