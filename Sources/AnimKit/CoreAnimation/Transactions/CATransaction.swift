import Foundation

/// Core Animation's transactions: what implicit animations of layers made by code take (duration, curve,
/// whether to animate at all), and a block run when the animations a transaction added have all finished.
///
/// Changes outside `begin()`/`commit()` belong to an implicit transaction that ends with the current frame.
@preconcurrency @MainActor
public enum CATransaction {
    private struct Frame {
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
        var completion: (@MainActor () -> Void)?
        var animations: [CAAnimation] = []
    }

    private static var stack: [Frame] = []
    /// The implicit transaction's settings, until the frame ends.
    private static var implicit = Frame()

    /// The innermost open transaction, else the implicit one: changed in place (each animation added appended to its own
    /// list, not to a copy of it — a copy a time made adding N animations in one frame cost N² retains).
    private static var current: Frame {
        get { stack.last ?? implicit }
        _modify {
            if stack.isEmpty {
                yield &implicit
            } else {
                yield &stack[stack.count - 1]
            }
        }
    }

    /// Starts a transaction (they nest).
    public static func begin() {
        stack.append(Frame(duration: current.duration, timingFunction: current.timingFunction, disablesActions: current.disablesActions))
    }

    /// Ends the transaction begun last; its completion block runs once the animations it added have finished.
    public static func commit() {
        guard let frame = stack.popLast() else { return }
        if !stack.isEmpty { stack[stack.count - 1].animations += frame.animations }
        if let completion = frame.completion { AnimationEngine.shared.whenFinished(frame.animations, run: completion) }
    }

    /// Ends the implicit transaction: called by the engine once per frame.
    static func endImplicitTransaction() {
        let frame = implicit
        implicit = Frame()
        if let completion = frame.completion { AnimationEngine.shared.whenFinished(frame.animations, run: completion) }
    }

    /// Commits now what is pending (nothing to do here: changes apply at once).
    public static func flush() {}

    /// The duration of implicit animations in this transaction; 0.25 s by default.
    public static func animationDuration() -> CFTimeInterval { current.duration }
    /// Sets the duration of implicit animations in this transaction.
    public static func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }
    /// The curve of implicit animations in this transaction; `nil` means Core Animation's default curve.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    /// Sets the curve of implicit animations in this transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    /// Whether property changes in this transaction happen at once, without implicit animations.
    public static func disableActions() -> Bool { current.disablesActions }
    /// Turns implicit animations off (or on) for this transaction.
    public static func setDisableActions(_ flag: Bool) { current.disablesActions = flag }
    /// The block to run when this transaction's animations have finished.
    public static func completionBlock() -> (@MainActor () -> Void)? { current.completion }
    /// Sets the block to run when this transaction's animations have finished (at once, on the next frame, when it adds none).
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) { current.completion = block }

    /// Notes an animation added while this transaction is open, for its completion block.
    static func added(_ animation: CAAnimation) { current.animations.append(animation) }
}
