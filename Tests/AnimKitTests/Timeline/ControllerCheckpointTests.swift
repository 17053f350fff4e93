import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Checkpoints cover view controllers: a seek through a presentation finds them as they were at that moment.
@MainActor
@Suite("Checkpoints of view controllers")
struct ControllerCheckpointTests {
    @Test("an adopted scene that presents at 0.5 s: seeks after, before and in the middle find the controllers and views right")
    func seekThroughAPresentation() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let home = UIViewController(), detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.rootViewController = home
        window.makeKeyAndVisible()
        // The home view fades in over 0.5 s; its completion presents the detail, which slides up over 0.5 s.
        home.view.alpha = 0.5
        UIView.animate(withDuration: 0.5, animations: { home.view.alpha = 1 }, completion: { _ in home.present(detail, animated: true) })
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        let timeline = try playback.measure()
        _ = try playback.prepareCheckpoints(length: timeline.length)
        try playback.seek(to: 1.5)
        #expect(home.presentedViewController === detail && home.view.superview == nil && detail.view.superview === window)
        #expect(detail.isShowing && !home.isShowing)
        try playback.seek(to: 0.25)
        #expect(home.presentedViewController == nil && detail.presentingViewController == nil && detail.view.superview == nil)
        #expect(home.view.superview === window && home.isShowing && !detail.isShowing)
        // Half-way through the slide (ease in-out is symmetric): the detail's top at 200 of 400.
        try playback.seek(to: 0.75)
        #expect(detail.isBeingPresented && isApproximatelyEqual(detail.view.presentation.frame.minY, 200))
        try playback.seek(to: 1.5)
        #expect(home.presentedViewController === detail && detail.view.frame == window.bounds && home.view.superview == nil)
    }

    @Test("a scene that pushes a controller (and an image) made in a completion keeps its checkpoints: seeks land as straight play")
    func pushMadeWhileRunning() throws {
        /// A navigation stack whose root pushes a new controller, made then, when a 0.5 s fade ends.
        func scene(_ session: AnimationSession<ManualClock>) throws -> (ScenePlayback, UINavigationController) {
            let home = UIViewController()
            let navigation = UINavigationController(rootViewController: home)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            home.view.alpha = 0.5
            UIView.animate(withDuration: 0.5, animations: { home.view.alpha = 1 }) { _ in
                let detail = UIViewController()
                detail.view.backgroundColor = .systemGreen
                // An image made then too: each replay makes a new, equal one.
                detail.view.addSubview(UIImageView(image: UIImage(systemName: "heart")))
                navigation.pushViewController(detail, animated: true)
            }
            return (try ScenePlayback(adopting: window, engine: session.engine), navigation)
        }
        func session() -> AnimationSession<ManualClock> {
            let session = AnimationSession(clock: ManualClock())
            session.engine.beginCheckpointMembership()
            session.begin()
            return session
        }
        let seeking = session()
        defer { seeking.end() }
        let (playback, navigation) = try scene(seeking)
        let length = try playback.measure().length
        let summary = try playback.prepareCheckpoints(length: length, spacing: 0.25)
        #expect(playback.checkpointRefusal == nil && summary.count >= 3, "\(playback.checkpointRefusal ?? "")")
        var seen: [TimeInterval: CGFloat] = [:]
        for time in [0.75, 0.25, 0.7, 0.8] {
            try playback.seek(to: time)
            seen[time] = navigation.topViewController?.view.presentation.transform.tx ?? -1
        }
        seeking.end()
        // Straight play from the start, in a session of its own: the same frames at the same times.
        for time in [0.25, 0.7, 0.75, 0.8] {
            let straight = session()
            defer { straight.end() }
            let (fresh, freshNavigation) = try scene(straight)
            try fresh.seek(to: time)
            #expect(seen[time] == freshNavigation.topViewController?.view.presentation.transform.tx, "at \(time) s")
        }
        #expect(seen[0.25] == 0 && (seen[0.75] ?? 0) > 0 && (seen[0.75] ?? 0) < 200)
    }

    @Test("an Edit button turned Done after a checkpoint: seeks back and forth show one button, with the title of that time")
    func editButtonThroughSeeks() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let list = UITableViewController(style: .plain)
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        list.view.alpha = 0.5
        UIView.animate(withDuration: 0.5, animations: { list.view.alpha = 1 }, completion: { _ in list.setEditing(true, animated: true) })
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        let length = try playback.measure().length
        _ = try playback.prepareCheckpoints(length: length, spacing: 0.25)
        func titles() -> [String?] {
            navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.filter {
                !$0.isHidden && $0 !== navigation.navigationBar.backButton
            }
            .map(\.title)
        }
        for (time, title) in [(1.0, "Done"), (0.25, "Edit"), (1.0, "Done"), (0.1, "Edit")] {
            try playback.seek(to: time)
            #expect(titles() == [title] && list.isEditing == (title == "Done"), "at \(time) s: \(titles())")
        }
    }
}

extension ControllerCheckpointTests {
    @Test("a tab bar controller that switches tab when a fade ends: a seek back finds the first tab shown, a seek on the second")
    func seekThroughATabSwitch() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let home = UIViewController(), profile = UIViewController()
        profile.tabBarItem.badgeValue = "1"
        let tabs = UITabBarController()
        tabs.viewControllers = [home, profile]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        home.view.alpha = 0.5
        UIView.animate(withDuration: 0.5, animations: { home.view.alpha = 1 }, completion: { _ in tabs.selectedIndex = 1 })
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        let timeline = try playback.measure()
        _ = try playback.prepareCheckpoints(length: max(timeline.length, 1))
        try playback.seek(to: 1)
        #expect(tabs.selectedViewController === profile && tabs.tabBar.selectedItem === profile.tabBarItem)
        #expect(profile.view.superview === tabs.view && home.view.superview == nil && profile.isShowing && !home.isShowing)
        try playback.seek(to: 0.25)
        #expect(tabs.selectedViewController === home && tabs.tabBar.selectedItem === home.tabBarItem)
        #expect(home.view.superview === tabs.view && profile.view.superview == nil && home.isShowing && !profile.isShowing)
        try playback.seek(to: 1)
        #expect(tabs.selectedIndex == 1 && profile.view.superview === tabs.view)
    }
}

extension ControllerCheckpointTests {
    /// Three plain pages in order.
    final class ThreePages: UIPageViewControllerDataSource {
        let pages = (0..<3).map { _ in UIViewController() }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController?
        {
            pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
            -> UIViewController?
        {
            pages.firstIndex { $0 === viewController }.flatMap { $0 < 2 ? pages[$0 + 1] : nil }
        }
    }

    @Test("a page view controller that slides to the next page at 0.5 s: a seek back finds the first page, a seek on the second")
    func seekThroughAPageTurn() throws {
        let session = AnimationSession(clock: ManualClock())
        defer { session.end() }
        let (playback, source, pager) = try Self.turnAtHalfASecond(.scroll, in: session)
        try playback.seek(to: 1)
        #expect(pager.viewControllers?.first === source.pages[1] && source.pages[1].isShowing && !source.pages[0].isShowing)
        try playback.seek(to: 0.25)
        #expect(pager.viewControllers?.first === source.pages[0] && source.pages[0].isShowing && !source.pages[1].isShowing)
        try playback.seek(to: 1)
        #expect(pager.viewControllers?.first === source.pages[1] && source.pages[1].view.superview != nil)
    }
}

extension ControllerCheckpointTests {
    /// Three pages turning with `style` in a 200 × 400 window, from the first to the second as a 0.5 s fade of the
    /// first ends, adopted by a playback of `session` with its checkpoints prepared.
    static func turnAtHalfASecond(
        _ style: UIPageViewController.TransitionStyle, in session: AnimationSession<ManualClock>
    ) throws -> (ScenePlayback, ThreePages, UIPageViewController) {
        session.engine.beginCheckpointMembership()
        session.begin()
        let source = ThreePages()
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.rootViewController = pager
        window.makeKeyAndVisible()
        source.pages[0].view.alpha = 0.5
        UIView.animate(withDuration: 0.5, animations: { source.pages[0].view.alpha = 1 }) { _ in
            pager.setViewControllers([source.pages[1]], direction: .forward, animated: true)
        }
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        let timeline = try playback.measure()
        _ = try playback.prepareCheckpoints(length: max(timeline.length, 1))
        return (playback, source, pager)
    }

    @Test("a book that curls to its next page at 0.5 s: a seek into the curl finds the fold half over, before it the flat first page")
    func seekThroughAPageCurl() throws {
        let session = AnimationSession(clock: ManualClock())
        defer { session.end() }
        let (playback, source, book) = try Self.turnAtHalfASecond(.pageCurl, in: session)
        /// Where the curling page's bottom corner is drawn: the folded part's (the stage's fourth view, after the page
        /// beneath, the shadow and the page) corner.
        func corner() -> CGPoint? {
            guard let stage = source.pages[0].view.superview, stage !== book.view, stage.subviews.count > 3 else { return nil }
            return stage.convert(CGPoint(x: 200, y: 400), from: stage.subviews[3])
        }
        for moment in [0.7, 0.25, 1, 0.7] {
            try playback.seek(to: moment)
            if moment == 0.7 {
                // 0.2 s into the 0.4 s curl, half-way on ease in-out: the corner at (0, 400 − 400/3).
                let drawn = try #require(corner())
                #expect(abs(drawn.x) < 1e-6 && abs(drawn.y - (400 - 400.0 / 3)) < 1e-6)
                #expect(source.pages[0].view.layer.mask != nil && source.pages[1].view.superview === source.pages[0].view.superview)
            } else {
                let shown = moment < 0.5 ? source.pages[0] : source.pages[1]
                #expect(book.viewControllers?.first === shown && shown.view.superview === book.view && shown.view.layer.mask == nil)
                #expect(corner() == nil && book.view.subviews.count == 2)
            }
        }
    }
}
