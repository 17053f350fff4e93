import AnimKit
import AnimKitTestSupport
import Testing

/// A detail screen as apps write one: a swatch pinned to the top of the safe area, under the navigation bar.
private final class SwatchController: UIViewController {
    let swatch = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        swatch.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(swatch)
        NSLayoutConstraint.activate([
            swatch.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            swatch.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            swatch.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            swatch.heightAnchor.constraint(equalToConstant: 100),
        ])
    }
}

/// A push whose animator slides the new view up from the bottom, as a delegate's custom push does.
private final class RiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The safe area's top of the view coming in once the animator put it in the container, and where its swatch was
    /// when the animator laid it out, before animating it.
    var safeTopAtStart: CGFloat?, swatchTopAtStart: CGFloat?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let coming = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(coming)
        safeTopAtStart = coming.safeAreaInsets.top
        coming.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        coming.layoutIfNeeded()
        swatchTopAtStart = (transitionContext.viewController(forKey: .to) as? SwatchController)?.swatch.frame.minY
        coming.transform = CGAffineTransform(translationX: 0, y: coming.bounds.height)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
            coming.transform = .identity
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

private final class RisingPushes: NSObject, UINavigationControllerDelegate {
    let animator = RiseAnimator()

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

// The view a push brings in is laid out under the bar from the start of the move, as UIKit lays it out before it
// animates: its safe area holds the bar's height throughout, not only once the move has ended.
/// A container that gives its child a banner's height of safe area in its own `viewDidLayoutSubviews()`, as custom
/// containers (a player bar, a banner) do.
private final class BannerContainer: UIViewController {
    let child = SwatchController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
    }
}

@MainActor
@Suite("A pushed screen's safe area during the push")
struct PushSafeAreaSnippets {
    /// A navigation controller in a 390 × 844 window whose status bar is 47 points, with a large title when `large`.
    private func stack(large: Bool, delegate: UINavigationControllerDelegate?) -> (UINavigationController, UIWindow) {
        let root = UIViewController()
        root.title = "Feed"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = large
        navigation.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (navigation, window)
    }

    @Test("the system's slide: the swatch is under the 44-point bar (y 91) halfway through and at the end")
    func systemSlide() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (navigation, window) = stack(large: false, delegate: nil)
        let detail = SwatchController()
        navigation.pushViewController(detail, animated: true)
        fixture.run(seconds: 0.15)
        window.layoutIfNeeded()
        #expect(detail.view.safeAreaInsets.top == 91 && detail.swatch.frame.minY == 91)
        fixture.run(seconds: 1)
        window.layoutIfNeeded()
        #expect(navigation.topViewController === detail && detail.swatch.frame.minY == 91)
    }

    @Test("a delegate's animator: the swatch is under the large-title bar (y 143) as the animator lays it out, as it rises, and after")
    func customRise() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let delegate = RisingPushes()
        let (navigation, window) = stack(large: true, delegate: delegate)
        let detail = SwatchController()
        navigation.pushViewController(detail, animated: true)
        fixture.run(seconds: 0.25)
        window.layoutIfNeeded()
        // Laid out under the bar before the animator moved it, and halfway: 422 points down, as it will be when it arrives.
        let animator = delegate.animator
        #expect(
            animator.safeTopAtStart == 143 && animator.swatchTopAtStart == 143,
            "\(String(describing: animator.safeTopAtStart)) \(String(describing: animator.swatchTopAtStart))")
        #expect(detail.view.presentation.transform.ty == 422)
        #expect(detail.view.safeAreaInsets.top == 47 + 44 + 52 && detail.swatch.frame.minY == 143, "\(detail.swatch.frame)")
        fixture.run(seconds: 1)
        window.layoutIfNeeded()
        #expect(navigation.topViewController === detail && detail.swatch.frame.minY == 143)
        withExtendedLifetime(delegate) {}
    }

    @Test("a safe area a parent's viewDidLayoutSubviews() changes moves what is pinned to it in the same layoutIfNeeded()")
    func safeAreaChangedDuringThePass() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let container = BannerContainer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = container
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(container.child.view.safeAreaInsets.top == 107 && container.child.swatch.frame.minY == 107)
    }
}
