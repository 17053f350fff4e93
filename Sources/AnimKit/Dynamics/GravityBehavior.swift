import Foundation

/// Pulls its items the same way, each as hard as the others whatever its mass (UIKit's `UIGravityBehavior`).
///
/// A magnitude of 1 is 1 000 points/s², as UIKit documents; the default pulls down at that.
@preconcurrency @MainActor
open class GravityBehavior: DynamicBehavior {
    /// The acceleration as a vector: its length is ``magnitude``, (0, 1) by default.
    open var gravityDirection: CGVector {
        get { direction }
        set {
            direction = newValue
            changed()
        }
    }
    private var direction = CGVector(dx: 0, dy: 1)
    /// The items it pulls.
    open var items: [DynamicItem] { listedItems }

    /// Gravity on `items`, down at 1 000 points/s².
    public init(items: [DynamicItem]) {
        super.init()
        listedItems = items
    }

    /// Gravity on nothing yet.
    public convenience override init() { self.init(items: []) }

    /// Pulls `item` too.
    open func addItem(_ item: DynamicItem) { list(item) }
    /// Stops pulling `item`.
    open func removeItem(_ item: DynamicItem) { unlist(item) }

    /// The direction, in radians clockwise from the x axis.
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength: 1 is 1 000 points/s².
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and the strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override func applyForces(in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32]) {
        // 1 000 points/s² is 10 m/s² at 100 points a metre; a force of mass × acceleration gives every item the same.
        for (_, body) in self.bodies(of: items, in: bodies) {
            let mass = world.mass(of: body)
            let force = CGVector(dx: gravityDirection.dx * 10 * mass, dy: gravityDirection.dy * 10 * mass)
            world.applyForce(force, to: body, at: world.state(of: body).center)
        }
    }

    override package func capturedState() -> @MainActor () -> Void {
        let base = super.capturedState(), saved = direction
        return { [weak self] in
            base()
            self?.direction = saved
        }
    }
}

/// UIKit's name for ``GravityBehavior``.
public typealias UIGravityBehavior = GravityBehavior
