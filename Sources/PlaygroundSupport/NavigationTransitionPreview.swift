import AnimKit
import Foundation

/// ``__animviewTransitionPreview(_:navigation:)`` for an animator that needs both views: a navigation controller whose
/// delegate answers its pushes and pops with the animator; the second screen is pushed half a second in and popped a
/// second after it is shown.
@MainActor
final class NavigationTransitionPreview: UINavigationController, UINavigationControllerDelegate {
    private let animator: any UIViewControllerAnimatedTransitioning

    init(animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
        let first = UIViewController()
        first.view.backgroundColor = .systemBackground
        first.view.addSubview(TransitionPreviewController.title("First screen", color: .label, in: first.view.bounds))
        super.init(rootViewController: first)
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + TransitionPreviewController.presentAt) { [weak self] in
            MainActor.assumeIsolated { self?.pushViewController(TransitionPreviewController.secondScreen(), animated: true) }
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard viewControllers.count == 2 else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + TransitionPreviewController.staysFor) { [weak self] in
            MainActor.assumeIsolated { _ = self?.popViewController(animated: true) }
        }
    }
}
