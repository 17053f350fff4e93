import Foundation

/// The coordinator of one presentation, dismissal, push or pop: what the controllers' ``ViewController/transitionCoordinator``
/// gives from just before `viewWillAppear` until the transition ends.
///
/// Animations given to it before the transition starts join the transition's own
/// animator when it starts; given later, they join it then, over the time left — as
/// UIKit adds them to the transition's animation. A built-in transition, or a custom
/// one driven by hand, runs them in its own animator, so they are scrubbed and run back
/// with it; a custom animator that animates by itself is joined by a property animator
/// of its duration with the ease-in-out curve. Not animated, they run at once.
/// Completions run when the transition ends, before the controllers' `viewDidAppear`.
@preconcurrency @MainActor
final class TransitionCoordinator: ViewControllerTransitionCoordinator, CheckpointState {
    let isAnimated: Bool
    let presentationStyle: ModalPresentationStyle
    let initiallyInteractive: Bool
    /// How long the transition runs: the built-in one's, or the delegate's animator's once asked.
    var transitionDuration: TimeInterval
    let containerView: View
    private let from: ViewController, to: ViewController
    private let fromView: View?, toView: View?
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    /// The animator the transition runs in, once it runs.
    private var animator: (any ViewImplicitlyAnimating)?
    /// When a custom animator that animates by itself started: animations given then run beside it.
    private var besideSince: TimeInterval?
    /// The context of a custom transition, whose percentage a hand drives.
    weak var context: TransitionContext?
    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

    init(
        from: (ViewController, view: View?), to: (ViewController, view: View?), container: View, style: ModalPresentationStyle,
        duration: TimeInterval, animated: Bool, interactive: Bool
    ) {
        (self.from, fromView) = from
        (self.to, toView) = to
        containerView = container
        presentationStyle = style
        transitionDuration = animated ? duration : 0
        isAnimated = animated
        initiallyInteractive = interactive
        isInteractive = interactive
        AnimationEngine.shared.enlist(self)
    }

    /// The coordinator's state now, as work that puts it back: a seek back into a transition finds the animations and
    /// completions still to run.
    func capturedState() -> @MainActor () -> Void {
        let state = (transitionDuration, isInteractive, isCancelled, animator, besideSince, alongside, completions, interactionHandlers)
        return { [weak self] in
            guard let self else { return }
            (transitionDuration, isInteractive, isCancelled, animator, besideSince, alongside, completions, interactionHandlers) = state
        }
    }

    var isInterruptible: Bool { true }
    var percentComplete: CGFloat { context?.percentComplete ?? animator?.fractionComplete ?? 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? fromView : key == .to ? toView : nil
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let animator {
            animator.addAnimations { animation(self) }
        } else if besideSince != nil {
            runBeside(animation)
        } else {
            alongside.append(animation)
        }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The transition starts in `animator`: the animations given so far join it.
    func run(in animator: any ViewImplicitlyAnimating) {
        self.animator = animator
        for animation in alongside { animator.addAnimations { animation(self) } }
        alongside = []
    }

    /// A custom animator started without handing its animator over: the animations given so far, and later, run in
    /// property animators of their own over the time left.
    func runBesideIfWaiting() {
        guard animator == nil, besideSince == nil else { return }
        besideSince = AnimationEngine.shared.clock.now
        for animation in alongside { runBeside(animation) }
        alongside = []
    }

    private func runBeside(_ animation: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {
        let elapsed = AnimationEngine.shared.clock.now - (besideSince ?? 0)
        let beside = PropertyAnimator(duration: Swift.max(transitionDuration - elapsed, 0), curve: .easeInOut) { animation(self) }
        beside.name = "alongside the transition to \(to.typeName)"
        beside.startAnimation()
    }

    /// The transition is not animated: the animations given so far run at once.
    func runWithoutAnimation() {
        View.performWithoutAnimation {
            for animation in alongside { animation(self) }
        }
        alongside = []
    }

    /// A hand let go of the transition: it runs on to its end, or back when `cancelled`.
    func interactionEnded(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        for handler in interactionHandlers { handler(self) }
    }

    /// The transition ended (`completed`: not cancelled): the completions run.
    func end(completed: Bool) {
        isInteractive = false
        isCancelled = !completed
        for completion in completions { completion(self) }
        completions = []
    }
}
