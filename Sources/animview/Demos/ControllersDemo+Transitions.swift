import AnimKit
import Foundation

/// Zooms a presented controller's view out of a card's frame and back into it, with one interruptible spring
/// animator, as UIKit's "interruptible" transitions are written since iOS 10.
final class ZoomTransition: InterruptibleTransition {
    weak var card: UIView?

    override func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    /// The transition's animator, its views put in place.
    override func makeAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let detail = transitionContext.viewController(forKey: key), let card else {
            return UIViewPropertyAnimator(duration: 0, curve: .linear)
        }
        let cardFrame = card.convert(card.bounds, to: container)
        let detailView: UIView = detail.view
        if presenting {
            detailView.frame = cardFrame
            detailView.layer.cornerRadius = 16
            detailView.clipsToBounds = true
            container.addSubview(detailView)
            detailView.layoutIfNeeded()
        }
        let end = presenting ? transitionContext.finalFrame(for: detail) : cardFrame
        let presenting = presenting
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.82) {
            detailView.frame = end
            detailView.layer.cornerRadius = presenting ? 0 : 16
            // Laid out inside the block, the header and text move with the frame, as UIKit code does it.
            detailView.layoutIfNeeded()
        }
        return animator
    }
}

/// A white screen that presents a card over the lower half when it has appeared; the card is dismissed by a drag.
final class CardHomeController: UIViewController {
    private let transition = CardTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 16, y: 40, width: 192, height: 30))
        title.text = "Inbox"
        title.font = .boldSystemFont(ofSize: 28)
        view.addSubview(title)
    }

    /// Shows the card after 0.2 s.
    func run() {
        UIView.animate(withDuration: 0.2, animations: { self.view.backgroundColor = .secondarySystemBackground }) { _ in
            let card = CardController(transition: self.transition)
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = self.transition
            self.present(card, animated: true)
        }
    }
}

/// The card: dragging it down scrubs its dismissal; let go past 40 % (or flung down) it goes, else it comes back.
final class CardController: UIViewController {
    private let transition: CardTransition

    init(transition: CardTransition) {
        self.transition = transition
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        view.layer.cornerRadius = 18
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let hint = UILabel()
        hint.text = "Drag me down"
        hint.textColor = .white
        hint.font = .boldSystemFont(ofSize: 17)
        hint.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hint)
        NSLayoutConstraint.activate([
            hint.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            hint.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
        ])
        view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] in self?.drag($0) })
    }

    private func drag(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        let progress = max(0, min(1, pan.translation(in: view).y / max(view.bounds.height, 1)))
        switch pan.state {
        case .began:
            transition.interactive = true
            dismiss(animated: true)
        case .changed:
            transition.interaction.update(progress)
        case .ended, .cancelled:
            transition.interactive = false
            if pan.state == .ended && (progress > 0.4 || pan.velocity(in: view).y > 500) {
                transition.interaction.finish()
            } else {
                transition.interaction.cancel()
            }
        default:
            break
        }
    }
}

/// A card over the lower 60 % of the screen, above a dimming view that fades with it.
final class CardPresentation: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height * 0.4, width: bounds.width, height: bounds.height * 0.6)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.35)
        dimming.frame = containerView.bounds
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }
}
