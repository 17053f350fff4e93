import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A push and pop that slide, as a navigation delegate's animation controller writes them (one `UIView.animate`,
/// linear, 0.4 s, completing with `!transitionWasCancelled`).
private final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.insertSubview(to, belowSubview: from)
        to.frame = container.bounds
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
            from.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        } completion: { _ in
            if transitionContext.transitionWasCancelled { to.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The delegate: the slide for every move, driven by `interaction` while one is set (an edge pan's).
private final class Mover: NSObject, UINavigationControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { Slide() }
    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { interaction }
}

// An interactive pop the code drives itself (a screen-edge pan calling popViewController(animated:) and a percent-driven
// interaction from its navigation delegate): cancelled, the popped controller is on top of the stack again with its
// title and back button, as UIKit leaves it; finished, it is gone.
@MainActor
@Suite("A delegate's interactive pop, cancelled and finished")
struct InteractivePopDelegateSnippets {
    @Test("cancelled at 30 %: Detail is still on top, still a child, its view in place, the bar titled Detail with ‹ Home")
    func cancelled() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let home = UIViewController(), detail = UIViewController()
        (home.title, detail.title) = ("Home", "Detail")
        let navigation = UINavigationController(rootViewController: home)
        let mover = Mover()
        navigation.delegate = mover
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let interaction = UIPercentDrivenInteractiveTransition()
        mover.interaction = interaction
        navigation.popViewController(animated: true)
        interaction.update(0.3)
        fixture.run(seconds: 0.1)
        #expect(isApproximatelyEqual(detail.view.presentation.frame.minX, 117))
        interaction.cancel()
        mover.interaction = nil
        fixture.run(seconds: 1)
        #expect(navigation.viewControllers == [home, detail] && navigation.topViewController === detail)
        #expect(detail.parent === navigation && detail.view.window === window && detail.view.frame.minX == 0)
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.text == "Detail" && bar.titleLabel.transform == .identity && bar.titleLabel.alpha == 1)
        #expect(!bar.backButton.isHidden && bar.backButton.currentTitle == "‹ Home")
        #expect(bar.backButton.transform == .identity && bar.backButton.alpha == 1 && bar.backButton.frame.minX == 8)
        // Popped again, not interactively: Detail goes for good.
        navigation.popViewController(animated: true)
        fixture.run(seconds: 1)
        #expect(navigation.viewControllers == [home] && detail.parent == nil && navigation.navigationBar.backButton.isHidden)
    }
}
