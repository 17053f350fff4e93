import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Notes the scene times at which a dynamic animator resumes and pauses, as its delegate is told.
@MainActor
private final class RunListener: UIDynamicAnimatorDelegate {
    let clock: ManualClock
    var resumed: [TimeInterval] = [], paused: [TimeInterval] = []
    init(clock: ManualClock) { self.clock = clock }
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed.append(clock.now) }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused.append(clock.now) }
}

/// A dynamic animator on the previewer's timeline and in its inspector: a bar for each run, from the moment it resumes
/// to the moment its delegate hears it paused.
@MainActor
@Suite("UIKit Dynamics on the timeline and in the inspector")
struct DynamicTimelineTests {
    /// A box dropped in a 300 × 400 window, bouncing on the floor; 4 s into the scene an upward gravity resumes the
    /// animator. The playback adopts the scene as `play` does; the listener hears the delegate.
    private func scene() throws -> (ScenePlayback, UIDynamicAnimator, RunListener, AnimationSession<ManualClock>) {
        let clock = ManualClock()
        let session = AnimationSession(clock: clock)
        session.engine.beginCheckpointMembership()
        session.begin()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        let box = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        window.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: window), listener = RunListener(clock: clock)
        animator.delegate = listener
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bounce = UIDynamicItemBehavior(items: [box])
        bounce.elasticity = 0.4
        for behavior in [UIGravityBehavior(items: [box]), collision, bounce] { animator.addBehavior(behavior) }
        // A fade that ends at 4 s resumes the animator from its completion.
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(marker)
        UIView.animate(withDuration: 1, delay: 3, animations: { marker.alpha = 0 }) { _ in
            let up = UIGravityBehavior(items: [box])
            up.gravityDirection = CGVector(dx: 0, dy: -1)
            animator.addBehavior(up)
        }
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        objc_setAssociatedObject(window, "animator", animator, .OBJC_ASSOCIATION_RETAIN)
        return (playback, animator, listener, session)
    }

    @Test("each run is a bar from its resume to the pause its delegate hears; a resume after a pause is a bar of its own")
    func spans() throws {
        let (playback, _, listener, session) = try scene()
        defer { session.end() }
        let timeline = try playback.measure()
        // Straight play, told by the delegate: rests in the first 4 s, resumes at 4 s, rests at the top later.
        #expect(listener.paused.count == 2 && listener.resumed == [0, 4])
        let first = try #require(listener.paused.first), second = try #require(listener.paused.last)
        #expect(first < 4 && second > 4)
        let dynamics = timeline.spans.filter { $0.label.hasPrefix("dynamics") }
        #expect(dynamics.count == 2)
        #expect(
            dynamics.map(\.label) == [
                "dynamics · gravity + collision + dynamicItem · 1 item", "dynamics · gravity + collision + dynamicItem + gravity · 1 item",
            ])
        #expect(dynamics.map(\.start) == [0, 4] && dynamics.map(\.end) == [first, second])
        #expect(Set(dynamics.map(\.serial)).count == 2 && dynamics.allSatisfy { $0.delay == 0 && $0.parent == nil })
        #expect(timeline.length >= second)
        // Measured again after seeks (checkpoints restore the run's serial): the same bars.
        _ = try playback.prepareCheckpoints(length: timeline.length)
        try playback.seek(to: 4.5)
        try playback.seek(to: 0)
        #expect(try playback.measure().spans.filter { $0.label.hasPrefix("dynamics") } == dynamics)
    }

    @Test("the inspector's line says what the animator runs, how many items, whether it steps and for how long it has")
    func inspectorLine() throws {
        let (playback, animator, _, session) = try scene()
        defer { session.end() }
        #expect(
            session.engine.dynamicsReports.map(\.summary) == ["dynamics · gravity + collision + dynamicItem · 1 item"]
                && session.engine.dynamicsReports.map(\.state) == ["running · 0.00 s stepped"])
        try playback.seek(to: 1)
        // Stepped at 1/60 s on the scene's clock: 60 steps by 1 s.
        #expect(abs(animator.elapsedTime - 1) < 1e-9)
        #expect(session.engine.dynamicsReports.map(\.state) == ["running · 1.00 s stepped"])
        try playback.seek(to: 3.9)
        #expect(session.engine.dynamicsReports.map(\.state).first?.hasPrefix("paused") == true)
    }
}
