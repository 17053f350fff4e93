import AnimKit
import AnimKitTestSupport
import Testing

/// The frozen copies of the old bar contents the move leaves behind while it runs: the bar's subviews that are none
/// of its own parts.
@MainActor
private func leavingParts(of bar: UINavigationBar) -> [UIView] {
    bar.subviews.filter { view in
        ![bar.titleLabel, bar.largeTitleLabel, bar.backButton, bar.hairline].contains { $0 === view } && !(view is UIButton)
            && !(view is UIImageView) && view.bounds.width > 0 && view.bounds.width < bar.bounds.width
    }
}

// The bar moves with the screens: pushing, the new title slides in from half the bar's width to the right as it
// fades in, the back button — titled with the old title — comes from where that title was, and the old title slides
// to the back button's place as it fades out; popping is the reverse, and a pop run back by a hand leaves the bar as
// it was. Numbers from the push's ease-out over 0.35 s (Core Animation's control points), the bar 393 points wide.
@MainActor
@Suite("UINavigationBar: the title and back button move with a push and a pop")
struct NavigationBarTransitionSnippets {
    /// "Inbox" at the root of a navigation stack on a phone, and "Message" to push.
    private func stack() -> (UIWindow, UINavigationController, UIViewController, UIViewController) {
        let home = UIViewController(), detail = UIViewController()
        (home.title, detail.title) = ("Inbox", "Message")
        let (navigation, window) = navigationOnPhone(home)
        return (window, navigation, home, detail)
    }

    @Test("a push: the new title comes in from the right, the back button from the old title's place, the old title leaves")
    func push() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, navigation, _, detail) = stack()
        let bar = navigation.navigationBar
        navigation.pushViewController(detail, animated: true)
        let old = try #require(leavingParts(of: bar).first)
        // The old title's copy where the title label was; the back button starts there too.
        #expect(old.center == bar.titleLabel.center && old.bounds.size == bar.titleLabel.bounds.size)
        #expect(bar.titleLabel.text == "Message" && bar.backButton.title == "‹ Inbox")
        let backShift = bar.titleLabel.frame.midX - bar.backButton.frame.midX
        #expect(bar.titleLabel.presentation.transform.tx == 196.5 && bar.titleLabel.presentation.alpha == 0)
        #expect(isApproximatelyEqual(bar.backButton.presentation.transform.tx, backShift, tolerance: 1e-9))
        fixture.run(frames: 10)
        let progress = CGFloat(AnimationCurve.easeOut.bezier.progress(atFraction: 10.0 / 21))
        #expect(isApproximatelyEqual(bar.titleLabel.presentation.transform.tx, 196.5 * (1 - progress), tolerance: 1e-6))
        #expect(isApproximatelyEqual(bar.titleLabel.presentation.alpha, progress, tolerance: 1e-6))
        #expect(isApproximatelyEqual(bar.backButton.presentation.transform.tx, backShift * (1 - progress), tolerance: 1e-6))
        #expect(isApproximatelyEqual(old.presentation.transform.tx, -backShift * progress, tolerance: 1e-6))
        #expect(isApproximatelyEqual(old.presentation.alpha, 1 - progress, tolerance: 1e-6))
        fixture.run(seconds: 0.3)
        #expect(old.superview == nil && leavingParts(of: bar).isEmpty)
        #expect(bar.titleLabel.transform == .identity && bar.titleLabel.alpha == 1 && bar.backButton.transform == .identity)
        withExtendedLifetime(window) {}
    }

    @Test("a pop: the back button's title slides to the middle as the old title leaves to the right; run back, all stays")
    func pop() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, navigation, _, detail) = stack()
        let bar = navigation.navigationBar
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let backCentre = bar.backButton.frame.midX
        navigation.popViewController(animated: true)
        #expect(bar.titleLabel.text == "Inbox" && bar.backButton.isHidden && leavingParts(of: bar).count == 2)
        #expect(isApproximatelyEqual(bar.titleLabel.presentation.transform.tx, backCentre - 196.5, tolerance: 1e-9))
        fixture.run(seconds: 0.4)
        #expect(leavingParts(of: bar).isEmpty && bar.titleLabel.transform == .identity && bar.titleLabel.alpha == 1)

        // A drag from the edge, let go short of half-way: the pop runs back and the bar shows the detail again.
        navigation.pushViewController(detail, animated: false)
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: 5, y: 400), time: 1)
        pointer.pointerMoved(to: CGPoint(x: 25, y: 400), time: 1.1)
        pointer.pointerMoved(to: CGPoint(x: 120, y: 400), time: 1.5)
        #expect(bar.titleLabel.text == "Inbox" && leavingParts(of: bar).count == 2)
        pointer.pointerMoved(to: CGPoint(x: 60, y: 400), time: 2)
        pointer.pointerUp(at: CGPoint(x: 60, y: 400), time: 2.5)
        fixture.run(seconds: 0.5)
        #expect(navigation.topViewController === detail && bar.titleLabel.text == "Message" && bar.backButton.title == "‹ Inbox")
        #expect(leavingParts(of: bar).isEmpty && bar.titleLabel.transform == .identity && bar.titleLabel.alpha == 1)
        #expect(!bar.backButton.isHidden && bar.backButton.transform == .identity && bar.backButton.alpha == 1)
        #expect(fixture.errors.isEmpty)
    }

    @Test("a screen that names itself in viewDidLoad, pushed by the delegate's animator: the bar still moves from the old title")
    func titledInViewDidLoad() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, navigation, _, _) = stack()
        let delegate = FadePushDelegate()
        navigation.delegate = delegate
        let bar = navigation.navigationBar
        navigation.pushViewController(SelfTitled(), animated: true)
        // One copy leaves: the root's title (it had no back button); the back button comes in from nothing.
        #expect(leavingParts(of: bar).count == 1 && bar.titleLabel.text == "Named" && bar.backButton.presentation.alpha == 0)
        fixture.run(seconds: 0.5)
        #expect(leavingParts(of: bar).isEmpty && bar.backButton.alpha == 1 && bar.backButton.title == "‹ Inbox")
        withExtendedLifetime((window, delegate)) {}
    }
}

/// A screen that sets its title when its view loads, as most do.
private final class SelfTitled: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Named"
    }
}
