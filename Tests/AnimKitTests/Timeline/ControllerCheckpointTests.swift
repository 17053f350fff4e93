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
        // Loaded now: a view made while the scene runs is a new object on every replay, which an adopted scene's
        // checkpoints cannot prove (it would play forward only).
        detail.loadViewIfNeeded()
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
}
