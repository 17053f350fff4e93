internal import CBox2D
import Foundation

/// Box2D's world for one step of a dynamic animator, in points: the only door to the C solver.
///
/// The world lives for one step: made from the bodies' states the animator keeps, stepped, read back and freed. So
/// the animator's own values are the whole state — a checkpoint holds them, and a scene sought back to one steps on
/// exactly as straight play did — at the price of Box2D's warm start between steps (its iterations begin from
/// zero each time, which stacks of many items feel, single items and joints do not).
///
/// Box2D is tuned for bodies of 0.1 to 10 metres; a hundred points are one metre here. Then a 100 × 100-point
/// item of density 1 weighs one kilogram, and UIKit's units fall out of Box2D's: a force of one "UIKit newton"
/// (a push of magnitude 1) is one newton, which gives that item 100 points/s², as UIKit documents.
final class PhysicsWorld {
    /// Points per metre.
    static let scale = 100.0
    /// The world's step: Box2D wants a fixed one; sixty a second is the frames' rate.
    static let step = 1.0 / 60

    private let world: OpaquePointer

    init() { world = cb2_world_make() }

    deinit { cb2_world_free(world) }

    /// Moves every body `step` on.
    func advance() { cb2_world_step(world, Self.step) }

    /// The contacts the step made, in points: the bodies touching (one when the other is a boundary) and the boundary.
    var contacts: [(bodies: [Int32], boundary: Int32?, at: CGPoint)] {
        (0..<cb2_world_contact_count(world)).map { index in
            let contact = cb2_world_contact(world, index)
            return (
                [contact.bodyA, contact.bodyB].filter { $0 >= 0 }, contact.boundary >= 0 ? contact.boundary : nil,
                CGPoint(x: contact.x * Self.scale, y: contact.y * Self.scale)
            )
        }
    }

    /// A body in `state`, `size` points; its number.
    func makeBody(_ state: BodyState, size: CGSize, ellipse: Bool) -> Int32 {
        let body = cb2_body_make(
            world, state.center.x / Self.scale, state.center.y / Self.scale, state.angle, size.width / Self.scale, size.height / Self.scale,
            ellipse ? 1 : 0)
        cb2_body_set_state(world, body, state.box2D)
        return body
    }

    func setMaterial(_ body: Int32, _ material: DynamicMaterial) {
        cb2_body_set_material(
            world, body, material.density, material.friction, material.elasticity, material.resistance, material.angularResistance,
            material.allowsRotation ? 1 : 0, material.isAnchored ? 1 : 0)
    }

    /// Adds collision behaviours (by bit) whose items, and whose boundaries, the body meets.
    func addCollisions(_ body: Int32, items: UInt64, boundaries: UInt64) {
        cb2_body_add_collisions(world, body, items, boundaries)
    }

    /// Where the body is (points, radians) and how it moves (points and radians a second).
    func state(of body: Int32) -> BodyState {
        let state = cb2_body_state(world, body)
        return BodyState(
            center: CGPoint(x: state.x * Self.scale, y: state.y * Self.scale), angle: state.angle,
            velocity: CGPoint(x: state.velocityX * Self.scale, y: state.velocityY * Self.scale), spin: state.spin)
    }

    /// The body's mass in kilograms (UIKit's: density × area in units of 100 × 100 points).
    func mass(of body: Int32) -> Double { cb2_body_mass(world, body) }

    /// Pushes with `force` UIKit newtons at `point` (points) through this step.
    func applyForce(_ force: CGVector, to body: Int32, at point: CGPoint) {
        cb2_body_apply_force(world, body, force.dx, force.dy, point.x / Self.scale, point.y / Self.scale)
    }

    /// Strikes with an impulse of `impulse` UIKit newton-seconds at `point` (points).
    func applyImpulse(_ impulse: CGVector, to body: Int32, at point: CGPoint) {
        cb2_body_apply_impulse(world, body, impulse.dx, impulse.dy, point.x / Self.scale, point.y / Self.scale)
    }

    /// Turns the body `spin` radians a second faster (an angular impulse; nothing for a body that may not rotate).
    func addSpin(_ spin: CGFloat, to body: Int32) { cb2_body_add_spin(world, body, spin) }

    /// A boundary of collision behaviour `owner` along `points`; its number.
    func makeBoundary(owner: Int, points: [CGPoint], closed: Bool) -> Int32 {
        let number = cb2_boundary_begin(world, Int32(owner))
        for point in points { cb2_boundary_add_point(world, point.x / Self.scale, point.y / Self.scale) }
        cb2_boundary_end(world, closed ? 1 : 0)
        return number
    }

    /// A rod or spring from body `a`'s point `from` to body `b`'s point `to` (or to `to` in the world when `b` is nil).
    func attach(_ a: Int32, from: CGPoint, to b: Int32?, _ to: CGPoint, length: CGFloat, frequency: CGFloat, damping: CGFloat) {
        cb2_distance_joint_make(
            world, a, from.x / Self.scale, from.y / Self.scale, b ?? -1, to.x / Self.scale, to.y / Self.scale, length / Self.scale,
            frequency, damping)
    }

    /// A spring pulling the body's centre to `point`.
    func snap(_ body: Int32, to point: CGPoint, frequency: CGFloat, damping: CGFloat) {
        cb2_target_joint_make(world, body, point.x / Self.scale, point.y / Self.scale, frequency, damping)
    }
}

/// Where a body is and how it moves, in points.
struct BodyState: Equatable {
    var center: CGPoint
    var angle: CGFloat
    var velocity: CGPoint
    var spin: CGFloat

    /// The state in Box2D's units.
    var box2D: CB2BodyState {
        let scale = PhysicsWorld.scale
        return CB2BodyState(
            x: center.x / scale, y: center.y / scale, angle: angle, velocityX: velocity.x / scale, velocityY: velocity.y / scale, spin: spin
        )
    }
}

/// What a dynamic item behaviour sets on its items' bodies.
struct DynamicMaterial: Equatable {
    var density: CGFloat = 1
    var friction: CGFloat = 0
    var elasticity: CGFloat = 0
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var allowsRotation = true
    var isAnchored = false
}
