import AnimKit
import AnimKitTestSupport
import Testing

// A navigation stack as apps use one: push with the standard slide, the bar's title and back button, a pop by the
// back button, the safe area under the bar, and the lifecycle in UIKit's order.
@MainActor
@Suite("UINavigationController: push, pop, the bar, the lifecycle")
struct NavigationSnippets {
    @Test("a push slides the new screen in from the right over 0.35 s (ease out) while the old one moves a third left")
    func push() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let home = LoggingController("A") { log.append($0) }
        home.title = "Inbox"
        let detail = LoggingController("B") { log.append($0) }
        detail.navigationItem.title = "Message"
        let navigation = UINavigationController(rootViewController: home)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(home.navigationController === navigation && navigation.navigationBar.frame.height == 91)
        #expect(home.view.safeAreaInsets.top == 91)
        log = []
        navigation.pushViewController(detail, animated: true)
        #expect(
            log == [
                "B loadView", "B viewDidLoad", "A viewWillDisappear true", "B viewWillAppear true",
                "B viewIsAppearing true in a window true", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
            ])
        #expect(navigation.topViewController === detail && navigation.viewControllers == [home, detail])
        fixture.run(frames: 10)
        // 10 frames of 21 (0.35 s at 60 fps): ease out's progress there, by Core Animation's control points.
        let progress = AnimationCurve.easeOut.bezier.progress(atFraction: 10.0 / 21)
        #expect(isApproximatelyEqual(detail.view.presentation.transform.tx, 390 * (1 - CGFloat(progress)), tolerance: 1e-6))
        #expect(isApproximatelyEqual(home.view.presentation.transform.tx, -130 * CGFloat(progress), tolerance: 1e-6))
        fixture.run(seconds: 0.3)
        #expect(log.suffix(2) == ["A viewDidDisappear true", "B viewDidAppear true"] && home.view.superview == nil)
        #expect(navigation.navigationBar.titleLabel.text == "Message" && navigation.navigationBar.backButton.title == "‹ Inbox")
        #expect(detail.view.frame == window.bounds && detail.view.transform == .identity)
        // The back button, hidden until the push, is measured for its new title and placed 8 points in, at the next
        // layout pass (a window's frame runs one before it draws).
        window.layoutIfNeeded()
        let backButton = navigation.navigationBar.backButton
        #expect(
            backButton.frame.minX == 8 && backButton.frame.width == backButton.intrinsicContentSize.width && backButton.frame.width > 40)

        // The back button pops: the root comes back, the pushed controller leaves the stack and its parent.
        let pointer = PointerDispatcher(root: window)
        let back = navigation.navigationBar.backButton.convert(CGPoint(x: 10, y: 10), to: window)
        pointer.pointerDown(at: back, time: 1)
        pointer.pointerUp(at: back, time: 1.05)
        fixture.run(seconds: 0.4)
        #expect(navigation.viewControllers == [home] && detail.parent == nil && detail.view.superview == nil)
        #expect(navigation.navigationBar.backButton.isHidden && navigation.navigationBar.titleLabel.text == "Inbox")
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test("popToRoot takes the middle at once; setViewControllers pushes a new top; a controller already in the stack is refused")
    func stackChanges() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIViewController(), middle = UIViewController(), top = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(top, animated: false)
        navigation.pushViewController(middle, animated: false)
        #expect(navigation.viewControllers == [root, middle, top])
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped == [middle, top] && middle.parent == nil)
        fixture.run(seconds: 0.4)
        #expect(navigation.viewControllers == [root] && top.parent == nil)
        navigation.setViewControllers([root, top], animated: false)
        #expect(navigation.topViewController === top && top.view.superview === navigation.view)
    }
}

@MainActor
@Suite("UINavigationController's interactive pop from the left edge")
struct InteractivePopSnippets {
    @Test("a drag from the left edge scrubs the pop; let go short of half-way and slowly, it runs back; past half-way, it pops")
    func edgeDrag() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let home = LoggingController("A") { log.append($0) }
        let detail = LoggingController("B") { log.append($0) }
        let navigation = UINavigationController(rootViewController: home)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.interactivePopGestureRecognizer != nil)
        let pointer = PointerDispatcher(root: window)
        log = []
        // The pan begins 20 points in (past its 10-point threshold) and counts from there: 195 more is half of 390.
        pointer.pointerDown(at: CGPoint(x: 5, y: 400), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 25, y: 400), time: 0.1)
        pointer.pointerMoved(to: CGPoint(x: 220, y: 400), time: 0.5)
        // The root's view was laid out before, at this size: no layout calls this time.
        #expect(log == ["B viewWillDisappear true", "A viewWillAppear true"])
        #expect(isApproximatelyEqual(detail.view.presentation.transform.tx, 195) && home.view.superview === navigation.view)
        pointer.pointerMoved(to: CGPoint(x: 100, y: 400), time: 1)
        pointer.pointerUp(at: CGPoint(x: 100, y: 400), time: 1.5)
        fixture.run(seconds: 0.4)
        #expect(navigation.viewControllers == [home, detail] && home.view.superview == nil && detail.view.transform == .identity)
        #expect(
            log.suffix(5) == [
                "A viewWillDisappear true", "A viewDidDisappear true", "B viewWillAppear true", "B viewIsAppearing true in a window true",
                "B viewDidAppear true",
            ])

        pointer.pointerDown(at: CGPoint(x: 5, y: 400), time: 3)
        pointer.pointerMoved(to: CGPoint(x: 25, y: 400), time: 3.1)
        pointer.pointerMoved(to: CGPoint(x: 300, y: 400), time: 3.5)
        pointer.pointerUp(at: CGPoint(x: 300, y: 400), time: 4)
        fixture.run(seconds: 0.4)
        #expect(navigation.viewControllers == [home] && detail.parent == nil && detail.view.superview == nil)
    }
}

/// A navigation delegate that fades pushes in with an animator of its own, as UIKit code writes one.
final class FadePushDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    var shown: [String] = []

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { operation == .push ? self : nil }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController.title ?? "?")
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

@MainActor
@Suite("UINavigationControllerDelegate: a push animated by the delegate's own animator")
struct NavigationDelegateSnippets {
    @Test("the delegate's animator fades the detail in over 0.3 s; didShow is told; a pop with no animator slides as usual")
    func fadePush() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let home = UIViewController(), detail = UIViewController()
        home.title = "Home"
        detail.title = "Detail"
        let navigation = UINavigationController(rootViewController: home)
        let fade = FadePushDelegate()
        navigation.delegate = fade
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(detail, animated: true)
        // Ease in-out, half-way in time: half faded in, over the home view, under the bar.
        fixture.run(seconds: 0.15)
        #expect(isApproximatelyEqual(detail.view.presentation.alpha, 0.5) && home.view.window === window)
        #expect(navigation.view.subviews.last === navigation.navigationBar)
        fixture.run(seconds: 0.2)
        #expect(fade.shown == ["Detail"] && detail.view.superview === navigation.view && home.view.superview == nil)
        #expect(navigation.view.subviews == [detail.view, navigation.navigationBar])
        navigation.popViewController(animated: true)
        fixture.run(seconds: 0.4)
        #expect(fade.shown == ["Detail", "Home"] && navigation.viewControllers == [home] && home.view.superview === navigation.view)
    }
}
