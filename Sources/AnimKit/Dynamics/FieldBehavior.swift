import Foundation

/// A field that pushes its items wherever they are inside its region (UIKit's `UIFieldBehavior`): gravity toward a
/// point or along a direction, a spring, drag, a set velocity, a vortex, noise, turbulence, electric and magnetic
/// forces on charged items, or forces a closure works out.
///
/// The units are UIKit Dynamics' own: a distance of 100 points is one unit, a 100 × 100-point item of density 1 weighs
/// one (``DynamicItemBehavior/density``), and a strength of 1 gives the gravity fields the acceleration of a
/// ``GravityBehavior`` of magnitude 1 (1 000 points/s²). A field acts on an item when its centre, taken relative to
/// ``position``, is in ``region``; past ``minimumRadius`` its strength falls off as the distance (in units) to the power
/// ``falloff``.
@preconcurrency @MainActor
open class FieldBehavior: DynamicBehavior {
    /// The forces a field applies.
    enum Kind {
        case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic
        case evaluated(@MainActor (FieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    var kind = Kind.linearGravity

    /// The items in the field.
    open var items: [DynamicItem] { listedItems }
    /// Puts `item` in the field.
    open func addItem(_ item: DynamicItem) { list(item) }
    /// Takes `item` out of the field.
    open func removeItem(_ item: DynamicItem) { unlist(item) }

    /// The field's centre in the reference view's coordinates: where its region is, and what the radial fields pull
    /// toward or turn about.
    open var position = CGPoint.zero
    /// Where the field acts, about ``position``: everywhere by default.
    open var region = Region.infinite
    /// How strong the field is: 1 by default; a negative strength turns a gravity field's pull into a push.
    open var strength: CGFloat = 1
    /// How fast the strength falls with distance from ``position``: 0 (the default) not at all, 2 as gravity does.
    open var falloff: CGFloat = 0
    /// The distance, in points, below which distances count as this one and no falloff applies: very small by default.
    open var minimumRadius: CGFloat = 0.001
    /// The direction of a linear gravity or velocity field, its length part of the strength.
    open var direction = CGVector.zero
    /// How smooth a noise or turbulence field is: 0 changes over short distances, 1 over long ones.
    open var smoothness: CGFloat = 0
    /// How fast a noise or turbulence field changes over time: 0 not at all.
    open var animationSpeed: CGFloat = 0

    /// A field with the default force (a linear gravity of no direction: it does nothing until given one).
    public required override init() { super.init() }

    private static func made(_ kind: Kind) -> Self {
        let field = Self()
        field.kind = kind
        return field
    }

    /// A force against each item's velocity, `strength` units of force per unit of speed.
    open class func dragField() -> Self { made(.drag) }
    /// A force about ``position``, across the line to it: counter-clockwise on screen for a positive strength.
    open class func vortexField() -> Self { made(.vortex) }
    /// Gravity toward `position` (away from it for a negative strength).
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = made(.radialGravity)
        field.position = position
        return field
    }
    /// Gravity along `direction`.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = made(.linearGravity)
        field.direction = direction
        return field
    }
    /// Sets each item's velocity to `direction` (units a second) times the strength.
    open class func velocityField(direction: CGVector) -> Self {
        let field = made(.velocity)
        field.direction = direction
        return field
    }
    /// Random forces that change over distance (`smoothness`) and over time (`speed`): the same at the same place and
    /// time, so a scene is repeatable.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = made(.noise)
        (field.smoothness, field.animationSpeed) = (smoothness, speed)
        return field
    }
    /// Noise that grows with each item's speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = made(.turbulence)
        (field.smoothness, field.animationSpeed) = (smoothness, speed)
        return field
    }
    /// A spring toward ``position``: `strength` units of force per unit of distance.
    open class func springField() -> Self { made(.spring) }
    /// A force on charged items (``DynamicItemBehavior/charge``) away from ``position`` for like signs.
    open class func electricField() -> Self { made(.electric) }
    /// A force on moving charged items across their velocity.
    open class func magneticField() -> Self { made(.magnetic) }
    /// A force `block` works out for each item at each step from the field, the item's centre and velocity (points,
    /// points a second), its mass and charge, and the step's length in seconds.
    open class func field(
        evaluationBlock block: @escaping @MainActor (FieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) -> Self { made(.evaluated(block)) }

    override func applyForces(in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32]) {
        let charges = self.charges()
        let time = dynamicAnimator?.elapsedTime ?? 0
        for (item, body) in self.bodies(of: items, in: bodies) {
            let state = world.state(of: body)
            let offset = CGPoint(x: state.center.x - position.x, y: state.center.y - position.y)
            guard region.contains(offset) else { continue }
            let sample = FieldSample(
                offset: offset, velocity: state.velocity, mass: world.mass(of: body), charge: charges[ObjectIdentifier(item)] ?? 0,
                time: time)
            let force = self.force(on: sample, at: state.center)
            guard force.dx.isFinite, force.dy.isFinite, force != .zero else { continue }
            world.applyForce(force, to: body, at: state.center)
        }
    }

    /// Each item's charge, as the last item behaviour of the animator that names it gives it.
    private func charges() -> [ObjectIdentifier: CGFloat] {
        var charges: [ObjectIdentifier: CGFloat] = [:]
        for case let properties as DynamicItemBehavior in dynamicAnimator?.behaviors.flatMap(\.tree) ?? [] {
            for item in properties.items { charges[ObjectIdentifier(item)] = properties.charge }
        }
        return charges
    }

    override package func capturedState() -> @MainActor () -> Void {
        let base = super.capturedState()
        let saved = (position, region, strength, falloff, minimumRadius, direction, smoothness, animationSpeed)
        return { [weak self] in
            base()
            guard let self else { return }
            (position, region, strength, falloff, minimumRadius, direction, smoothness, animationSpeed) = saved
        }
    }
}

/// UIKit's name for ``FieldBehavior``.
public typealias UIFieldBehavior = FieldBehavior
