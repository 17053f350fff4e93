import AnimKit
import Foundation

/// Slides the card up and down; a drag drives the dismissal through a percent-driven interaction, which scrubs the
/// same animator that a plain dismissal runs.
final class CardTransition: InterruptibleTransition {
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactive = false

    override func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentation(presentedViewController: presented, presenting: presenting)
    }

    override func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactive ? interaction : nil
    }

    override func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    /// The transition's animator, its views put in place.
    override func makeAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else { return UIViewPropertyAnimator(duration: 0, curve: .linear) }
        let container = transitionContext.containerView
        let cardView: UIView = card.view
        let resting = presenting ? transitionContext.finalFrame(for: card) : cardView.frame
        let below = resting.offsetBy(dx: 0, dy: container.bounds.height - resting.minY)
        if presenting {
            cardView.frame = below
            container.addSubview(cardView)
        }
        let presenting = presenting
        let animator = UIViewPropertyAnimator(duration: 0.45, curve: .easeOut) {
            cardView.frame = presenting ? resting : below
        }
        return animator
    }
}

/// A list whose first row is chosen at 0.4 s: its detail is pushed by the delegate's lift, and popped 1.2 s later.
final class PushHomeController: UIViewController {
    private let lift = LiftTransition()
    private let row = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Map"
        view.backgroundColor = .systemBackground
        for index in 0..<5 {
            let item = demoCard(["Harbour", "Old town", "Market", "Gardens", "Beach"][index], color: .systemGray, frame: .zero)
            item.frame = CGRect(x: 12, y: 60 + CGFloat(index) * 62, width: 200, height: 52)
            item.layer.cornerRadius = 10
            view.addSubview(item)
            if index == 0 { item.backgroundColor = .systemGreen }
        }
    }

    /// The scene's own choice of the first row.
    func run() {
        navigationController?.delegate = lift
        guard let first = view.subviews.first(where: { $0.accessibilityIdentifier == "Harbour" }) else { return }
        UIView.animate(withDuration: 0.2, delay: 0.4, options: []) {
            first.alpha = 0.6
        } completion: { _ in
            first.alpha = 1
            let detail = UIViewController()
            detail.title = "Pier"
            detail.view.backgroundColor = .systemGreen
            self.navigationController?.pushViewController(detail, animated: true)
            UIView.animate(withDuration: 0.3, delay: 1.2, options: []) {
                detail.view.backgroundColor = .systemMint
            } completion: { _ in
                self.navigationController?.popViewController(animated: true)
            }
        }
    }
}

/// The navigation delegate's own push: the new screen rises into place from a little below as it fades in, on a
/// spring; its pop sinks it back.
final class LiftTransition: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    private var operation: UINavigationController.Operation = .push

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self.operation = operation
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        to.frame = transitionContext.finalFrame(for: toController)
        let lowered = CGAffineTransform(translationX: 0, y: 60).scaledBy(x: 0.92, y: 0.92)
        if operation == .push {
            container.addSubview(to)
            to.alpha = 0
            to.transform = lowered
        } else {
            container.insertSubview(to, belowSubview: from)
        }
        let pushing = operation == .push
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: []) {
            if pushing {
                to.alpha = 1
                to.transform = .identity
            } else {
                from.alpha = 0
                from.transform = lowered
            }
        } completion: { _ in
            from.alpha = 1
            from.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
