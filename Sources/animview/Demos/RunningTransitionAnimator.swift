import AnimKit
import Foundation

/// The animator of the transition under way, as `interruptibleAnimator(using:)` must keep it: UIKit may ask for it
/// more than once in one transition and must get the same one; another context is another transition. Its
/// completion completes the transition and forgets it.
final class RunningTransitionAnimator {
    private var running: UIViewImplicitlyAnimating?
    private weak var context: UIViewControllerContextTransitioning?

    /// The animator of `transitionContext`'s transition: the one made before, or the one `make` makes now.
    @MainActor
    func animator(
        for transitionContext: UIViewControllerContextTransitioning, make: () -> UIViewImplicitlyAnimating
    ) -> UIViewImplicitlyAnimating {
        if let running, context === transitionContext { return running }
        let animator = make()
        animator.addCompletion { [weak self] _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self?.running = nil
        }
        running = animator
        context = transitionContext
        return animator
    }
}
