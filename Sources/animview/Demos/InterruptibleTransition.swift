import AnimKit
import Foundation

/// A presentation and its dismissal animated by one interruptible animator, as UIKit code writes them since iOS 10:
/// the delegate hands itself out as both animation controllers, notes which way the transition goes, and asks its
/// subclass for the animator — kept for the whole transition.
class InterruptibleTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    /// Whether the transition under way presents (else it dismisses).
    private(set) var presenting = true
    private let running = RunningTransitionAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenting = false
        return self
    }

    /// No presentation controller of its own: a subclass may give one. (Declared here so that a subclass's is the
    /// one the protocol calls: Swift dispatches a protocol's requirement to the class that conforms.)
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }

    /// Nothing drives the dismissal by hand, unless a subclass says otherwise.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        running.animator(for: transitionContext) { makeAnimator(using: transitionContext) }
    }

    /// The transition's animator, its views put in place: a subclass's own.
    func makeAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear)
    }
}
