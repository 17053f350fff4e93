import AnimKit
import AnimKitTestSupport
import Testing

/// A controller that logs its life, named `name`.
final class LoggingController: UIViewController {
    let name: String
    var log: (String) -> Void

    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        log("\(name) loadView")
        view = UIView()
        view.backgroundColor = .white
    }
    override func viewDidLoad() { log("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log("\(name) viewWillAppear \(animated)") }
    override func viewIsAppearing(_ animated: Bool) { log("\(name) viewIsAppearing \(animated) in a window \(view.window != nil)") }
    override func viewDidAppear(_ animated: Bool) { log("\(name) viewDidAppear \(animated)") }
    override func viewWillDisappear(_ animated: Bool) { log("\(name) viewWillDisappear \(animated)") }
    override func viewDidDisappear(_ animated: Bool) { log("\(name) viewDidDisappear \(animated)") }
    override func viewWillLayoutSubviews() { log("\(name) viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log("\(name) viewDidLayoutSubviews") }
}

// View controllers as screens use them: the view loaded lazily, the lifecycle in UIKit's order as a window's root and
// when presenting and dismissing, containment, and the built-in presentation looks on the scene clock.
@MainActor
@Suite("UIViewController: lifecycle, containment, presentation")
struct ViewControllerSnippets {
    @Test("the view loads on first use; as a window's root: viewWillAppear, viewIsAppearing in the window, layout, viewDidAppear")
    func rootLifecycle() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let home = LoggingController("A") { log.append($0) }
        #expect(!home.isViewLoaded && home.viewIfLoaded == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = home
        #expect(log.isEmpty)
        window.makeKeyAndVisible()
        #expect(
            log == [
                "A loadView", "A viewDidLoad", "A viewWillAppear false", "A viewIsAppearing false in a window true",
                "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "A viewDidAppear false",
            ])
        #expect(home.view.frame == window.bounds && home.view.window === window && home.view.next === home)
        #expect(home.isShowing)
    }

    @Test("a full-screen present: the presenter is told first, the presented view slides up over 0.5 s, then the presenter's view goes")
    func fullScreenPresent() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let home = LoggingController("A") { log.append($0) }
        let detail = LoggingController("B") { log.append($0) }
        detail.modalPresentationStyle = .fullScreen
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = home
        window.makeKeyAndVisible()
        log = []
        var completed = false
        home.present(detail, animated: true) { completed = true }
        #expect(home.presentedViewController === detail && detail.presentingViewController === home && detail.isBeingPresented)
        #expect(
            log == [
                "B loadView", "B viewDidLoad", "A viewWillDisappear true", "B viewWillAppear true",
                "B viewIsAppearing true in a window true", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
            ])
        // Ease in-out is symmetric: half-way in time, half-way up.
        fixture.run(seconds: 0.25)
        #expect(isApproximatelyEqual(detail.view.presentation.frame.minY, 422))
        fixture.run(seconds: 0.3)
        #expect(completed && !detail.isBeingPresented && detail.view.frame == window.bounds)
        #expect(log.suffix(2) == ["A viewDidDisappear true", "B viewDidAppear true"] && home.view.superview == nil)

        log = []
        detail.dismiss(animated: false)
        #expect(
            log == [
                "B viewWillDisappear false", "A viewWillAppear false", "B viewDidDisappear false",
                "A viewIsAppearing false in a window true",
                "A viewDidAppear false",
            ])
        #expect(home.presentedViewController == nil && home.view.superview === window && detail.view.superview == nil)
    }

    @Test("a page sheet (the default) over a dimmed presenter that shrinks back, which is told nothing; bad calls are refused")
    func pageSheet() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let home = LoggingController("A") { log.append($0) }
        let sheet = LoggingController("B") { log.append($0) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = home
        window.makeKeyAndVisible()
        log = []
        home.present(sheet, animated: true)
        fixture.run(seconds: 0.6)
        #expect(!log.contains { $0.hasPrefix("A ") })
        // 10 below the safe area's top; the presenter (390 wide) scaled to 358 and lifted so its top is at 47.
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787) && sheet.view.layer.cornerRadius == 10)
        let scale: CGFloat = 358 / 390
        #expect(isApproximatelyEqual(home.view.frame.minY, 47) && isApproximatelyEqual(home.view.transform.a, scale))
        // Refused: presenting again, presenting what is shown, dismissing with nothing presented.
        home.present(LoggingController("C") { log.append($0) }, animated: false)
        sheet.present(home, animated: false)
        #expect(home.presentedViewController === sheet && sheet.presentedViewController == nil)
        sheet.dismiss(animated: true)
        fixture.run(seconds: 0.6)
        #expect(home.presentedViewController == nil && home.view.transform == .identity && window.subviews == [home.view])
        home.dismiss(animated: false)
        #expect(
            fixture.errors.map(\.description) == [
                "present(LoggingController) on LoggingController: it is already presenting LoggingController; nothing happens",
                "present(LoggingController) on LoggingController: LoggingController is already shown; nothing happens",
                "dismiss(animated:) on LoggingController: it presents nothing and was not presented; nothing happens",
            ])
    }

    @Test("children: addChild calls willMove, removeFromParent calls didMove(nil); their appearance follows the parent's")
    func containment() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var log: [String] = []
        let parent = LoggingController("P") { log.append($0) }
        let child = LoggingController("C") { log.append($0) }
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child] && child.parent === parent)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = parent
        log = []
        window.makeKeyAndVisible()
        #expect(
            log.filter { $0.contains("Appear") } == [
                "P viewWillAppear false", "C viewWillAppear false", "P viewIsAppearing false in a window true",
                "C viewIsAppearing false in a window true", "P viewDidAppear false", "C viewDidAppear false",
            ])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
    }
}

/// A controller made for one item, as UIKit code writes one: its own designated initialiser calls UIKit's.
final class ItemController: UIViewController {
    let item: String

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = item
    }
}

@MainActor
@Suite("UIViewController's initialisers")
struct ViewControllerInitSnippets {
    @Test("a subclass's designated initialiser calls super.init(nibName: nil, bundle: nil), and its view loads as usual")
    func nibNameInitialiser() {
        let controller = ItemController(item: "Harbour")
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        #expect(controller.title == "Harbour" && controller.isViewLoaded)
    }
}
