import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A custom change of tab as apps write one: the tab bar controller's delegate returns an animator from
// `tabBarController(_:animationControllerForTransitionFrom:to:)` that slides the new screen in 60 points from the side
// it comes from while fading it in, and the old one out; UIKit runs it in a container view, takes the to view's final
// frame from the context, and tells the controllers they appear and disappear around it.
@MainActor
@Suite("UITabBarControllerDelegate's animator for a change of tab", .serialized)
struct TabTransitionSnippets {
    final class FadeSlide: NSObject, UIViewControllerAnimatedTransitioning {
        let movingRight: Bool, completes: Bool
        init(movingRight: Bool, completes: Bool) { (self.movingRight, self.completes) = (movingRight, completes) }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to), let from = transitionContext.view(forKey: .from),
                let controller = transitionContext.viewController(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let offset: CGFloat = movingRight ? 60 : -60
            to.frame = transitionContext.finalFrame(for: controller)
            to.transform = CGAffineTransform(translationX: offset, y: 0)
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear]) {
                to.transform = .identity
                to.alpha = 1
                from.alpha = 0
            } completion: { _ in
                from.alpha = 1
                transitionContext.completeTransition(self.completes)
            }
        }
    }

    final class Animating: UITabBarControllerDelegate {
        var completes = true
        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let controllers = tabBarController.viewControllers ?? []
            let (from, to) = (controllers.firstIndex { $0 === fromVC } ?? 0, controllers.firstIndex { $0 === toVC } ?? 0)
            return FadeSlide(movingRight: to > from, completes: completes)
        }
    }

    /// Two tabs in a screen-sized window (kept by the log), the delegate's animator on (kept by the log too), and the
    /// log of the controllers' appearance calls.
    static func tabs(fixture: EngineFixture) -> (UITabBarController, LoggingController, LoggingController, Animating, Log) {
        let log = Log()
        let home = LoggingController("A") { log.lines.append($0) }, inbox = LoggingController("B") { log.lines.append($0) }
        (home.title, inbox.title) = ("Home", "Inbox")
        let tabs = UITabBarController(), delegate = Animating()
        tabs.delegate = delegate
        tabs.viewControllers = [home, inbox]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        _ = inbox.view
        (log.lines, log.kept) = ([], [window, delegate])
        return (tabs, home, inbox, delegate, log)
    }

    final class Log {
        var lines: [String] = []
        var kept: [AnyObject] = []
    }

    @Test("the new tab slides 60 points in and fades in over 0.3 s in a container under the bar; then it stays, in UIKit's order")
    func slides() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (tabs, home, inbox, _, log) = Self.tabs(fixture: fixture)
        tabs.selectedIndex = 1
        let container = try #require(inbox.view.superview)
        #expect(container.accessibilityIdentifier == "transition container" && container.superview === tabs.view)
        #expect(home.view.superview === container && tabs.view.subviews.last === tabs.tabBar)
        #expect(log.lines == ["A viewWillDisappear true", "B viewWillAppear true"])
        // Half-way on a linear curve: half faded in, 30 of its 60 points still to travel.
        fixture.clock.advance(by: 0.15)
        fixture.engine.tick()
        let shown = try #require(inbox.view.layer.presentation())
        #expect(isApproximatelyEqual(Double(shown.opacity), 0.5) && isApproximatelyEqual(shown.affineTransform().tx, 30))
        #expect(inbox.view.frame == tabs.view.bounds)
        fixture.run(seconds: 0.2)
        #expect(inbox.view.superview === tabs.view && home.view.superview == nil && container.superview == nil)
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem === inbox.tabBarItem && home.view.alpha == 1)
        #expect(
            log.lines == [
                "A viewWillDisappear true", "B viewWillAppear true", "A viewDidDisappear true",
                "B viewIsAppearing true in a window true", "B viewDidAppear true",
            ])
    }

    @Test("an animator that completes with false cancels: the old tab stays selected and shown, the appearance undone")
    func cancelled() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (tabs, home, inbox, delegate, log) = Self.tabs(fixture: fixture)
        delegate.completes = false
        tabs.selectedIndex = 1
        fixture.run(seconds: 0.4)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === home && tabs.tabBar.selectedItem === home.tabBarItem)
        #expect(home.view.superview === tabs.view && inbox.view.superview == nil)
        #expect(log.lines.prefix(2) == ["A viewWillDisappear true", "B viewWillAppear true"])
        #expect(log.lines.last == "A viewDidAppear true")
    }
}
