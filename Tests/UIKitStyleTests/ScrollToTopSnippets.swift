import AnimKit
import AnimKitTestSupport
import Testing

/// A long list that counts the scroll-to-top questions and answers, as a feed that refreshes when it reaches the top.
final class TopFeedController: UITableViewController {
    var asked = 0
    var reachedTop = 0
    var allowsScrollToTop = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = "Post \(indexPath.row)"
        return cell
    }

    override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        asked += 1
        return allowsScrollToTop
    }

    override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { reachedTop += 1 }
}

// UIKit's documentation of `scrollsToTop`: a tap on the status bar asks the scroll view nearest the bar to scroll to
// the top; nothing happens when it does not scroll to top, its delegate returns false from
// `scrollViewShouldScrollToTop(_:)`, or it is at the top already; after scrolling the delegate hears
// `scrollViewDidScrollToTop(_:)`. UIScrollView.h: on iPhone, only when exactly one scroll view on screen scrolls to top.
@MainActor
@Suite("The scroll-to-top gesture: a tap on the status bar, scrollsToTop and the delegate's two methods")
struct ScrollToTopSnippets {
    private func phone(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    private func tapStatusBar(_ pointer: PointerDispatcher, at time: TimeInterval) {
        pointer.pointerDown(at: CGPoint(x: 200, y: 20), time: time)
        // A host hands the release on while a press is tracked, as for any touch.
        #expect(pointer.isTracking)
        pointer.pointerUp(at: CGPoint(x: 200, y: 20), time: time + 0.05)
    }

    @Test("a tap on the bar scrolls the list to its top over 0.3 s (half-way at 0.15 s on ease in-out), then tells it")
    func tapScrollsToTop() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let feed = TopFeedController()
        let window = phone(feed)
        window.layoutIfNeeded()
        // Under the status bar's safe area: the top is -59.
        #expect(feed.tableView.adjustedContentInset.top == 59)
        feed.tableView.contentOffset = CGPoint(x: 0, y: 600)
        tapStatusBar(PointerDispatcher(root: window), at: 1)
        #expect(feed.asked == 1 && feed.reachedTop == 0)
        fixture.run(seconds: 0.15)
        #expect(isApproximatelyEqual(feed.tableView.presentation.bounds.origin.y, 600 + (-59 - 600) * 0.5, tolerance: 1e-6))
        fixture.run(seconds: 0.2)
        #expect(feed.tableView.contentOffset == CGPoint(x: 0, y: -59) && feed.reachedTop == 1)
        // At the top already: asked, nothing moves, nothing said.
        tapStatusBar(PointerDispatcher(root: window), at: 2)
        fixture.run(seconds: 0.5)
        #expect(feed.asked == 2 && feed.reachedTop == 1 && feed.tableView.contentOffset.y == -59)
    }

    @Test("in a navigation controller, under its bar: the list scrolls to its top below the bar")
    func inNavigationController() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let feed = TopFeedController()
        let window = phone(UINavigationController(rootViewController: feed))
        window.layoutIfNeeded()
        let top = -feed.tableView.adjustedContentInset.top
        #expect(isApproximatelyEqual(top, -103, tolerance: 1e-9))
        feed.tableView.contentOffset = CGPoint(x: 0, y: 800)
        tapStatusBar(PointerDispatcher(root: window), at: 1)
        fixture.run(seconds: 0.5)
        #expect(feed.tableView.contentOffset.y == top && feed.reachedTop == 1)
    }

    @Test("the delegate says no, or scrollsToTop is false: the list stays where it is")
    func refused() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let feed = TopFeedController()
        let window = phone(feed)
        window.layoutIfNeeded()
        feed.tableView.contentOffset = CGPoint(x: 0, y: 600)
        feed.allowsScrollToTop = false
        tapStatusBar(PointerDispatcher(root: window), at: 1)
        fixture.run(seconds: 0.5)
        #expect(feed.asked == 1 && feed.reachedTop == 0 && feed.tableView.contentOffset.y == 600)
        feed.allowsScrollToTop = true
        feed.tableView.scrollsToTop = false
        tapStatusBar(PointerDispatcher(root: window), at: 2)
        fixture.run(seconds: 0.5)
        #expect(feed.asked == 1 && feed.tableView.contentOffset.y == 600)
    }

    @Test("on a phone, two scroll views that scroll to top: neither scrolls; one set to false lets the other")
    func twoScrollViews() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIViewController()
        let window = phone(screen)
        let upper = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        let lower = UIScrollView(frame: CGRect(x: 0, y: 450, width: 393, height: 300))
        for scrollView in [upper, lower] {
            scrollView.contentSize = CGSize(width: 393, height: 2_000)
            scrollView.contentOffset = CGPoint(x: 0, y: 500)
            screen.view.addSubview(scrollView)
        }
        tapStatusBar(PointerDispatcher(root: window), at: 1)
        fixture.run(seconds: 0.5)
        #expect(upper.contentOffset.y == 500 && lower.contentOffset.y == 500)
        upper.scrollsToTop = false
        tapStatusBar(PointerDispatcher(root: window), at: 2)
        fixture.run(seconds: 0.5)
        #expect(upper.contentOffset.y == 500 && lower.contentOffset.y == 0)
        // A hidden one is not on screen: it does not count.
        (upper.scrollsToTop, lower.contentOffset) = (true, CGPoint(x: 0, y: 500))
        upper.isHidden = true
        tapStatusBar(PointerDispatcher(root: window), at: 3)
        fixture.run(seconds: 0.5)
        #expect(lower.contentOffset.y == 0)
    }

    @Test("the bar is the system's: a press on it reaches no view; hidden, the press reaches the view under it")
    func barTakesTheTouch() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = StatusBarController()
        screen.animation = .none
        let window = phone(screen)
        var taps = 0
        screen.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let pointer = PointerDispatcher(root: window)
        tapStatusBar(pointer, at: 1)
        #expect(taps == 0)
        pointer.pointerDown(at: CGPoint(x: 200, y: 70), time: 2)
        pointer.pointerUp(at: CGPoint(x: 200, y: 70), time: 2.05)
        #expect(taps == 1)
        screen.hidesStatusBar = true
        screen.setNeedsStatusBarAppearanceUpdate()
        tapStatusBar(pointer, at: 3)
        #expect(taps == 2)
    }

    @Test("on an iPad, the scroll view under the tap nearest the bar scrolls, whatever others there are")
    func padPicksUnderTheTap() throws {
        let fixture = EngineFixture()
        Device.current.preset = .iPad
        Device.current.hold(.portrait)
        defer {
            Device.current.preset = .iPhone15
            fixture.end()
        }
        let screen = UIViewController()
        let window = UIWindow(frame: CGRect(origin: .zero, size: DevicePreset.iPad.screen))
        window.setWindowSafeAreaInsets(DevicePreset.iPad.safeArea)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let sidebar = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 800))
        let upper = UIScrollView(frame: CGRect(x: 320, y: 100, width: 400, height: 300))
        let lower = UIScrollView(frame: CGRect(x: 320, y: 450, width: 400, height: 300))
        for scrollView in [sidebar, upper, lower] {
            scrollView.contentSize = CGSize(width: 300, height: 3_000)
            scrollView.contentOffset = CGPoint(x: 0, y: 500)
            screen.view.addSubview(scrollView)
        }
        let pointer = PointerDispatcher(root: window)
        let bar = try #require(window.statusBar)
        let y = bar.frame.midY
        pointer.pointerDown(at: CGPoint(x: 500, y: y), time: 1)
        pointer.pointerUp(at: CGPoint(x: 500, y: y), time: 1.05)
        fixture.run(seconds: 0.5)
        #expect(sidebar.contentOffset.y == 500 && upper.contentOffset.y == 0 && lower.contentOffset.y == 500)
        pointer.pointerDown(at: CGPoint(x: 100, y: y), time: 2)
        pointer.pointerUp(at: CGPoint(x: 100, y: y), time: 2.05)
        fixture.run(seconds: 0.5)
        #expect(sidebar.contentOffset.y == 0 && lower.contentOffset.y == 500)
    }
}
