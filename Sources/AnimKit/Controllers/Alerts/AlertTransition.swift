import Foundation

/// How an alert comes and goes (iOS does not document it; these are AnimKit's timings): an alert's box fades in
/// shrinking from 1.15 times its size over 0.3 s as the screen dims, and fades out over 0.2 s; an action sheet rises
/// from below the screen over 0.35 s and sinks back over 0.3 s. On a pad an action sheet is a popover, which comes and
/// goes as popovers do.
@MainActor
final class AlertTransition: ViewControllerTransitioningDelegate {
    /// An action sheet presented in a regular width: its popover controller.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        guard let alert = presented as? AlertController, alert.preferredStyle == .actionSheet,
            (presenting ?? source).traitCollection.horizontalSizeClass == .regular
        else {
            (presented as? AlertController)?.showsAsPopover = false
            return nil
        }
        alert.prepareAsPopover()
        return alert.sheetPopover
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        (presented as? AlertController)?.showsAsPopover == true ? nil : Animator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        (dismissed as? AlertController)?.showsAsPopover == true ? nil : Animator(presenting: false)
    }

    final class Animator: ViewControllerAnimatedTransitioning {
        let presenting: Bool

        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
            presenting ? 0.3 : 0.2
        }

        func animateTransition(using context: any ViewControllerContextTransitioning) {
            let key: TransitionContextViewControllerKey = presenting ? .to : .from
            guard let alert = context.viewController(forKey: key) as? AlertController else { return context.completeTransition(true) }
            let screen: View = alert.view
            let sheet = alert.preferredStyle == .actionSheet
            if presenting {
                screen.frame = context.containerView.bounds
                context.containerView.addSubview(screen)
                screen.layoutIfNeeded()
                let groups = [alert.box, alert.cancelGroup].compactMap(\.self)
                let drop = CGAffineTransform(translationX: 0, y: screen.bounds.height - (groups.map(\.frame.minY).min() ?? 0))
                screen.alpha = sheet ? 1 : 0
                screen.backgroundColor = screen.backgroundColor?.withAlphaComponent(sheet ? 0 : 0.2)
                for group in groups { group.transform = sheet ? drop : CGAffineTransform(scaleX: 1.15, y: 1.15) }
                View.animate(withDuration: sheet ? 0.35 : 0.3, delay: 0, options: [.curveEaseOut]) {
                    screen.alpha = 1
                    screen.backgroundColor = screen.backgroundColor?.withAlphaComponent(0.2)
                    for group in groups { group.transform = .identity }
                } completion: { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            } else {
                let groups = [alert.box, alert.cancelGroup].compactMap(\.self)
                let drop = CGAffineTransform(translationX: 0, y: screen.bounds.height - (groups.map(\.frame.minY).min() ?? 0))
                View.animate(withDuration: sheet ? 0.3 : 0.2, delay: 0, options: [.curveEaseIn]) {
                    if sheet {
                        screen.backgroundColor = screen.backgroundColor?.withAlphaComponent(0)
                        for group in groups { group.transform = drop }
                    } else {
                        screen.alpha = 0
                    }
                } completion: { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            }
        }
    }
}
