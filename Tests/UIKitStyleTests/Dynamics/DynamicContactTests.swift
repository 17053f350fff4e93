import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Records what a dynamic animator and a collision behaviour tell their delegates.
@MainActor
private final class Listener: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var told: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { told.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { told.append("pause") }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        told.append("boundary \(identifier.map { "\($0)" } ?? "nil") at y \(Int(p.y.rounded()))")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint)
    {
        told.append("items")
    }
}

@MainActor
@Suite("UIKit Dynamics: collisions, snaps, attachments, pausing and checkpoints")
struct DynamicContactTests {
    @Test("a box dropped in a 300 × 400 reference view lands on its bottom edge (centre 350), says so once, and the animator pauses")
    func landsAndPauses() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let view = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        canvas.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: canvas), listener = Listener()
        animator.delegate = listener
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = listener
        animator.addBehavior(UIGravityBehavior(items: [view]))
        animator.addBehavior(collision)
        fixture.run(seconds: 3)
        // Box2D lets bodies overlap by up to half its linear slop (0.5 point here) to keep contacts steady.
        // Flat on the floor: any turn is float noise.
        #expect(abs(view.center.y - 350) <= 0.5 && abs(view.center.x - 150) < 0.01 && abs(atan2(view.transform.b, view.transform.a)) < 1e-4)
        #expect(listener.told == ["resume", "boundary nil at y 400", "pause"])
        #expect(!animator.isRunning && fixture.engine.isIdle)
        let paused = animator.elapsedTime
        fixture.run(seconds: 1)
        #expect(animator.elapsedTime == paused)
        // A change resumes it: gravity upwards lifts the box to the top edge.
        let up = UIGravityBehavior(items: [view])
        up.gravityDirection = CGVector(dx: 0, dy: -2)
        animator.addBehavior(up)
        #expect(animator.isRunning && listener.told.last == "resume")
        fixture.run(seconds: 3)
        #expect(abs(view.center.y - 50) <= 0.5)
    }

    @Test("a boundary named by the user: a box falls onto a line at y 300 and the delegate hears its identifier")
    func namedBoundary() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let view = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        canvas.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: canvas), listener = Listener()
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 300, y: 300))
        collision.collisionDelegate = listener
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        fixture.run(seconds: 2)
        #expect(abs(view.center.y - 250) <= 0.5)
        #expect(listener.told == ["boundary shelf at y 300"])
        #expect(collision.boundary(withIdentifier: "shelf" as NSCopying) != nil && collision.boundaryIdentifiers?.count == 1)
    }

    @Test("two boxes in one collision behaviour stack; in .boundaries mode they pass through each other")
    func itemsCollide() {
        func drop(mode: UICollisionBehavior.Mode) -> (top: CGFloat, told: [String]) {
            let fixture = EngineFixture()
            defer { fixture.end() }
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let lower = UIView(frame: CGRect(x: 100, y: 250, width: 100, height: 100))
            let upper = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            canvas.addSubview(lower)
            canvas.addSubview(upper)
            let animator = UIDynamicAnimator(referenceView: canvas), listener = Listener()
            let collision = UICollisionBehavior(items: [lower, upper])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionMode = mode
            collision.collisionDelegate = listener
            animator.addBehavior(collision)
            animator.addBehavior(UIGravityBehavior(items: [lower, upper]))
            fixture.run(seconds: 3)
            return (upper.center.y, listener.told.filter { $0 == "items" })
        }
        let stacked = drop(mode: .everything), through = drop(mode: .boundaries)
        #expect(abs(stacked.top - 250) <= 1 && stacked.told == ["items"])
        #expect(abs(through.top - 350) <= 0.5 && through.told.isEmpty)
    }

    @Test("a snap brings an item to its point and it settles there; moving snapPoint moves it on")
    func snap() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        canvas.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 200, y: 300))
        #expect(snap.damping == 0.5)
        animator.addBehavior(snap)
        fixture.run(frames: 6)
        #expect(view.center.x > 30 && view.center.x < 200)
        fixture.run(seconds: 4)
        #expect(abs(view.center.x - 200) < 0.5 && abs(view.center.y - 300) < 0.5 && !animator.isRunning)
        snap.snapPoint = CGPoint(x: 100, y: 100)
        fixture.run(seconds: 4)
        #expect(abs(view.center.x - 100) < 0.5 && abs(view.center.y - 100) < 0.5)
    }

    @Test("a rod of 100 points from an anchor holds its length on every frame as the item swings under gravity")
    func rod() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 275, y: 75, width: 50, height: 50))
        canvas.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let rod = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 200, y: 100))
        #expect(rod.length == 100 && rod.frequency == 0 && rod.attachedBehaviorType == .anchor)
        animator.addBehavior(rod)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        var lengths: [CGFloat] = [], lowest: CGFloat = 0
        for _ in 0..<60 {
            fixture.run(frames: 1)
            lengths.append(hypot(view.center.x - 200, view.center.y - 100))
            lowest = max(lowest, view.center.y)
        }
        #expect(lengths.allSatisfy { abs($0 - 100) < 0.5 })
        // Let go level with the anchor, it swings through the bottom of its arc, y = 200, within the first second (a
        // pendulum of 1 m under 10 m/s² takes 2π·√0.1 = 1.99 s to swing there and back).
        #expect(abs(lowest - 200) < 0.5)
    }

    @Test("seeks back through a scene of bouncing boxes land exactly where straight play put them, checkpoints kept")
    func checkpoints() throws {
        func scene() throws -> (ScenePlayback, [UIView], AnimationSession<ManualClock>) {
            let session = AnimationSession(clock: ManualClock())
            session.engine.beginCheckpointMembership()
            session.begin()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            window.makeKeyAndVisible()
            let boxes = (0..<3).map { index in
                UIView(frame: CGRect(x: 40 + CGFloat(index) * 70, y: CGFloat(index) * 60, width: 60, height: 60))
            }
            boxes.forEach(window.addSubview)
            let animator = UIDynamicAnimator(referenceView: window)
            let bounce = UIDynamicItemBehavior(items: boxes)
            bounce.elasticity = 0.6
            let collision = UICollisionBehavior(items: boxes)
            collision.translatesReferenceBoundsIntoBoundary = true
            for behavior in [UIGravityBehavior(items: boxes), collision, bounce] { animator.addBehavior(behavior) }
            let playback = try ScenePlayback(adopting: window, engine: session.engine)
            objc_setAssociatedObject(window, "animator", animator, .OBJC_ASSOCIATION_RETAIN)
            return (playback, boxes, session)
        }
        let times = [0.4, 1.1, 1.7, 2.5]
        let (straight, straightBoxes, first) = try scene()
        var expected: [[CGPoint]] = []
        for time in times {
            try straight.seek(to: time)
            expected.append(straightBoxes.map(\.center))
        }
        first.end()
        let (playback, boxes, second) = try scene()
        defer { second.end() }
        let timeline = try playback.measure()
        _ = try playback.prepareCheckpoints(length: timeline.length)
        for (index, time) in zip(times.indices, times).reversed() {
            try playback.seek(to: time)
            #expect(boxes.map(\.center) == expected[index], "at \(time) s")
        }
        #expect(playback.checkpointCount > 0)
    }
}
