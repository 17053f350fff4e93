import Foundation

/// One presentation or dismissal: the container, the coordinator, what is told when, and the animation between —
/// the built-in slide, dissolve or flip, or the transitioning delegate's animator.
///
/// The order is UIKit's: the controllers' `viewWillAppear`/`viewWillDisappear` (with
/// `transitionCoordinator` set), the presentation controller's
/// `presentationTransitionWillBegin()`/`dismissalTransitionWillBegin()`, the animation
/// (the coordinator's alongside animations in it), then at the end the coordinator's
/// completions, `…DidEnd(_:)`, and `viewDidAppear`/`viewDidDisappear`. A presentation
/// whose controller removes the presenter's view (full screen) takes it out once it is
/// covered and tells the presenter it disappeared; the others leave it, as UIKit does.
@MainActor
struct ModalTransition {
    let presenter: ViewController
    let presented: ViewController
    let window: Window
    let presentation: PresentationController

    /// Whether the presenter's view goes once covered.
    var covers: Bool { presentation.shouldRemovePresentersView }

    /// Presents (`presenting`) or dismisses, animated or at once, then calls `done` with whether it completed. An
    /// `interactive` built-in one is returned paused, for a finger to drive.
    @discardableResult
    func run(presenting: Bool, animated: Bool, interactive: Bool = false, done: @escaping (Bool) -> Void) -> PropertyAnimator? {
        let delegate = presented.transitioningDelegate
        let animator =
            !animated
            ? nil
            : presenting
                ? delegate?.animationController(forPresented: presented, presenting: presenter, source: presenter)
                : delegate?.animationController(forDismissed: presented)
        let interaction = animator.flatMap {
            presenting ? delegate?.interactionControllerForPresentation(using: $0) : delegate?.interactionControllerForDismissal(using: $0)
        }
        let container = placeContainer(presenting: presenting, custom: animator != nil)
        let shown: View = presented.view, behind: View = presenter.view
        let moved = (presented, view: Optional(shown)), stays = (presenter, view: covers ? Optional(behind) : nil)
        let coordinator = TransitionCoordinator(
            from: presenting ? stays : moved, to: presenting ? moved : stays, container: container,
            style: presentation.presentationStyle, duration: presentation.builtInDuration, animated: animated,
            interactive: interaction != nil || interactive)
        // The controller going away is told first, then the one coming, at the start and at the end, as UIKit does.
        let told = covers ? (presenting ? [presenter, presented] : [presented, presenter]) : [presented]
        let finish = { (completed: Bool) in
            if presenting == completed {
                if covers { behind.removeFromSuperview() }
            } else {
                shown.removeFromSuperview()
                if container !== window { container.removeFromSuperview() }
                presented.transitionContainer = nil
            }
            coordinator.end(completed: completed)
            for controller in [presenter, presented] where controller.activeCoordinator === coordinator {
                controller.activeCoordinator = nil
            }
            if presenting {
                presentation.presentationTransitionDidEnd(completed)
            } else {
                presentation.dismissalTransitionDidEnd(completed)
            }
            // Cancelled, the one that was coming is now the one going: it is told first.
            for controller in completed ? told : told.reversed() {
                if completed { controller.endAppearance(animated: animated) } else { controller.cancelAppearance(animated: animated) }
            }
            animator?.animationEnded(completed)
            done(completed)
        }
        let context = animator.map {
            makeContext(for: $0, presenting: presenting, container: container, interactive: interaction != nil, finish: finish)
        }
        if let animator, let context {
            coordinator.transitionDuration = animator.transitionDuration(using: context)
            context.coordinator = coordinator
        }
        presenter.activeCoordinator = coordinator
        presented.activeCoordinator = coordinator
        // The status bar turns to the presented controller's preference along the presentation.
        if presenting, window.showsStatusBar { coordinator.animate(alongsideTransition: { [window] _ in window.updateStatusBar() }) }
        for controller in told { controller.beginAppearance(controller === presented ? presenting : !presenting, animated: animated) }
        if presenting { presentation.presentationTransitionWillBegin() } else { presentation.dismissalTransitionWillBegin() }
        if !presenting, covers, behind.superview == nil { window.insertSubview(behind, at: 0) }
        if let context {
            context.start(drivenBy: interaction)
            return nil
        }
        return runBuiltIn(
            presenting: presenting, animated: animated, interactive: interactive, container: container, coordinator: coordinator,
            finish: finish)
    }

    /// The view the presented view is in: for a `.custom` presentation or a delegate's animator, a container over the
    /// window, made as the presentation begins and kept until the dismissal ends; for the built-in styles the window.
    private func placeContainer(presenting: Bool, custom: Bool) -> View {
        if !presenting { return presented.transitionContainer ?? window }
        guard custom || presentation.builtInStyle == .custom else {
            presentation.containerView = window
            return window
        }
        let container = PresentationContainerView(frame: window.bounds)
        container.accessibilityIdentifier = "transition container"
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = presentation
        window.addSubview(container)
        presented.transitionContainer = container
        presentation.containerView = container
        return container
    }

    /// The built-in movement: the presented view slides up into its resting frame, dissolves in or flips; the
    /// coordinator's animations run in the same property animator.
    private func runBuiltIn(
        presenting: Bool, animated: Bool, interactive: Bool, container: View, coordinator: TransitionCoordinator,
        finish: @escaping (Bool) -> Void
    ) -> PropertyAnimator? {
        let shown: View = presented.view
        if presenting {
            shown.frame = presentation.frameOfPresentedViewInContainerView
            container.addSubview(shown)
            shown.layoutIfNeeded()
            View.performWithoutAnimation { apply(presentedLook: false, to: shown, in: container) }
        }
        guard animated else {
            apply(presentedLook: presenting, to: shown, in: container)
            coordinator.runWithoutAnimation()
            finish(true)
            return nil
        }
        let flip = presented.modalTransitionStyle == .flipHorizontal ? turnOver(presenting: presenting, finish: finish) : nil
        let animator = PropertyAnimator(duration: presentation.builtInDuration, curve: .easeInOut) {
            apply(presentedLook: presenting, to: shown, in: container)
            flip?.turn()
        }
        // Named for the inspector and the timeline: the transition is a row of its own.
        animator.name = "\(presenting ? "present" : "dismiss") \(presented.typeName)"
        coordinator.run(in: animator)
        animator.addCompletion { (flip?.finish ?? finish)($0 == .end) }
        if interactive { animator.pauseAnimation() } else { animator.startAnimation() }
        return animator
    }

    /// Sets the presented view as it is once presented (`presentedLook`) or before it (and after a dismissal).
    private func apply(presentedLook: Bool, to shown: View, in container: View) {
        let resting = presentation.frameOfPresentedViewInContainerView
        // A popover fades where it rests, whatever its transition style.
        if (presentation as? SheetPresentationController)?.shape == .popover {
            shown.frame = resting
            shown.alpha = presentedLook ? 1 : 0
            return
        }
        switch presented.modalTransitionStyle {
        case .coverVertical:
            shown.frame = presentedLook ? resting : resting.offsetBy(dx: 0, dy: container.bounds.height - resting.minY)
        case .crossDissolve:
            shown.alpha = presentedLook ? 1 : 0
        case .flipHorizontal:
            shown.transform = presentedLook ? .identity : CGAffineTransform(scaleX: TransitionTurn.edgeOn, y: 1)
        }
    }

    /// A modal flip, as iOS's: the presenter's view turns over from the right and the presented view is on its back
    /// (from the left on dismissal). Both views' turns are set; `turn()`, in the animation, moves the presenter's view
    /// (the presented view moves in ``apply(presentedLook:to:in:)``); `finish` puts the presenter's transform back.
    private func turnOver(presenting: Bool, finish: @escaping (Bool) -> Void) -> (turn: () -> Void, finish: (Bool) -> Void) {
        let shown: View = presented.view, behind: View = presenter.view
        let direction: TransitionTurn.Direction = presenting ? .fromRight : .fromLeft
        let rest = behind.transform
        let behindTurn = TransitionTurn(direction: direction, span: presenting ? .away : .toward, rest: rest)
        shown.transitionTurn = TransitionTurn(direction: direction, span: presenting ? .toward : .away, rest: .identity)
        behind.transitionTurn = behindTurn
        if !presenting { View.performWithoutAnimation { behind.transform = behindTurn.squeezed } }
        return (
            turn: { behind.transform = presenting ? behindTurn.squeezed : rest },
            finish: { completed in
                shown.transitionTurn = nil
                behind.transitionTurn = nil
                View.performWithoutAnimation { behind.transform = rest }
                finish(completed)
            }
        )
    }
}
