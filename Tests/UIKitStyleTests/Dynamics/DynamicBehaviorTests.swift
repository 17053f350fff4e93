import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// UIKit Dynamics in UIKit's documented units, stepped 60 times a second by a semi-implicit Euler integrator (Box2D's:
// the velocity is updated first, then the position from it). After n steps of h = 1/60 s at a constant acceleration
// a from rest, an item has moved a·h²·n(n+1)/2 — at 1 000 points/s² for 30 steps, 129.1667 points.

/// Distance moved from rest after `steps` steps of 1/60 s at `acceleration` points/s².
private func travelled(_ acceleration: Double, steps: Int) -> Double {
    acceleration / 3600 * Double(steps * (steps + 1)) / 2
}

@MainActor
@Suite("UIKit Dynamics: gravity, pushes and item properties in UIKit's units")
struct DynamicBehaviorTests {
    private func box(_ frame: CGRect, in canvas: UIView) -> UIView {
        let view = UIView(frame: frame)
        canvas.addSubview(view)
        return view
    }

    @Test("gravity of magnitude 1 is 1 000 points/s² for every item, heavy or light: 129.17 points in half a second")
    func gravity() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let light = box(CGRect(x: 100, y: 50, width: 100, height: 100), in: canvas)
        let heavy = box(CGRect(x: 400, y: 50, width: 50, height: 200), in: canvas)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let density = UIDynamicItemBehavior(items: [heavy])
        density.density = 3
        animator.addBehavior(UIGravityBehavior(items: [light, heavy]))
        animator.addBehavior(density)
        fixture.run(frames: 30)
        #expect(abs(light.center.y - (100 + travelled(1000, steps: 30))) < 0.01)
        #expect(abs(heavy.center.y - (150 + travelled(1000, steps: 30))) < 0.01)
        #expect(light.center.x == 150 && animator.isRunning && abs(animator.elapsedTime - 0.5) < 1e-9)
    }

    @Test("gravity's angle and magnitude are its direction vector's; sideways at half strength moves 64.58 points in 0.5 s")
    func gravityDirection() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let view = box(CGRect(x: 100, y: 100, width: 100, height: 100), in: canvas)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let gravity = UIGravityBehavior(items: [view])
        gravity.setAngle(0, magnitude: 0.5)
        #expect(gravity.gravityDirection == CGVector(dx: 0.5, dy: 0) && gravity.magnitude == 0.5 && gravity.angle == 0)
        animator.addBehavior(gravity)
        fixture.run(frames: 30)
        #expect(abs(view.center.x - (150 + travelled(500, steps: 30))) < 0.01 && abs(view.center.y - 150) < 1e-6)
    }

    @Test("a continuous push of 1 UIKit newton: 100 points/s² on a 100 × 100 item of density 1, half that on one twice as big")
    func continuousPush() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let small = box(CGRect(x: 0, y: 0, width: 100, height: 100), in: canvas)
        let large = box(CGRect(x: 0, y: 200, width: 200, height: 100), in: canvas)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let push = UIPushBehavior(items: [small, large], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        fixture.run(frames: 30)
        #expect(abs(small.center.x - (50 + travelled(100, steps: 30))) < 0.01)
        #expect(abs(large.center.x - (100 + travelled(50, steps: 30))) < 0.01)
        #expect(push.active && push.magnitude == 1)
    }

    @Test("an instantaneous push of 1 strikes once: the item leaves at 100 points/s (100 points in a second) and active turns off")
    func instantaneousPush() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let view = box(CGRect(x: 0, y: 0, width: 100, height: 100), in: canvas)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let push = UIPushBehavior(items: [view], mode: .instantaneous)
        push.setAngle(.pi / 2, magnitude: 1)
        let properties = UIDynamicItemBehavior(items: [view])
        animator.addBehavior(push)
        animator.addBehavior(properties)
        fixture.run(frames: 60)
        #expect(abs(view.center.y - 150) < 0.01 && abs(view.center.x - 50) < 0.01)
        #expect(!push.active && abs(properties.linearVelocity(for: view).y - 100) < 0.01)
    }

    @Test(
        "addLinearVelocity moves an item at that speed; resistance slows it; allowsRotation false keeps an off-centre push from turning it")
    func itemProperties() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let free = box(CGRect(x: 0, y: 0, width: 100, height: 100), in: canvas)
        let resisted = box(CGRect(x: 0, y: 200, width: 100, height: 100), in: canvas)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let plain = UIDynamicItemBehavior(items: [free])
        let slowed = UIDynamicItemBehavior(items: [resisted])
        slowed.resistance = 1
        slowed.allowsRotation = false
        animator.addBehavior(plain)
        animator.addBehavior(slowed)
        plain.addLinearVelocity(CGPoint(x: 120, y: 0), for: free)
        slowed.addLinearVelocity(CGPoint(x: 120, y: 0), for: resisted)
        let push = UIPushBehavior(items: [resisted], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 0.001)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 40, vertical: 0), for: resisted)
        animator.addBehavior(push)
        fixture.run(frames: 60)
        #expect(abs(free.center.x - 170) < 0.01)
        // Box2D damps v by 1/(1 + h·c) each step: after 60 steps at c = 1, each step's move h·v summed.
        let damped = (1...60).reduce(0.0) { sum, step in sum + 120 / 60 * pow(1 / (1 + 1.0 / 60), Double(step)) }
        #expect(abs(resisted.center.x - (50 + damped)) < 0.05)
        #expect(resisted.transform == .identity && slowed.angularVelocity(for: resisted) == 0)
    }

    @Test("items(in:) lists an item from the moment a behaviour acting on it is added, before any step, and not once it is removed")
    func itemsBeforeAnyStep() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let near = box(CGRect(x: 0, y: 0, width: 50, height: 50), in: canvas)
        let far = box(CGRect(x: 300, y: 300, width: 50, height: 50), in: canvas)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let gravity = UIGravityBehavior(items: [near, far])
        animator.addBehavior(gravity)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).map { $0 as? UIView } == [near])
        #expect(animator.items(in: canvas.bounds).count == 2)
        animator.removeBehavior(gravity)
        #expect(animator.items(in: canvas.bounds).isEmpty)
    }

    @Test("after steps, an item a behaviour gains is listed before the next step, one it loses is not, a child's too")
    func itemsChangedBetweenSteps() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let first = box(CGRect(x: 0, y: 0, width: 50, height: 50), in: canvas)
        let second = box(CGRect(x: 300, y: 0, width: 50, height: 50), in: canvas)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let gravity = UIGravityBehavior(items: [first])
        animator.addBehavior(gravity)
        fixture.run(frames: 3)
        #expect(animator.items(in: canvas.bounds).map { $0 as? UIView } == [first])
        gravity.addItem(second)
        #expect(animator.items(in: canvas.bounds).map { $0 as? UIView } == [first, second])
        fixture.run(frames: 1)
        gravity.removeItem(first)
        #expect(animator.items(in: canvas.bounds).map { $0 as? UIView } == [second])
        let parent = UIDynamicBehavior(), push = UIPushBehavior(items: [], mode: .instantaneous)
        parent.addChildBehavior(push)
        animator.addBehavior(parent)
        fixture.run(frames: 1)
        push.addItem(first)
        #expect(animator.items(in: canvas.bounds).map { $0 as? UIView } == [second, first])
    }
}
