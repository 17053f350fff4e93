import Foundation

/// Springs one item to a point, where it settles (UIKit's `UISnapBehavior`).
///
/// A spring of 3 cycles a second pulls the item's centre to ``snapPoint``, and one as stiff turns it upright, so an
/// item that was tilted (a card dragged askew) settles level at the point, as UIKit's does; ``damping`` from 0 (the most
/// oscillation) to 1 (the least) sets both springs' damping ratio from 0.1 to 1, so even 0 settles.
@preconcurrency @MainActor
open class SnapBehavior: DynamicBehavior {
    /// The spring's frequency, in cycles a second (UIKit does not document its own).
    static let frequency: CGFloat = 3
    private let item: DynamicItem
    private var point: CGPoint
    private var dampingValue: CGFloat = 0.5

    /// Snaps `item` to `point`.
    public init(item: DynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.point = point
        super.init()
    }

    /// Where the item settles.
    open var snapPoint: CGPoint {
        get { point }
        set {
            point = newValue
            changed()
        }
    }

    /// How much the item oscillates as it arrives: 0 the most, 1 the least; 0.5 by default.
    open var damping: CGFloat {
        get { dampingValue }
        set {
            dampingValue = newValue
            changed()
        }
    }

    override var ownItems: [DynamicItem] { [item] }

    /// Both springs' damping ratio.
    private var dampingRatio: CGFloat { 0.1 + 0.9 * Swift.min(Swift.max(dampingValue, 0), 1) }

    override func build(in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32]) {
        guard let body = bodies[ObjectIdentifier(item)] else { return }
        world.snap(body, to: point, frequency: Self.frequency, damping: dampingRatio)
    }

    /// The turning spring, stepped implicitly (stable at any stiffness): the spin after the step is
    /// (ω − h·ω₀²·θ) / (1 + 2ζω₀h + ω₀²h²), θ the tilt from the nearest upright angle (then the centre's spring, Box2D's
    /// target joint, keeps 98 % of it).
    override func applyForces(in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32]) {
        guard let body = bodies[ObjectIdentifier(item)] else { return }
        let state = world.state(of: body), h = PhysicsWorld.step, omega = 2 * .pi * Self.frequency
        let tilt = remainder(state.angle, 2 * .pi)
        let spin = (state.spin - h * omega * omega * tilt) / (1 + 2 * dampingRatio * omega * h + omega * omega * h * h)
        world.addSpin(spin - state.spin, to: body)
    }

    override package func capturedState() -> @MainActor () -> Void {
        let base = super.capturedState(), saved = (point, dampingValue)
        return { [weak self] in
            base()
            guard let self else { return }
            (point, dampingValue) = saved
        }
    }
}

/// UIKit's name for ``SnapBehavior``.
public typealias UISnapBehavior = SnapBehavior
