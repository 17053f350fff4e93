import AnimKit
import AnimKitTestSupport
import Testing

/// A controller that, as it appears, fades a view out alongside the transition, as UIKit code does in viewWillAppear.
final class AlongsideController: UIViewController {
    let faded: UIView
    var log: [String] = []

    init(fading faded: UIView) {
        self.faded = faded
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return log.append("no coordinator") }
        log.append("duration \(coordinator.transitionDuration), interactive \(coordinator.isInteractive)")
        coordinator.animate(alongsideTransition: { _ in self.faded.alpha = 0 }) { context in
            self.log.append("completion, cancelled \(context.isCancelled)")
        }
        coordinator.notifyWhenInteractionChanges { context in self.log.append("let go, cancelled \(context.isCancelled)") }
        // iOS 7's spelling, which code for older systems still calls: told at the same moment.
        coordinator.notifyWhenInteractionEnds { context in self.log.append("ended, cancelled \(context.isCancelled)") }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear, coordinator \(transitionCoordinator == nil ? "gone" : "still there")")
    }
}

// The transition coordinator as screens use it: animations alongside a push, scrubbed with an interactive pop and run
// back when it is cancelled, and beside a delegate's own animator.
@MainActor
@Suite("UIViewControllerTransitionCoordinator: animations alongside a transition")
struct TransitionCoordinatorSnippets {
    private func navigationScreen(_ root: UIViewController) -> (UIWindow, UINavigationController, UIView) {
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let marker = UIView(frame: CGRect(x: 0, y: 800, width: 10, height: 10))
        window.addSubview(marker)
        return (window, navigation, marker)
    }

    @Test("alongside a push: the fade runs in the push's own ease-out animator; the completion comes before viewDidAppear")
    func alongsidePush() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, navigation, marker) = navigationScreen(UIViewController())
        let detail = AlongsideController(fading: marker)
        navigation.pushViewController(detail, animated: true)
        fixture.run(frames: 10)
        #expect(fixture.engine.liveAnimators.map(\.name) == ["push AlongsideController"])
        let progress = CGFloat(AnimationCurve.easeOut.bezier.progress(atFraction: 10.0 / 21))
        #expect(isApproximatelyEqual(marker.presentation.alpha, 1 - progress, tolerance: 1e-6))
        fixture.run(seconds: 0.3)
        #expect(detail.log == ["duration 0.35, interactive false", "completion, cancelled false", "viewDidAppear, coordinator gone"])
        #expect(marker.alpha == 0 && window.isKeyWindow)
        navigation.pushViewController(AlongsideController(fading: marker), animated: false)
        #expect((navigation.topViewController as? AlongsideController)?.log.first == "duration 0.0, interactive false")
    }

    @Test("alongside an interactive pop: scrubbed with the finger, told when let go, run back when the pop is cancelled")
    func alongsideInteractivePop() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let marker = UIView()
        let home = AlongsideController(fading: marker)
        let (window, navigation, shownMarker) = navigationScreen(home)
        marker.frame = shownMarker.frame
        window.addSubview(marker)
        navigation.pushViewController(UIViewController(), animated: false)
        home.log = []
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 5, y: 400), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 25, y: 400), time: 0.1)
        pointer.pointerMoved(to: CGPoint(x: 25 + 195, y: 400), time: 0.5)
        // Half-way by the finger: a paused animator scrubs linearly, so the fade is half done.
        #expect(home.log == ["duration 0.35, interactive true"])
        #expect(isApproximatelyEqual(marker.presentation.alpha, 0.5, tolerance: 1e-9))
        pointer.pointerMoved(to: CGPoint(x: 100, y: 400), time: 1)
        pointer.pointerUp(at: CGPoint(x: 100, y: 400), time: 1.5)
        #expect(home.log.suffix(2) == ["let go, cancelled true", "ended, cancelled true"])
        fixture.run(seconds: 0.4)
        #expect(home.log.suffix(3) == ["let go, cancelled true", "ended, cancelled true", "completion, cancelled true"])
        #expect(marker.alpha == 1 && marker.presentation.alpha == 1 && navigation.viewControllers.count == 2)
    }

    @Test("alongside a delegate's own animator: a property animator of its duration (0.3 s) with ease in-out runs beside it")
    func besideCustomAnimator() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, navigation, marker) = navigationScreen(UIViewController())
        let delegate = FadePushDelegate()
        navigation.delegate = delegate
        let detail = AlongsideController(fading: marker)
        navigation.pushViewController(detail, animated: true)
        fixture.run(seconds: 0.15)
        #expect(isApproximatelyEqual(marker.presentation.alpha, 0.5, tolerance: 1e-6))
        // Two beside it: the marker's, and the navigation bar's move from one title to the next.
        let beside = Array(repeating: "alongside the transition to AlongsideController", count: 2)
        #expect(fixture.engine.liveAnimators.compactMap(\.name) == beside)
        fixture.run(seconds: 0.3)
        #expect(detail.log == ["duration 0.3, interactive false", "completion, cancelled false", "viewDidAppear, coordinator gone"])
        #expect(marker.alpha == 0 && window.isKeyWindow)
    }

    @Test("alongside a custom presentation whose animator is interruptible: the fade joins that linear animator")
    func joinsInterruptibleAnimator() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let home = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = home
        window.makeKeyAndVisible()
        let marker = UIView(frame: CGRect(x: 0, y: 800, width: 10, height: 10))
        window.addSubview(marker)
        let card = AlongsideController(fading: marker)
        let transitions = FadeGrowTransitions()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        home.present(card, animated: true)
        // A quarter of the 0.4 s linear animator: three quarters left (a beside ease in-out would be at 0.87).
        fixture.run(seconds: 0.1)
        #expect(isApproximatelyEqual(marker.presentation.alpha, 0.75, tolerance: 1e-6))
        #expect(fixture.engine.liveAnimators.count == 1)
        fixture.run(seconds: 0.4)
        #expect(card.log == ["duration 0.4, interactive false", "completion, cancelled false", "viewDidAppear, coordinator gone"])
    }
}
