import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// The most common interactive dismissal in iOS code: an animation controller with only `animateTransition(using:)`
/// (a `UIView.animate` whose completion completes the transition), driven by a `UIPercentDrivenInteractiveTransition`.
private final class PlainFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let moving = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { moving.alpha = 0 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

private final class PlainTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { PlainFadeAnimator() }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactor
    }
}

@MainActor
@Suite("Interactive transitions whose animation controller only implements animateTransition(using:)")
struct PercentDrivenPlainAnimatorSnippets {
    @Test("the dismissal runs by itself to its end (0.4 s, linear) and completes; it used to wait for ever")
    func runsToItsEnd() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let home = UIViewController(), card = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = home
        window.makeKeyAndVisible()
        let transitions = PlainTransitions()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        home.present(card, animated: false)
        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        transitions.interactor.update(0.3)
        fixture.run(seconds: 0.1)
        // Linear over 0.4 s: a quarter of the way at 0.1 s.
        #expect(isApproximatelyEqual(card.view.presentation.alpha, 0.75))
        transitions.interactor.finish()
        fixture.run(seconds: 0.35)
        #expect(dismissed && home.presentedViewController == nil && card.view.superview == nil)
    }
}
