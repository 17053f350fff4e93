import Foundation

/// The coordinator of a window changing size as the device turns: what `viewWillTransition(to:with:)` and
/// `willTransition(to:with:)` are given.
///
/// Animations given to it from those calls run in the turn's own animation, after the
/// window took its new size and traits and laid out (so frames set there animate with
/// it); given later, they join that animation over the time left. Completions run when
/// the turn ends. Its ``targetTransform`` is the interface's turn relative to the screen;
/// its duration UIKit's for a quarter turn (twice it for a half turn), on the ease-in-out curve.
@preconcurrency @MainActor
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator, CheckpointState {
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let containerView: View
    let targetTransform: CGAffineTransform
    private let controller: ViewController?
    private var animator: PropertyAnimator?
    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasEnded = false

    /// A turn of `window` by `rotation` over `duration` seconds (0: at once).
    init(window: Window, rotation: CGAffineTransform, duration: TimeInterval) {
        containerView = window
        controller = window.rootViewController
        targetTransform = rotation
        transitionDuration = duration
        isAnimated = duration > 0
        AnimationEngine.shared.enlist(self)
    }

    func capturedState() -> @MainActor () -> Void {
        let state = (animator, alongside, completions, hasEnded)
        return { [weak self] in
            guard let self else { return }
            (animator, alongside, completions, hasEnded) = state
        }
    }

    var presentationStyle: ModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { animator?.fractionComplete ?? (hasEnded ? 1 : 0) }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: AnimationCurve { .easeInOut }

    /// The window's root controller, for both keys: it is the one whose view changes size.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { controller }

    /// No view comes or goes in a turn.
    func view(forKey key: TransitionContextViewKey) -> View? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let animator, animator.isRunning {
            animator.addAnimations { animation(self) }
        } else {
            alongside.append(animation)
        }
        return true
    }

    /// A turn is never driven by hand: no handler is ever called.
    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the turn: `change` (the window's new size, traits and layout), then the animations given so far, in one
    /// animation of the turn's duration (or at once), and the completions at its end.
    func run(_ change: @escaping () -> Void) {
        let given = alongside
        alongside = []
        let all = { [self] in
            change()
            for animation in given { animation(self) }
        }
        guard isAnimated else {
            View.performWithoutAnimation(all)
            end()
            return
        }
        let turn = PropertyAnimator(duration: transitionDuration, curve: .easeInOut, animations: all)
        turn.name = "the interface turning"
        // The turn's animator keeps the coordinator until it ends (nothing else may: the calls were told and returned).
        turn.addCompletion { _ in self.end() }
        animator = turn
        turn.startAnimation()
    }

    private func end() {
        animator = nil
        hasEnded = true
        let told = completions
        completions = []
        for completion in told { completion(self) }
    }
}
