import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A fade-and-grow presentation as UIKit code writes one: the animator drives an interruptible property animator.
final class FadeGrowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var completes = true
    var log: [String] = []
    private(set) var context: UIViewControllerContextTransitioning?
    private var running: UIViewImplicitlyAnimating?

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        context = transitionContext
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let moving = transitionContext.view(forKey: key) else { fatalError("no view to move") }
        if presenting {
            transitionContext.containerView.addSubview(moving)
            if let to = transitionContext.viewController(forKey: .to) { moving.frame = transitionContext.finalFrame(for: to) }
            moving.alpha = 0
            moving.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            moving.alpha = self.presenting ? 1 : 0
            moving.transform = self.presenting ? .identity : CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
        animator.addCompletion { _ in
            guard self.completes else { return }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        running = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.append("ended \(transitionCompleted)")
        running = nil
    }
}

/// The transitioning delegate handing out the two animators.
final class FadeGrowTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let present = FadeGrowAnimator(presenting: true)
    let dismiss = FadeGrowAnimator(presenting: false)

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { present }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismiss }
}

// Custom presentations: UIViewControllerTransitioningDelegate, an animator that drives its interruptibleAnimator,
// the context's views, frames and completion; a transition that never completes is finished and reported.
@MainActor
@Suite("Custom transitions: transitioningDelegate, animateTransition, interruptibleAnimator, completeTransition")
struct CustomTransitionSnippets {
    func stage() -> (window: UIWindow, home: LoggingController, card: LoggingController, log: () -> [String]) {
        var log: [String] = []
        let home = LoggingController("A") { log.append($0) }
        let card = LoggingController("B") { log.append($0) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = home
        window.makeKeyAndVisible()
        return (window, home, card, { log })
    }

    @Test("a custom presentation fades and grows the card in over 0.4 s; the presenter stays and is told nothing; dismissal undoes it")
    func fadeAndGrow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, home, card, log) = stage()
        let transitions = FadeGrowTransitions()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        var presented = false
        home.present(card, animated: true) { presented = true }
        fixture.run(seconds: 0.2)
        // Linear: half-way in time, alpha 0.5 and scale 0.75.
        #expect(isApproximatelyEqual(card.view.presentation.alpha, 0.5))
        #expect(isApproximatelyEqual(card.view.presentation.transform.a, 0.75))
        fixture.run(seconds: 0.25)
        #expect(presented && transitions.present.log == ["ended true"] && card.view.frame == window.bounds)
        #expect(!log().contains { $0.hasPrefix("A view") && $0.contains("Disappear") } && home.view.superview === window)
        #expect(log().suffix(1) == ["B viewDidAppear true"])

        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        fixture.run(seconds: 0.45)
        #expect(dismissed && transitions.dismiss.log == ["ended true"] && card.view.superview == nil)
        #expect(window.subviews == [home.view] && home.presentedViewController == nil)
    }

    @Test("an animator that never calls completeTransition is finished one second after its duration; a second call is refused")
    func neverCompleted() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, home, card, _) = stage()
        let transitions = FadeGrowTransitions()
        transitions.present.completes = false
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        var presentations = 0
        home.present(card, animated: true) { presentations += 1 }
        fixture.run(seconds: 1.3)
        #expect(presentations == 0 && card.isBeingPresented)
        fixture.run(seconds: 0.2)
        #expect(presentations == 1 && !card.isBeingPresented && transitions.present.log == ["ended true"])
        transitions.present.context?.completeTransition(false)
        #expect(presentations == 1 && home.presentedViewController === card && window.isKeyWindow)
        // Both said once each, on standard error and in the inspector's errors, as a refused animator call is.
        let name = "\(type(of: card))"
        #expect(
            fixture.errors.map(\.description) == [
                "the transition to \(name): completeTransition(_:) was never called; it is finished 1.4 s after it began",
                "completeTransition(_:) of the transition to \(name): it was called already; the second call does nothing",
            ])
    }
}

/// Transitions whose dismissal a pan drives, through UIPercentDrivenInteractiveTransition.
final class DraggableTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let present = FadeGrowAnimator(presenting: true)
    let dismiss = FadeGrowAnimator(presenting: false)
    let interactor = UIPercentDrivenInteractiveTransition()
    var dragging = false

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { present }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismiss }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        dragging ? interactor : nil
    }
}

@MainActor
@Suite("Interactive transitions: UIPercentDrivenInteractiveTransition drives the animator's interruptibleAnimator")
struct InteractiveTransitionSnippets {
    @Test("a dismissal dragged to 30 % shows the card at 70 %; cancelled it runs back and stays; dragged to 60 % and finished it goes")
    func dragToDismiss() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let home = LoggingController("A") { log.append($0) }
        let card = LoggingController("B") { log.append($0) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = home
        window.makeKeyAndVisible()
        let transitions = DraggableTransitions()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        home.present(card, animated: true)
        fixture.run(seconds: 0.5)
        transitions.dragging = true
        log = []
        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        transitions.interactor.update(0.3)
        #expect(isApproximatelyEqual(card.view.presentation.alpha, 0.7) && transitions.interactor.duration == 0.4)
        // Cancelled: 0.3 of 0.4 s back, then the card is presented again and told it appears.
        transitions.interactor.cancel()
        fixture.run(seconds: 0.2)
        #expect(!dismissed && home.presentedViewController === card && card.view.presentation.alpha == 1)
        #expect(
            log == ["B viewWillDisappear true", "B viewWillAppear true", "B viewIsAppearing true in a window true", "B viewDidAppear true"])
        #expect(transitions.dismiss.log == ["ended false"])

        card.dismiss(animated: true) { dismissed = true }
        transitions.interactor.update(0.6)
        transitions.interactor.finish()
        fixture.run(seconds: 0.2)
        #expect(dismissed && home.presentedViewController == nil && card.view.superview == nil && window.subviews == [home.view])
    }
}
