import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Pull to refresh as feeds write it: a UIRefreshControl on the table, its value-changed action starting a reload,
// and endRefreshing() when the reload is done.
@MainActor
@Suite("UIRefreshControl: pull, spin, endRefreshing")
struct RefreshControlSnippets {
    /// How far content pulled `raw` points past its top shows, by iOS's rubber band in a 600-point view.
    private func shown(_ raw: CGFloat) -> CGFloat { (1 - 1 / (0.55 * raw / 600 + 1)) * 600 }

    /// The spokes of the control's spinner that show.
    private func spokes(_ control: UIRefreshControl) -> Int {
        let spinner = control.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        return spinner?.subviews.first?.subviews.filter { !$0.isHidden }.count ?? -1
    }

    @Test(
        "pulled 68 points the spinner shows 6 of 8 spokes; past 90 it refreshes (one event); let go, the feed rests 60 down; endRefreshing slides it back"
    )
    func pullToRefresh() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, feed) = FeedController.shown(items: rowNames(40))
        let refresh = UIRefreshControl()
        var events = 0
        refresh.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        feed.tableView.refreshControl = refresh
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 200, y: 100), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 110), time: 0.05)
        // The pan counts from where it began, 10 points in: 140 points of finger, 68.2 of pull shown.
        pointer.pointerMoved(to: CGPoint(x: 200, y: 250), time: 0.3)
        #expect(abs(feed.tableView.contentOffset.y + shown(140)) < 1e-9 && abs(refresh.frame.height - shown(140)) < 1e-9)
        #expect(!refresh.isRefreshing && spokes(refresh) == Int(shown(140) / 90 * 8) && events == 0)
        // 200 points of finger: 93 shown, past 90.
        pointer.pointerMoved(to: CGPoint(x: 200, y: 310), time: 0.6)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 320), time: 0.7)
        #expect(refresh.isRefreshing && events == 1 && spokes(refresh) == 8)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 320), time: 1.1)
        pointer.pointerUp(at: CGPoint(x: 200, y: 320), time: 1.2)
        fixture.run(seconds: 0.6)
        #expect(feed.tableView.contentOffset.y == -60 && feed.tableView.adjustedContentInset.top == 60)
        refresh.endRefreshing()
        fixture.run(frames: 9)
        #expect(abs(feed.tableView.contentOffset.y - (-60 + 60 * easeInOut(0.5))) < 1e-9 && !refresh.isRefreshing)
        fixture.run(frames: 9)
        #expect(feed.tableView.contentOffset.y == 0 && feed.tableView.adjustedContentInset.top == 0 && events == 1)
    }

    @Test(
        "under a navigation bar (its bottom at 103) the control opens right below the bar, above the content: pulled, 103 to 103 + the pull; refreshing, 103 to 163"
    )
    func belowTheBar() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let feed = UITableViewController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: feed)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let refresh = UIRefreshControl()
        feed.tableView.refreshControl = refresh
        #expect(feed.tableView.adjustedContentInset.top == 103)
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 200, y: 300), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 310), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 400), time: 0.3)
        // 90 points of finger in an 852-point table: (1 − 1 / (0.55 · 90 / 852 + 1)) · 852 shown.
        let shown = (1 - 1 / (0.55 * 90 / 852 + 1)) * 852.0
        let pulled = refresh.convert(refresh.bounds, to: window)
        #expect(abs(pulled.minY - 103) < 1e-9 && abs(pulled.height - shown) < 1e-9, "\(pulled)")
        pointer.pointerMoved(to: CGPoint(x: 200, y: 520), time: 0.6)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 520), time: 1.1)
        pointer.pointerUp(at: CGPoint(x: 200, y: 520), time: 1.2)
        fixture.run(seconds: 0.6)
        #expect(refresh.isRefreshing && feed.tableView.contentOffset.y == -163)
        #expect(refresh.convert(refresh.bounds, to: window) == CGRect(x: 0, y: 103, width: 393, height: 60))
    }

    @Test("beginRefreshing() by code turns the spinner and keeps room for it, sends no event and moves nothing")
    func beginByCode() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(40))
        let refresh = UIRefreshControl()
        var events = 0
        refresh.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        feed.tableView.refreshControl = refresh
        refresh.beginRefreshing()
        feed.view.window?.layoutIfNeeded()
        #expect(refresh.isRefreshing && events == 0 && feed.tableView.contentOffset.y == 0)
        #expect(feed.tableView.adjustedContentInset.top == 60 && spokes(refresh) == 8)
        refresh.endRefreshing()
        fixture.run(seconds: 0.5)
        #expect(feed.tableView.contentOffset.y == 0 && fixture.engine.liveAnimators.isEmpty)
    }

    @Test("the control spans its table's width, also after the table is resized (a layout pass places it, as UIKit's)")
    func followsTheTablesWidth() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), style: .plain)
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        #expect(refresh.frame.width == 393)
        table.frame.size.width = 800
        table.layoutIfNeeded()
        #expect(refresh.frame.width == 800 && refresh.frame.height == 0)
    }
}
