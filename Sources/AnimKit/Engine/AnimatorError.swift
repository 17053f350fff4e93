import Foundation

/// A call an animator refused: what was asked, of which animator, in which state, and why.
///
/// UIKit raises an exception (or asserts) for these. AnimKit changes nothing and
/// reports one of these through ``AnimationEngine/errorHandler``, so a mistake in an
/// animation never takes the program down.
public struct AnimatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why a call was refused.
    public enum Reason: Equatable, Sendable {
        /// The call needs a paused animator (continueAnimation; setting fractionComplete while running).
        case notPaused
        /// The animator is stopped and can only be finished (start, pause, addAnimations).
        case stopped
        /// stopAnimation on an animator that is already stopped.
        case alreadyStopped
        /// finishAnimation on an animator that was not stopped.
        case notStopped
        /// The animator has `isInterruptible == false`.
        case notInterruptible
        /// startAnimation(afterDelay:) on a paused animator.
        case pausedWithDelay
        /// A negative or non-finite delay.
        case invalidDelay(TimeInterval)
        /// A negative or non-finite duration; the animator uses 0.2 s instead.
        case invalidDuration(TimeInterval)
        /// A `UIView.animate` duration that is NaN or infinite; the changes are made at once, as for a duration of 0.
        case invalidBlockDuration(TimeInterval)
        /// Timing parameters with a NaN or infinite number, or an impossible spring; the animator uses the system's default curve instead.
        case invalidTiming(String)
        /// `isInterruptible = false` with `pausesOnCompletion` set, or the other way round: such an animator could never end.
        case pausesWithoutInterruption
        /// addAnimations or a restart from inside the animator's own completion handlers.
        case completing
        /// A configuration property that may only change while the animator is inactive (or, for scrubsLinearly, not paused).
        case configurationLocked(property: String)
        /// A control call on a tag that has no live animator.
        case noAnimator
        /// A warning: an animation was built (curried builder) and dropped without being started.
        case neverStarted
        /// A view controller or table call UIKit warns about and ignores or raises on (presenting what is shown,
        /// pushing what is in the stack, completing a transition twice, a row update the data source disagrees
        /// with), or a transition that never completed; says what was done instead.
        case controller(String)
        /// A Core Animation call Core Animation raises on or logs (an unknown key path, a value of the wrong kind, a
        /// layer put inside itself): reported and ignored.
        case layer(String)
    }

    /// Why the call was refused.
    public let reason: Reason
    /// The call, as written in code (`"pauseAnimation()"`).
    public let call: String
    /// The animator's tag (or the tag asked for).
    public let tag: Int
    /// The animator's state at the time, when there was an animator.
    public let state: AnimatingState?

    /// Creates an error report.
    public init(_ reason: Reason, call: String, tag: Int, state: AnimatingState?) {
        self.reason = reason
        self.call = call
        self.tag = tag
        self.state = state
    }

    /// One line a person can act on.
    public var description: String {
        if case .controller(let why) = reason { return "\(call): \(why)" }
        if case .layer(let why) = reason { return "\(call): \(why)" }
        let subject = state.map { "animator tag \(tag) (\($0))" } ?? "tag \(tag)"
        return "\(call) refused on \(subject): \(explanation)"
    }

    private var explanation: String {
        switch reason {
        case .notPaused: "the animator must be paused"
        case .stopped: "a stopped animator can only be finished with finishAnimation(at:)"
        case .alreadyStopped: "it is already stopped"
        case .notStopped: "finishAnimation(at:) needs an animator stopped with stopAnimation(false)"
        case .notInterruptible: "the animator is not interruptible"
        case .pausedWithDelay: "a paused animator cannot be started with a delay"
        case .invalidDelay(let delay): "the delay must be zero or more, not \(delay)"
        case .invalidDuration(let duration): "the duration must be zero or more, not \(duration); using 0.2 s"
        case .invalidBlockDuration(let duration):
            "the duration must be a number of seconds, not \(duration); the changes are made at once, without animation"
        case .invalidTiming(let why): "\(why); using the system's default curve"
        case .pausesWithoutInterruption: "an animator that pauses on completion must stay interruptible, or nothing could ever end it"
        case .completing: "the animator is running its completion handlers"
        case .configurationLocked(let property): "\(property) can only be changed while the animator is inactive"
        case .noAnimator: "no live animator has this tag"
        case .neverStarted: "the animation was built but never started (give it a completion, or call start())"
        case .controller(let why), .layer(let why): why
        }
    }
}
