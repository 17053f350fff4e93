import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A duration or delay changed at the scene's start, in the animators its build made (`play`'s tuning drag), is the
/// scene a build written with that value is: every view's presentation the same at every frame of the grid, and the
/// same timeline — for each family whose call gives its animator its duration and delay as they are.
@MainActor
@Suite("Re-timing a scene's animators at its start")
struct RetimeAtStartTests {
    /// The literals of the scene: the durations and delays its calls are written with.
    struct Timings {
        var slide = 0.8, slideDelay = 0.2, spring = 0.9, pulse = 0.4, fade = 0.5, fadeDelay = 0.3, grow = 0.7, dots = 0.6
        var keys = 1.2, keysDelay = 0.1, springy = 0.6, springyDelay = 0.15
    }

    /// One view per family, three dots one call moves in turn, a view moved by two keyframes and one by iOS 17's spring; the slide's completion
    /// fades its view after it.
    func build(_ timings: Timings) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let views = (0..<10).map { index in UIView(frame: CGRect(x: 10 + 35 * CGFloat(index), y: 20, width: 30, height: 30)) }
        views.forEach(window.addSubview)
        window.makeKeyAndVisible()
        UIView.animate(withDuration: timings.slide, delay: timings.slideDelay, options: [.curveEaseInOut]) {
            views[0].center.x += 100
        } completion: { _ in
            UIView.animate(withDuration: 0.3) { views[0].alpha = 0.2 }
        }
        UIView.animate(withDuration: timings.spring, delay: 0.1, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, options: []) {
            views[1].frame.origin.y = 120
        }
        UIView.animate(withDuration: timings.pulse, delay: 0, options: [.repeat, .autoreverse]) {
            views[2].transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        }
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: timings.fade, delay: timings.fadeDelay, options: [.curveEaseOut]) {
            views[3].alpha = 0
        }
        let grow = UIViewPropertyAnimator(duration: timings.grow, dampingRatio: 0.7) { views[4].bounds.size.width = 80 }
        grow.startAnimation(afterDelay: 0.2)
        UIView.animateKeyframes(withDuration: timings.keys, delay: timings.keysDelay, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) { views[8].center.y += 60 }
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.6) { views[8].center.x -= 50 }
        }
        UIView.animate(springDuration: timings.springy, bounce: 0.3, initialSpringVelocity: 0.4, delay: timings.springyDelay) {
            views[9].center.y += 90
        }
        for (index, dot) in views[5..<8].enumerated() {
            UIView.animate(withDuration: timings.dots, delay: Double(index) * 0.1) { dot.center.y += 40 }
        }
        return window
    }

    /// The scene built with `timings` before a playback takes it, as `play` shows a user's screen.
    func adopted(_ timings: Timings, checkpoints: Bool) throws -> (ScenePlayback, AnimationSession<ManualClock>) {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        let playback = try ScenePlayback(adopting: build(timings), engine: session.engine)
        if checkpoints { try playback.prepareCheckpoints(length: 3, spacing: 0.25) }
        return (playback, session)
    }

    /// Every view's presentation at each frame of the grid up to 3 s.
    func presentations(_ playback: ScenePlayback) throws -> [[ViewValues]] {
        try (0...180).map { frame in
            try playback.seek(to: Double(frame) / 60)
            return playback.built.canvas.subviews.map(\.presentation)
        }
    }

    /// The call that made the animators of the view at `index`, and how many animators it made: at the scene's start.
    func site(ofView index: Int, in playback: ScenePlayback) throws -> (CallSite, Int) {
        let view = playback.built.canvas.subviews[index]
        let site = try #require(playback.engine.liveAnimators.first { $0.animatedViews.contains { $0 === view } }?.callSite)
        return (site, playback.engine.liveAnimators.filter { $0.callSite == site }.count)
    }

    static let changes: [(name: String, view: Int, duration: Double?, delay: Double?, change: (inout Timings) -> Void)] = [
        ("a block's duration, whose completion starts another", 0, 0.45, nil, { $0.slide = 0.45 }),
        ("a block's delay", 0, nil, 0.55, { $0.slideDelay = 0.55 }),
        ("a spring block's duration", 1, 1.4, nil, { $0.spring = 1.4 }),
        ("a repeating, reversing block's duration (one leg)", 2, 0.25, nil, { $0.pulse = 0.25 }),
        ("a running property animator's duration", 3, 0.9, nil, { $0.fade = 0.9 }),
        ("a running property animator's delay", 3, nil, 0, { $0.fadeDelay = 0 }),
        ("a damped property animator's duration", 4, 0.35, nil, { $0.grow = 0.35 }),
        ("the duration of a call made three times, once a dot", 5, 1.1, nil, { $0.dots = 1.1 }),
        ("a keyframe animation's duration", 8, 0.7, nil, { $0.keys = 0.7 }),
        ("a keyframe animation's delay", 8, nil, 0.35, { $0.keysDelay = 0.35 }),
        ("an iOS 17 spring's perceived duration (its stiffness and damping follow)", 9, 1.1, nil, { $0.springy = 1.1 }),
        ("an iOS 17 spring's delay", 9, nil, 0.4, { $0.springyDelay = 0.4 }),
    ]

    @Test("each family re-timed at the start shows, frame by frame, what a build with the new value shows", arguments: 0..<12)
    func retimedIsRebuilt(_ index: Int) throws {
        let change = Self.changes[index]
        for checkpoints in [true, false] {
            let (playback, session) = try adopted(Timings(), checkpoints: checkpoints)
            defer { session.end() }
            let (site, count) = try site(ofView: change.view, in: playback)
            let before = try presentations(playback)
            try playback.seek(to: 1.2)
            #expect(count == (change.view == 5 ? 3 : 1))
            // Two steps of a drag held, each from the build's start, then the value let go of, kept as the start.
            for step in [0.5, 1.5] {
                let held = try playback.retimeAtStart(
                    site, expected: count, duration: change.duration.map { $0 * step }, delay: change.delay.map { $0 * step },
                    keepingIt: false)
                #expect(held?.count == count, "\(change.name)")
                try playback.seek(to: 1.2)
            }
            let retimedAnimators = try playback.retimeAtStart(
                site, expected: count, duration: change.duration, delay: change.delay, keepingIt: true)
            #expect(retimedAnimators?.count == count, "\(change.name)")
            #expect(playback.time == 0)
            let retimed = try presentations(playback), retimedTimeline = try playback.measure(cap: 3)

            var timings = Timings()
            change.change(&timings)
            let (fresh, freshSession) = try adopted(timings, checkpoints: checkpoints)
            defer { freshSession.end() }
            let rebuilt = try presentations(fresh)
            let differing = zip(retimed, rebuilt).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            #expect(differing.isEmpty, "\(change.name): frames \(differing.prefix(5)) differ")
            #expect(zip(retimed, before).contains { $0 != $1 }, "\(change.name): the change shows")
            let freshTimeline = try fresh.measure(cap: 3)
            #expect(retimedTimeline.length == freshTimeline.length)
            #expect(retimedTimeline.spans.map(\.duration) == freshTimeline.spans.map(\.duration))
            #expect(retimedTimeline.spans.map(\.delay) == freshTimeline.spans.map(\.delay))
        }
    }

    @Test("a held drag's timeline: the re-timed rows take the new duration, every row keeps its place and depth")
    func heldTimeline() throws {
        let (playback, session) = try adopted(Timings(), checkpoints: true)
        defer { session.end() }
        let measured = try playback.measure(cap: 3)
        let (site, count) = try site(ofView: 5, in: playback)
        let held = try #require(try playback.retimeAtStart(site, expected: count, duration: 1.1, delay: nil, keepingIt: false))
        let timeline = measured.retiming(held)
        let serials = measured.rows.map(\.span.serial)
        // The slide's completion fades its view a second in, measured after the others began: its row is the slide's next.
        let slide = try #require(serials.firstIndex { serial in measured.spans.contains { $0.parent == serial } })
        #expect(measured.rows.map(\.depth)[slide + 1] == 1 && measured.rows.map(\.depth).filter { $0 == 1 }.count == 1)
        #expect(timeline.rows.map(\.span.serial) == serials && timeline.rows.map(\.depth) == measured.rows.map(\.depth))
        let dots = Set(held.map(\.serial))
        #expect(dots.count == 3)
        for (old, new) in zip(measured.spans, timeline.spans) {
            guard dots.contains(old.serial) else {
                #expect(new == old)
                continue
            }
            // Each dot starts 0.1 s after the one before it, and now moves for 1.1 s.
            #expect(new.duration == 1.1 && new.delay == old.delay && new.end == old.start + old.delay + 1.1)
        }
        #expect(timeline.length == measured.length)
        #expect(timeline.rows(from: 2, count: 3).map(\.span.serial) == Array(serials[2..<5]))
        #expect(timeline.rows(from: timeline.rowCount - 1, count: 5).map(\.span.serial) == [serials[serials.count - 1]])
        #expect(timeline.rowCount == measured.spans.count)
    }
}
