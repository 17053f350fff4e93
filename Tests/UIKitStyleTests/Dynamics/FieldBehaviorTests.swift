import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Fields in UIKit Dynamics' units (100 points a unit; a 100 × 100 item of density 1 weighs 1; strength 1 of a gravity
// field is a gravity behaviour's 1 000 points/s²), stepped 60 times a second by Box2D's semi-implicit Euler integrator:
// each step sets the velocity from the force first, then the position from the new velocity. From rest at a constant
// acceleration a, n steps of h = 1/60 s move an item a·h²·n(n+1)/2. Box2D keeps single-precision floats, so positions
// agree to about 1e-4 points.

private let h = 1.0 / 60

private func travelled(_ acceleration: Double, steps: Int) -> Double { acceleration * h * h * Double(steps * (steps + 1)) / 2 }

@MainActor
@Suite("UIFieldBehavior: gravity, springs, drag, velocity, charges and regions in UIKit's units")
struct FieldBehaviorTests {
    private func scene() -> (UIView, UIDynamicAnimator) {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        return (canvas, UIDynamicAnimator(referenceView: canvas))
    }

    private func box(_ center: CGPoint, side: CGFloat = 100, in canvas: UIView) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
        canvas.addSubview(view)
        return view
    }

    @Test("a linear gravity field is a gravity behaviour: 129.17 points in 0.5 s, heavy or light; sideways at half strength")
    func linearGravity() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (canvas, animator) = scene()
        let light = box(CGPoint(x: 100, y: 100), in: canvas), heavy = box(CGPoint(x: 400, y: 100), side: 50, in: canvas)
        let side = box(CGPoint(x: 800, y: 100), in: canvas)
        let down = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        down.addItem(light)
        down.addItem(heavy)
        let across = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0))
        across.strength = 0.5
        across.addItem(side)
        for field in [down, across] { animator.addBehavior(field) }
        fixture.run(frames: 30)
        #expect(abs(light.center.y - (100 + travelled(1000, steps: 30))) < 0.01)
        #expect(abs(heavy.center.y - (100 + travelled(1000, steps: 30))) < 0.01)
        #expect(abs(side.center.x - (800 + travelled(500, steps: 30))) < 0.01 && abs(side.center.y - 100) < 1e-6)
    }

    @Test("radial gravity pulls toward its position, pushes with a negative strength, and falls off past the minimum radius")
    func radialGravity() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (canvas, animator) = scene()
        let pulled = box(CGPoint(x: 100, y: 100), in: canvas), pushed = box(CGPoint(x: 100, y: 500), in: canvas)
        let far = box(CGPoint(x: 100, y: 900), in: canvas)
        let pull = UIFieldBehavior.radialGravityField(position: CGPoint(x: 1000, y: 100))
        pull.addItem(pulled)
        let push = UIFieldBehavior.radialGravityField(position: CGPoint(x: 1000, y: 500))
        push.strength = -1
        push.addItem(pushed)
        // 200 points away is 2 units: 1 000 / 2² = 250 points/s² at the first step.
        let weak = UIFieldBehavior.radialGravityField(position: CGPoint(x: 300, y: 900))
        (weak.falloff, weak.minimumRadius) = (2, 10)
        weak.addItem(far)
        for field in [pull, push, weak] { animator.addBehavior(field) }
        fixture.run(frames: 1)
        #expect(abs(far.center.x - (100 + travelled(250, steps: 1))) < 1e-4)
        fixture.run(frames: 29)
        #expect(abs(pulled.center.x - (100 + travelled(1000, steps: 30))) < 0.01 && abs(pulled.center.y - 100) < 1e-6)
        #expect(abs(pushed.center.x - (100 - travelled(1000, steps: 30))) < 0.01)
    }

    @Test("a spring field of strength k moves a unit mass as x'' = −k·x, step by step; a quarter period later it is at the centre")
    func spring() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (canvas, animator) = scene()
        let item = box(CGPoint(x: 600, y: 500), in: canvas)
        let spring = UIFieldBehavior.springField()
        (spring.position, spring.strength) = (CGPoint(x: 500, y: 500), 4)
        spring.addItem(item)
        animator.addBehavior(spring)
        // The integrator's arithmetic in units: v ← v − h·k·x, then x ← x + h·v.
        var (x, v) = (1.0, 0.0)
        for _ in 0..<47 {
            v -= h * 4 * x
            x += h * v
        }
        fixture.run(frames: 47)
        #expect(abs(item.center.x - (500 + 100 * x)) < 1e-3)
        // ω = 2: a quarter period is π/4 s, 47.1 steps: near the centre, moving left at nearly ω·A = 200 points/s.
        #expect(abs(item.center.x - 500) < 2 && item.center.y == 500)
    }

    @Test("drag takes k units of force per unit of speed: speed falls by (1 − h·k/m) a step")
    func drag() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (canvas, animator) = scene()
        let item = box(CGPoint(x: 100, y: 100), in: canvas)
        let properties = UIDynamicItemBehavior(items: [item])
        let drag = UIFieldBehavior.dragField()
        drag.strength = 2
        drag.addItem(item)
        animator.addBehavior(properties)
        animator.addBehavior(drag)
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: item)
        fixture.run(frames: 60)
        let speed = properties.linearVelocity(for: item).x
        #expect(abs(speed - 300 * pow(1 - h * 2, 60)) < 1e-6 * 300)
    }

    @Test("a velocity field sets the velocity within one step, whatever it was: 200 points/s, 100 points in 0.5 s")
    func velocity() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (canvas, animator) = scene()
        let item = box(CGPoint(x: 100, y: 100), side: 40, in: canvas)
        let field = UIFieldBehavior.velocityField(direction: CGVector(dx: 2, dy: 0))
        field.addItem(item)
        let properties = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(properties)
        animator.addBehavior(field)
        fixture.run(frames: 30)
        #expect(abs(properties.linearVelocity(for: item).x - 200) < 1e-3 && abs(item.center.x - 200) < 1e-3)
    }

    @Test("an electric field pushes a charged item away by charge × strength, and leaves an uncharged one; a magnetic one turns it")
    func charges() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (canvas, animator) = scene()
        let charged = box(CGPoint(x: 300, y: 100), in: canvas), neutral = box(CGPoint(x: 300, y: 400), in: canvas)
        let moving = box(CGPoint(x: 100, y: 800), in: canvas)
        let charge = UIDynamicItemBehavior(items: [charged, moving])
        charge.charge = 2
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 100, y: 100)
        electric.region = UIRegion(radius: 250)
        electric.addItem(charged)
        electric.addItem(neutral)
        let magnetic = UIFieldBehavior.magneticField()
        magnetic.addItem(moving)
        for behavior in [charge, electric, magnetic] as [UIDynamicBehavior] { animator.addBehavior(behavior) }
        charge.addLinearVelocity(CGPoint(x: 100, y: 0), for: moving)
        fixture.run(frames: 30)
        // 2 units of force on a unit mass: 200 points/s², straight on, for 30 steps.
        #expect(abs(charged.center.x - (300 + travelled(200, steps: 30))) < 0.01 && neutral.center == CGPoint(x: 300, y: 400))
        // Across its velocity, counter-clockwise on screen: it rises, its speed nearly kept.
        let velocity = charge.linearVelocity(for: moving)
        #expect(moving.center.y < 800 && abs(hypot(velocity.x, velocity.y) - 100) < 2)
    }

    @Test("the region decides: an item outside stays; a vortex turns an item counter-clockwise; a block's force is applied as given")
    func regionVortexAndBlock() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (canvas, animator) = scene()
        let inside = box(CGPoint(x: 150, y: 150), in: canvas), outside = box(CGPoint(x: 600, y: 150), in: canvas)
        let turned = box(CGPoint(x: 1200, y: 1000), in: canvas), pushed = box(CGPoint(x: 1500, y: 100), side: 50, in: canvas)
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        (field.position, field.region) = (CGPoint(x: 150, y: 150), UIRegion(size: CGSize(width: 300, height: 300)))
        field.addItem(inside)
        field.addItem(outside)
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 1000, y: 1000)
        vortex.addItem(turned)
        var seen: (CGPoint, CGFloat, CGFloat, TimeInterval)?
        let custom = UIFieldBehavior.field { _, position, _, mass, charge, step in
            if seen == nil { seen = (position, mass, charge, step) }
            return CGVector(dx: 0, dy: mass * 10)
        }
        custom.addItem(pushed)
        for behavior in [field, vortex, custom] { animator.addBehavior(behavior) }
        fixture.run(frames: 30)
        #expect(inside.center.y > 250 && outside.center == CGPoint(x: 600, y: 150))
        #expect(turned.center.y < 1000)
        // The block was given the centre, the mass (a 50 × 50 item: 0.25), no charge and the step; 10 per unit of mass is
        // gravity's 1 000 points/s².
        // Box2D keeps single-precision floats: the mass is 0.25 to 1e-7.
        let given = try #require(seen)
        #expect(given.0 == CGPoint(x: 1500, y: 100) && abs(given.1 - 0.25) < 1e-6 && given.2 == 0 && given.3 == h)
        #expect(abs(pushed.center.y - (100 + travelled(1000, steps: 30))) < 0.01)
    }

    @Test("noise moves items the same way every run, within −1…1 of gravity's strength")
    func noise() {
        func run() -> CGPoint {
            let fixture = EngineFixture()
            defer { fixture.end() }
            let (canvas, animator) = scene()
            let item = box(CGPoint(x: 500, y: 500), in: canvas)
            let field = UIFieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 2)
            field.addItem(item)
            animator.addBehavior(field)
            fixture.run(frames: 30)
            return item.center
        }
        let first = run(), second = run()
        #expect(first == second && first != CGPoint(x: 500, y: 500))
        #expect(abs(first.x - 500) <= travelled(1000, steps: 30) && abs(first.y - 500) <= travelled(1000, steps: 30))
    }

    @Test("regions: circles and rectangles about the centre, everything, inverted and combined")
    func regions() {
        let circle = UIRegion(radius: 10), square = UIRegion(size: CGSize(width: 10, height: 10))
        #expect(circle.contains(CGPoint(x: 6, y: 8)) && !circle.contains(CGPoint(x: 8, y: 8)))
        #expect(square.contains(CGPoint(x: -5, y: 5)) && !square.contains(CGPoint(x: 5.1, y: 0)))
        #expect(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)) && !UIRegion.infinite.inverse().contains(.zero))
        let ring = circle.byDifference(from: square)
        #expect(ring.contains(CGPoint(x: 9, y: 0)) && !ring.contains(CGPoint(x: 4, y: 0)))
        #expect(circle.byIntersection(with: square.inverse()).contains(CGPoint(x: 0, y: 9)))
        #expect(square.byUnion(with: UIRegion(radius: 20)).contains(CGPoint(x: 0, y: 19)))
    }
}
