import Foundation

/// Animates the changes in `animations` with one call over begin/commit, with defaults for everything else.
///
/// NoEscapeAnimation's wrapper: `animations` is not escaping, so it can use
/// `self` without capture lists, and the block runs at once inside a
/// `beginAnimations`/`commitAnimations` bracket.
///
/// ```swift
/// animateViews {
///     card.center.y -= 40
/// } completion: { finished in
///     print("moved", finished)
/// }
/// ```
@preconcurrency @MainActor
public func animateViews(
    duration: TimeInterval = 0.3, delay: TimeInterval = 0, curve: AnimationCurve = .easeInOut,
    animations: () -> Void, completion: ((Bool) -> Void)? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
) {
    View.beginAnimations(nil, context: nil, file: file, line: line, column: column)
    View.setAnimationDuration(duration)
    View.setAnimationDelay(delay)
    View.setAnimationCurve(curve)
    let delegate = completion.map(CompletionDelegate.init)
    View.setAnimationDelegate(delegate)
    animations()
    View.commitAnimations()
    delegate?.keepAliveUntilStop()
}

/// Turns a begin/commit bracket's stop into a completion closure.
///
/// Whether it still holds itself is state outside the views, so scene checkpoints capture it.
@MainActor
private final class CompletionDelegate: AnimationTransactionDelegate, CheckpointState {
    private let completion: (Bool) -> Void
    /// Delegates are weak: the delegate holds itself until the animation stops.
    private var selfReference: CompletionDelegate?

    init(_ completion: @escaping (Bool) -> Void) {
        self.completion = completion
        AnimationEngine.shared.enlist(self)
    }

    func capturedState() -> @MainActor () -> Void {
        let saved = selfReference
        return { [self] in selfReference = saved }
    }

    func keepAliveUntilStop() {
        selfReference = self
    }

    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        completion(finished)
        selfReference = nil
    }
}
