import Foundation

/// What can be started, paused, scrubbed, stopped and finished (UIKit's `UIViewAnimating`): a property animator.
@preconcurrency @MainActor
public protocol ViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: AnimatingState { get }
    /// Whether it runs now.
    var isRunning: Bool { get }
    /// Whether it runs backwards.
    var isReversed: Bool { get set }
    /// How far it has run, 0…1.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes it.
    func startAnimation()
    /// Starts it after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it.
    func pauseAnimation()
    /// Stops it where it is; `withoutFinishing` skips the finishing step.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped one at `finalPosition`.
    func finishAnimation(at finalPosition: AnimatingPosition)
}

/// A ``ViewAnimating`` that takes more animations and completions (UIKit's `UIViewImplicitlyAnimating`): what a
/// custom transition's `interruptibleAnimator(using:)` returns.
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds animations that run with the rest.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining time.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion.
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
    /// Continues a paused or stopped one with new timing.
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
}

extension PropertyAnimator: ViewImplicitlyAnimating {}

/// UIKit's name for an animation that can be driven.
public typealias UIViewAnimating = ViewAnimating
/// UIKit's name for an animation that can be driven and added to.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
