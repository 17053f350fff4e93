import Foundation

/// Drives a transition by hand (UIKit's `UIViewControllerInteractiveTransitioning`): given to UIKit by a transitioning
/// delegate's `interactionControllerForPresentation(using:)` or `…ForDismissal(using:)`.
@preconcurrency @MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// The transition starts, driven by this object.
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
    /// Whether the transition starts driven by hand (`true`) or animates until told otherwise.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    /// `true`.
    public var wantsInteractiveStart: Bool { true }
}

/// A transition driven by a fraction (UIKit's `UIPercentDrivenInteractiveTransition`), the interaction controller
/// that pan-to-dismiss code uses: `update(_:)` as the finger moves, then `finish()` or `cancel()`.
///
/// It drives the animator that the transition's animation controller returns from
/// `interruptibleAnimator(using:)` — UIKit's own way since iOS 10: paused at the start,
/// scrubbed by `update(_:)`, run on to the end by `finish()` or back to the start by
/// `cancel()`, where the animator's completion calls `completeTransition(_:)` with
/// `!transitionWasCancelled`. An animation controller that only implements `animateTransition(using:)` (a
/// `UIView.animate` whose completion completes the transition) is driven through time, as UIKit drives the
/// container layer's: `update(_:)` shows each of its animations where the transition's time puts it, on its own
/// curve and after its own delay; `finish()` runs the time on over `(1 − percentComplete) × duration /
/// completionSpeed`, `cancel()` back over `percentComplete × duration / completionSpeed`.
@preconcurrency @MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning, CheckpointState {
    /// How far the transition is, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast `finish()` and `cancel()` run the rest, as a multiple of the animator's own pace.
    open var completionSpeed: CGFloat = 1
    /// The timing of what `finish()` or `cancel()` runs; `nil` for the animator's own.
    open var timingCurve: (any TimingCurveProvider)?
    /// Whether the transition starts driven by hand.
    open var wantsInteractiveStart = true
    /// The transition being driven, and its animator.
    private var driven: (context: any ViewControllerContextTransitioning, animator: any ViewImplicitlyAnimating)?

    /// An interaction controller ready for a transition.
    public init() {
        AnimationEngine.shared.enlist(self)
    }

    /// The interaction's state now, as work that puts it back: a seek back finds the transition it was driving.
    package func capturedState() -> @MainActor () -> Void {
        let state = (percentComplete, driven)
        return { [weak self] in
            guard let self else { return }
            (percentComplete, driven) = state
        }
    }

    /// The transition's duration, from its animation controller (0 before it starts).
    open var duration: CGFloat {
        guard let context = driven?.context as? TransitionContext else { return 0 }
        return CGFloat(context.animationController.transitionDuration(using: context))
    }

    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        let controller = context.animationController
        var animator = controller.interruptibleAnimator(using: context)
        // An animation controller with no animator of its own, only `animateTransition(using:)`: the animations that
        // call begins are held on the transition's clock and driven through it, as UIKit drives the container's time.
        if (animator as? PropertyAnimator)?.standsInForTransition == true {
            animator = HeldTransitionAnimations(duration: controller.transitionDuration(using: context)) {
                controller.animateTransition(using: context)
            }
        }
        animator.pauseAnimation()
        context.coordinator?.run(in: animator)
        driven = (context, animator)
        if !wantsInteractiveStart { finish() }
    }

    /// Moves the transition to `percentComplete` (0…1).
    open func update(_ percentComplete: CGFloat) {
        guard let (context, animator) = driven else { return }
        self.percentComplete = Swift.min(Swift.max(percentComplete, 0), 1)
        animator.fractionComplete = self.percentComplete
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is.
    open func pause() {
        guard let (context, animator) = driven else { return }
        animator.pauseAnimation()
        context.pauseInteractiveTransition()
    }

    /// Runs the transition on to its end.
    open func finish() {
        guard let (context, animator) = driven else { return }
        context.finishInteractiveTransition()
        runOn(animator, reversed: false, remaining: 1 - percentComplete)
    }

    /// Runs the transition back to its start; the views go back as they were.
    open func cancel() {
        guard let (context, animator) = driven else { return }
        context.cancelInteractiveTransition()
        runOn(animator, reversed: true, remaining: percentComplete)
    }

    /// Runs the animator on, forwards or back, over the `remaining` share of its duration divided by the completion
    /// speed (UIKit's duration factor is that time in units of the animator's duration).
    private func runOn(_ animator: any ViewImplicitlyAnimating, reversed: Bool, remaining: CGFloat) {
        driven = nil
        animator.isReversed = reversed
        let speed = completionSpeed > 0 ? completionSpeed : 1
        animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: Swift.max(remaining / speed, 0.0001))
    }
}

/// UIKit's name for driving a transition by hand.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// UIKit's name for a transition driven by a fraction.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
