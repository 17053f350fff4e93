import AnimKit
import AnimKitTestSupport
import Testing

/// A screen with toolbar items: a status label between flexible spaces, and a trash button.
private final class StatusController: UIViewController {
    var trashed = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let status = UIBarButtonItem(title: "Updated", style: .plain, target: nil, action: nil)
        let trash = UIBarButtonItem(title: "Trash", primaryAction: UIAction { [weak self] _ in self?.trashed += 1 })
        toolbarItems = [flexible, status, flexible, trash]
    }
}

// A navigation controller's toolbar, as inbox and editor screens show it: hidden until asked for, then 44 points over
// the home indicator's 34 holding the top screen's toolbarItems — flexible spaces sharing the room — and counted in
// the screen's safe area; `setToolbarHidden(_:animated:)` slides it.
@MainActor
@Suite("UIToolbar and a navigation controller's toolbarItems")
struct ToolbarSnippets {
    @Test("shown, the toolbar sits over the home indicator with the items spread, and the safe area grows by 44")
    func toolbarItems() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = StatusController()
        let (navigation, window) = navigationOnPhone(screen)
        #expect(navigation.isToolbarHidden && screen.view.safeAreaInsets.bottom == 34)
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        let toolbar = try #require(navigation.toolbar)
        #expect(toolbar.frame == CGRect(x: 0, y: 852 - 78, width: 393, height: 78))
        #expect(isApproximatelyEqual(screen.view.safeAreaInsets.bottom, 34 + 44))
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
        let status = try #require(buttons.first { $0.title == "Updated" }), trash = try #require(buttons.first { $0.title == "Trash" })
        // The trash button ends 16 in from the right; the two flexible spaces share what is left, so the status label is
        // centred between the left end's 16 points and the trash button's 8-point gap.
        #expect(trash.frame.maxX == 393 - 16 && trash.frame.midY == 22)
        let room = trash.frame.minX - 8 - 16
        #expect(isApproximatelyEqual(status.frame.midX, 16 + room / 2))
        let pointer = PointerDispatcher(root: window)
        let point = trash.convert(CGPoint(x: 5, y: 5), to: window)
        pointer.pointerDown(at: point, time: 0)
        pointer.pointerUp(at: point, time: 0.05)
        #expect(screen.trashed == 1)
        // Hidden again with animation: halfway through the 0.35 s slide it is partly below the screen.
        navigation.setToolbarHidden(true, animated: true)
        fixture.run(seconds: 0.175)
        let mid = toolbar.layer.presentation()?.frame.minY ?? 0
        #expect(mid > 852 - 78 && mid < 852)
        fixture.run(seconds: 0.3)
        #expect(toolbar.frame.minY == 852 && screen.view.safeAreaInsets.bottom == 34)
    }

    @Test("a screen that shows the toolbar in its viewDidLoad, as screens do, has it over its view at the bottom")
    func shownFromViewDidLoad() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = EagerToolbarController()
        let (navigation, window) = navigationOnPhone(screen)
        let toolbar = try #require(navigation.toolbar)
        #expect(toolbar.frame == CGRect(x: 0, y: 852 - 78, width: 393, height: 78))
        // In front of the screen's view (which fills the navigation controller's).
        #expect(window.hitTest(CGPoint(x: 200, y: 852 - 60), with: nil)?.isDescendant(of: toolbar) == true)
    }
}

/// A screen that shows its navigation controller's toolbar while it loads.
private final class EagerToolbarController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        toolbarItems = [UIBarButtonItem(title: "Archive", primaryAction: nil)]
        navigationController?.setToolbarHidden(false, animated: false)
    }
}
