import AnimKit
import AnimKitTestSupport
import Testing

/// A screen that hides the status bar on demand, as a photo viewer does, with the style and animation it prefers.
final class StatusBarController: UIViewController {
    var hidesStatusBar = false
    var style = UIStatusBarStyle.lightContent
    var animation = UIStatusBarAnimation.fade
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
}

// The status bar as screens drive it: prefersStatusBarHidden read again by setNeedsStatusBarAppearanceUpdate inside an
// animation block, faded or slid along it; a full-screen presentation decides it, a sheet does not.
@MainActor
@Suite("The status bar: prefersStatusBarHidden, preferredStatusBarStyle, setNeedsStatusBarAppearanceUpdate")
struct StatusBarSnippets {
    private func phone(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test("hidden inside UIView.animate: the bar fades along the block (half at half-way on ease in-out), or slides up")
    func hideAnimated() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = StatusBarController()
        let window = phone(screen)
        let bar = try #require(window.statusBar)
        #expect(!window.subviews.contains(bar) && bar.frame == CGRect(x: 0, y: 0, width: 393, height: 59) && bar.alpha == 1)
        screen.hidesStatusBar = true
        UIView.animate(withDuration: 0.4) { screen.setNeedsStatusBarAppearanceUpdate() }
        fixture.run(seconds: 0.2)
        #expect(isApproximatelyEqual(bar.presentation.alpha, 0.5, tolerance: 1e-6))
        fixture.run(seconds: 0.3)
        #expect(bar.alpha == 0)
        screen.animation = .slide
        screen.hidesStatusBar = false
        screen.setNeedsStatusBarAppearanceUpdate()
        #expect(bar.alpha == 1 && bar.transform == .identity)
        screen.hidesStatusBar = true
        UIView.animate(withDuration: 0.4) { screen.setNeedsStatusBarAppearanceUpdate() }
        fixture.run(seconds: 0.2)
        #expect(isApproximatelyEqual(bar.presentation.transform.ty, -29.5, tolerance: 1e-6) && bar.presentation.alpha == 1)
    }

    // Apple's `UIStatusBarStyle.default`: "automatically chooses light or dark content based on the user interface
    // style" — the style of the controller choosing it: one set dark draws the bar's ink white (the dark label colour).
    @Test("the default style follows the choosing controller's appearance: dark when it overrides to dark, and back")
    func defaultFollowsAppearance() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = StatusBarController()
        screen.style = .default
        let window = phone(screen)
        let bar = try #require(window.statusBar)
        #expect(bar.traitCollection.userInterfaceStyle == .light)
        screen.overrideUserInterfaceStyle = .dark
        #expect(bar.overrideUserInterfaceStyle == .dark && bar.traitCollection.userInterfaceStyle == .dark)
        #expect(UIColor.label.resolvedColor(with: bar.traitCollection) == .white)
        screen.overrideUserInterfaceStyle = .unspecified
        #expect(bar.traitCollection.userInterfaceStyle == .light)
    }

    @Test("a full-screen presentation decides the status bar while shown; a page sheet does not, unless it captures it")
    func presentations() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let home = StatusBarController()
        let window = phone(home)
        let bar = try #require(window.statusBar)
        let player = StatusBarController()
        player.hidesStatusBar = true
        player.modalPresentationStyle = .fullScreen
        home.present(player, animated: true)
        fixture.run(seconds: 0.25)
        // Along the presentation's own 0.5 s ease in-out.
        #expect(isApproximatelyEqual(bar.presentation.alpha, 0.5, tolerance: 1e-6))
        fixture.run(seconds: 0.3)
        #expect(bar.alpha == 0)
        player.dismiss(animated: true)
        fixture.run(seconds: 0.6)
        #expect(bar.alpha == 1)
        let sheet = StatusBarController()
        sheet.hidesStatusBar = true
        home.present(sheet, animated: false)
        #expect(bar.alpha == 1)
        sheet.dismiss(animated: false)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        home.present(sheet, animated: false)
        #expect(bar.alpha == 0)
        // A window that is not a phone's screen draws none.
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        small.rootViewController = UIViewController()
        small.makeKeyAndVisible()
        #expect(small.statusBar == nil)
    }
}
