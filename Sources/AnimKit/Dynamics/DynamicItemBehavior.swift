import Foundation

/// What its items are made of and how they move: density, elasticity, friction, resistance, rotation, anchoring,
/// and velocity added (UIKit's `UIDynamicItemBehavior`). Where several name one item, the last added wins.
@preconcurrency @MainActor
open class DynamicItemBehavior: DynamicBehavior {
    private var material = DynamicMaterial()
    /// The items it describes.
    open var items: [DynamicItem] { listedItems }

    /// Properties for `items`: density 1, no elasticity, friction or resistance, turning freely.
    public init(items: [DynamicItem]) {
        super.init()
        listedItems = items
    }

    /// Describes `item` too.
    open func addItem(_ item: DynamicItem) { list(item) }
    /// Stops describing `item`.
    open func removeItem(_ item: DynamicItem) { unlist(item) }

    /// Mass per area: a 100 × 100-point item of density 1 weighs one unit; 1 by default.
    open var density: CGFloat {
        get { material.density }
        set { set(\.density, newValue) }
    }
    /// How much speed a collision keeps: 0 (the default) none, 1 all.
    open var elasticity: CGFloat {
        get { material.elasticity }
        set { set(\.elasticity, newValue) }
    }
    /// Friction between sliding items: 0 (the default) none, 1 strong.
    open var friction: CGFloat {
        get { material.friction }
        set { set(\.friction, newValue) }
    }
    /// Linear damping, as of air: 0 (the default) none.
    open var resistance: CGFloat {
        get { material.resistance }
        set { set(\.resistance, newValue) }
    }
    /// Angular damping: 0 (the default) none.
    open var angularResistance: CGFloat {
        get { material.angularResistance }
        set { set(\.angularResistance, newValue) }
    }
    /// Whether the items turn (true by default).
    open var allowsRotation: Bool {
        get { material.allowsRotation }
        set { set(\.allowsRotation, newValue) }
    }
    /// Whether the items stay where they are, as walls others meet (false by default).
    open var isAnchored: Bool {
        get { material.isAnchored }
        set { set(\.isAnchored, newValue) }
    }
    /// An electric charge, which electric and magnetic fields (``FieldBehavior``) act on: 0 by default.
    open var charge: CGFloat = 0

    private func set<Value>(_ field: WritableKeyPath<DynamicMaterial, Value>, _ value: Value) {
        material[keyPath: field] = value
        changed()
    }

    /// Adds `velocity` (points a second) to `item`'s.
    open func addLinearVelocity(_ velocity: CGPoint, for item: DynamicItem) {
        dynamicAnimator?.addVelocity(velocity, spin: 0, to: item)
    }

    /// `item`'s velocity, in points a second.
    open func linearVelocity(for item: DynamicItem) -> CGPoint {
        dynamicAnimator?.simulation.states[ObjectIdentifier(item)]?.velocity ?? .zero
    }

    /// Adds `velocity` (radians a second) to `item`'s spin.
    open func addAngularVelocity(_ velocity: CGFloat, for item: DynamicItem) {
        dynamicAnimator?.addVelocity(.zero, spin: velocity, to: item)
    }

    /// `item`'s spin, in radians a second.
    open func angularVelocity(for item: DynamicItem) -> CGFloat {
        dynamicAnimator?.simulation.states[ObjectIdentifier(item)]?.spin ?? 0
    }

    /// Gives its items' bodies this material.
    func setMaterials(in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32]) {
        for (_, body) in self.bodies(of: items, in: bodies) { world.setMaterial(body, material) }
    }

    override package func capturedState() -> @MainActor () -> Void {
        let base = super.capturedState(), saved = (material, charge)
        return { [weak self] in
            base()
            guard let self else { return }
            (material, charge) = saved
        }
    }
}

extension DynamicAnimator {
    /// Adds to `item`'s velocity: at once when it has a body, at its first step otherwise.
    func addVelocity(_ velocity: CGPoint, spin: CGFloat, to item: DynamicItem) {
        let key = ObjectIdentifier(item)
        if var state = simulation.states[key] {
            state.velocity = CGPoint(x: state.velocity.x + velocity.x, y: state.velocity.y + velocity.y)
            state.spin += spin
            simulation.states[key] = state
        } else {
            let added = simulation.addedVelocity[key] ?? (.zero, 0)
            simulation.addedVelocity[key] = (CGPoint(x: added.linear.x + velocity.x, y: added.linear.y + velocity.y), added.spin + spin)
        }
        behaviorsChanged()
    }
}

/// UIKit's name for ``DynamicItemBehavior``.
public typealias UIDynamicItemBehavior = DynamicItemBehavior
