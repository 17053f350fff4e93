import Foundation

extension ModalTransition {
    /// A presentation or dismissal run by a custom animator: the views are the animator's to place in the container
    /// (a view over the window, kept while the controller is presented); the appearance calls and the end are the
    /// same as for the built-in looks.
    func runCustom(_ animator: any ViewControllerAnimatedTransitioning, presenting: Bool, done: @escaping (Bool) -> Void) {
        let style = presented.modalPresentationStyle
        let covers = style == .fullScreen
        let shown: View = presented.view, behind: View = presenter.view
        let told = covers ? (presenting ? [presenter, presented] : [presented, presenter]) : [presented]
        for controller in told { controller.beginAppearance(controller === presented ? presenting : !presenting, animated: true) }
        let container: View
        if presenting {
            container = View(frame: window.bounds)
            window.addSubview(container)
            presented.transitionContainer = container
        } else {
            container = presented.transitionContainer ?? window
            if covers, behind.superview == nil { window.insertSubview(behind, at: 0) }
        }
        let bounds = window.bounds
        let presentedFrames = presenting ? (CGRect.zero, bounds) : (shown.frame, CGRect.zero)
        let presenterFrames = covers ? (presenting ? (bounds, CGRect.zero) : (CGRect.zero, bounds)) : (bounds, bounds)
        let presentedSide = (presented, moves: true, presentedFrames.0, presentedFrames.1)
        let presenterSide = (presenter, moves: covers, presenterFrames.0, presenterFrames.1)
        let delegate = presented.transitioningDelegate
        let interaction =
            presenting
            ? delegate?.interactionControllerForPresentation(using: animator) : delegate?.interactionControllerForDismissal(using: animator)
        let context = TransitionContext(
            container: container, style: style, animator: animator, interactive: interaction != nil,
            from: presenting ? presenterSide : presentedSide,
            to: presenting ? presentedSide : presenterSide
        ) { completed in
            // Completed: the presenter's covered view goes, or the dismissed one with its container. Cancelled: undone.
            if presenting == completed {
                if covers { behind.removeFromSuperview() }
            } else {
                shown.removeFromSuperview()
                container.removeFromSuperview()
                presented.transitionContainer = nil
            }
            // Cancelled, the one that was coming is now the one going: it is told first.
            for controller in completed ? told : told.reversed() {
                if completed { controller.endAppearance(animated: true) } else { controller.cancelAppearance(animated: true) }
            }
            animator.animationEnded(completed)
            done(completed)
        }
        if let interaction {
            // Driven by hand: no time limit while the finger is down.
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
            context.watch(for: animator.transitionDuration(using: context) + 1)
        }
    }
}
