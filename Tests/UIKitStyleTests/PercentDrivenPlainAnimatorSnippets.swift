import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// The most common interactive dismissal in iOS code: an animation controller with only `animateTransition(using:)`
/// (a `UIView.animate` whose completion completes the transition), driven by a `UIPercentDrivenInteractiveTransition`.
/// Two animations: the card fades over the whole 0.4 s, linearly, and slides 100 points right in its second half.
private final class PlainFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let moving = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { moving.alpha = 0 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        UIView.animate(withDuration: 0.2, delay: 0.2, options: [.curveLinear]) { moving.center.x += 100 }
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
    /// A card presented over a home screen, dismissed through the interaction: the card's centre before the
    /// dismissal, and whether it is gone.
    private static func dismissing() -> (
        card: UIViewController, home: UIViewController, transitions: PlainTransitions, restX: CGFloat, dismissed: () -> Bool
    ) {
        let home = UIViewController(), card = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = home
        window.makeKeyAndVisible()
        let transitions = PlainTransitions()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        home.present(card, animated: false)
        let restX = card.view.center.x
        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        return (card, home, transitions, restX, { dismissed })
    }

    @Test("update(_:) puts each animation where the transition's time puts it, delay included, and holds it there")
    func scrubs() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (card, _, transitions, restX, _) = Self.dismissing()
        // 25 % of 0.4 s is 0.1 s: the fade a quarter done, the slide (from 0.2 s) not begun.
        transitions.interactor.update(0.25)
        fixture.run(seconds: 0.5)
        #expect(isApproximatelyEqual(card.view.presentation.alpha, 0.75))
        #expect(isApproximatelyEqual(card.view.presentation.center.x, restX))
        // 75 % is 0.3 s: the fade three quarters done, the slide half of its 0.2 s.
        transitions.interactor.update(0.75)
        #expect(isApproximatelyEqual(card.view.presentation.alpha, 0.25))
        #expect(isApproximatelyEqual(card.view.presentation.center.x, restX + 50))
        #expect(transitions.interactor.percentComplete == 0.75)
    }

    @Test("finish() runs the rest over (1 − percentComplete) × duration and the completion completes the dismissal")
    func finishes() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (card, home, transitions, restX, dismissed) = Self.dismissing()
        transitions.interactor.update(0.25)
        transitions.interactor.finish()
        // From 0.1 s, 0.05 s on: 0.15 s of 0.4 (alpha 0.625); the slide waits for 0.2 s.
        fixture.run(seconds: 0.05)
        #expect(isApproximatelyEqual(card.view.presentation.alpha, 0.625))
        #expect(isApproximatelyEqual(card.view.presentation.center.x, restX))
        // At 0.25 s the slide is a quarter of its way.
        fixture.run(seconds: 0.1)
        #expect(isApproximatelyEqual(card.view.presentation.alpha, 0.375))
        #expect(isApproximatelyEqual(card.view.presentation.center.x, restX + 25))
        #expect(!dismissed())
        // (1 − 0.25) × 0.4 = 0.3 s in all.
        fixture.run(seconds: 0.16)
        #expect(dismissed() && home.presentedViewController == nil && card.view.superview == nil)
    }

    @Test(
        "cancel() at completionSpeed 2 runs back over percentComplete × duration / 2; an animation not begun waits for the time to reach it"
    )
    func cancels() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (card, home, transitions, restX, dismissed) = Self.dismissing()
        transitions.interactor.completionSpeed = 2
        transitions.interactor.update(0.75)
        transitions.interactor.cancel()
        // Back from 0.3 s at twice the pace: a 60th of a second later the time is 0.3 − 2/60 s.
        fixture.run(frames: 1)
        let time = 0.3 - 2.0 / 60
        #expect(isApproximatelyEqual(card.view.presentation.alpha, 1 - time / 0.4))
        #expect(isApproximatelyEqual(card.view.presentation.center.x, restX + 100 * (time - 0.2) / 0.2))
        // At 0.2 s the slide is back where it began, the fade half done.
        fixture.run(frames: 2)
        #expect(isApproximatelyEqual(card.view.presentation.alpha, 0.5))
        #expect(isApproximatelyEqual(card.view.presentation.center.x, restX))
        // 0.75 × 0.4 / 2 = 0.15 s in all: the card stays, at rest and opaque.
        fixture.run(seconds: 0.11)
        #expect(!dismissed() && home.presentedViewController === card)
        #expect(card.view.alpha == 1 && card.view.center.x == restX && card.view.presentation.alpha == 1)
    }
}
