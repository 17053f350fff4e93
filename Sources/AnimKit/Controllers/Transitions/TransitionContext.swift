import Foundation

/// The context a custom presentation or dismissal hands its animator: the container, the two controllers, their
/// views and frames, and the one `completeTransition(_:)` that ends it.
///
/// An animator that never calls `completeTransition(_:)` would leave UIKit's window
/// frozen; here the transition is finished one second after its duration, with a
/// message on standard error. A second call is reported and does nothing.
@preconcurrency @MainActor
final class TransitionContext: ViewControllerContextTransitioning, CheckpointState {
    let containerView: View
    let isAnimated = true
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    /// How far an interactive transition is, 0…1.
    private(set) var percentComplete: CGFloat = 0
    /// The animator of the transition, which an interaction controller drives.
    let animationController: any ViewControllerAnimatedTransitioning
    let presentationStyle: ModalPresentationStyle
    private let from: ViewController, to: ViewController
    /// Which of the two views the transition moves (a presenter that stays under a sheet is not moved).
    private let movesFromView: Bool, movesToView: Bool
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    /// The coordinator of the transition, told when a hand lets go and given the animator a hand drives.
    var coordinator: TransitionCoordinator?
    /// What completing does, until it has been done.
    private var finish: ((Bool) -> Void)?

    init(
        container: View, style: ModalPresentationStyle, animator: any ViewControllerAnimatedTransitioning, interactive: Bool,
        from: (ViewController, moves: Bool, CGRect, CGRect), to: (ViewController, moves: Bool, CGRect, CGRect),
        finish: @escaping (Bool) -> Void
    ) {
        containerView = container
        animationController = animator
        isInteractive = interactive
        presentationStyle = style
        (self.from, movesFromView) = (from.0, from.moves)
        (self.to, movesToView) = (to.0, to.moves)
        frames = [ObjectIdentifier(from.0): (from.2, from.3), ObjectIdentifier(to.0): (to.2, to.3)]
        self.finish = finish
        AnimationEngine.shared.enlist(self)
    }

    /// The context's state now, as work that puts it back: a seek back into a custom transition finds it unfinished.
    func capturedState() -> @MainActor () -> Void {
        let state = (isInteractive, transitionWasCancelled, percentComplete, finish, coordinator)
        return { [weak self] in
            guard let self else { return }
            (isInteractive, transitionWasCancelled, percentComplete, finish, coordinator) = state
        }
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        if key == .from { return movesFromView ? from.view : nil }
        return key == .to && movesToView ? to.view : nil
    }

    func initialFrame(for viewController: ViewController) -> CGRect { frames[ObjectIdentifier(viewController)]?.initial ?? .zero }

    func finalFrame(for viewController: ViewController) -> CGRect { frames[ObjectIdentifier(viewController)]?.final ?? .zero }

    func completeTransition(_ didComplete: Bool) {
        guard let finish else {
            return ViewController.refuse(
                "completeTransition(_:) of the transition to \(to.typeName)", "it was called already; the second call does nothing")
        }
        self.finish = nil
        transitionWasCancelled = !didComplete
        finish(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = Swift.min(Swift.max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        isInteractive = false
        coordinator?.interactionEnded(cancelled: false)
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        coordinator?.interactionEnded(cancelled: true)
    }

    func pauseInteractiveTransition() {}

    /// Starts the transition: driven by `interaction` when there is one (no time limit while a finger holds it), else
    /// by its animator, finished for it one second after its duration if it never completes. Animations given to the
    /// coordinator join the animator that runs it when it hands one over, else run beside it.
    func start(drivenBy interaction: (any ViewControllerInteractiveTransitioning)?) {
        if let interaction {
            interaction.startInteractiveTransition(self)
        } else {
            runByItself()
        }
        coordinator?.runBesideIfWaiting()
    }

    /// Runs the animation controller's `animateTransition(using:)`, finished for it one second after its duration if
    /// it never completes.
    func runByItself() {
        animationController.animateTransition(using: self)
        // An animator that runs the transition in its interruptible animator (UIKit asks that it return the same
        // one for the whole transition) takes the alongside animations, as UIKit adds them to it.
        let running = animationController.interruptibleAnimator(using: self)
        if running.state == .active { coordinator?.run(in: running) }
        watch(for: animationController.transitionDuration(using: self) + 1)
    }

    /// Finishes the transition `seconds` from now on the scene clock if the animator has not.
    private func watch(for seconds: TimeInterval) {
        let engine = AnimationEngine.shared
        engine.perform(at: engine.clock.now + seconds) { [weak self] in
            guard let self, self.finish != nil else { return }
            ViewController.refuse(
                "the transition to \(self.to.typeName)",
                "completeTransition(_:) was never called; it is finished \(seconds) s after it began")
            self.completeTransition(true)
        }
    }
}
