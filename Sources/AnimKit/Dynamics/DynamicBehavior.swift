import Foundation

/// A rule a dynamic animator applies to its items: gravity, a collision, a push, a snap, an attachment, or several
/// of them together as children (UIKit's `UIDynamicBehavior`).
///
/// Subclass it to compose: add the behaviours it is made of with ``addChildBehavior(_:)``, and give it an
/// ``action`` to run after every step of the animator's world.
@preconcurrency @MainActor
open class DynamicBehavior: CheckpointState {
    /// The behaviours this one is made of.
    open private(set) var childBehaviors: [DynamicBehavior] = []
    /// Runs after every step of the animator's world while the behaviour is added.
    open var action: (() -> Void)?
    /// The animator the behaviour is added to.
    open internal(set) weak var dynamicAnimator: DynamicAnimator?
    /// The children's parent, when this behaviour is one.
    weak var parent: DynamicBehavior?
    /// The items of a behaviour that lists them (gravity, collision, push, item properties).
    var listedItems: [DynamicItem] = []

    /// A behaviour with no rule of its own.
    public init() { AnimationEngine.shared.enlist(self) }

    /// Makes `behavior` part of this one.
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator { behavior.attach(to: animator) }
        changed()
    }

    /// Takes `behavior` out of this one.
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.parent = nil
        if dynamicAnimator != nil { behavior.attach(to: nil) }
        changed()
    }

    /// Told before the behaviour is added to an animator, or removed from one (`dynamicAnimator` nil).
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// Tells this behaviour and its children which animator they belong to now.
    func attach(to animator: DynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.attach(to: animator) }
    }

    /// This behaviour and every descendant.
    var tree: [DynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }

    /// The items this behaviour itself acts on.
    var ownItems: [DynamicItem] { listedItems }

    /// Its kind as the timeline names it: `gravity` for a gravity behaviour, `drop` for a `DropBehavior` of the user's.
    var timelineName: String {
        var name = String(describing: type(of: self))
        if name.hasSuffix("Behavior"), name.count > "Behavior".count { name.removeLast("Behavior".count) }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// Lists `item`, once.
    func list(_ item: DynamicItem) {
        guard !holds(item) else { return }
        listedItems.append(item)
        changed()
    }

    /// Takes `item` off the list.
    func unlist(_ item: DynamicItem) {
        listedItems.removeAll { $0 === item }
        changed()
    }

    /// Whether `item` is listed.
    func holds(_ item: DynamicItem) -> Bool { listedItems.contains { $0 === item } }

    /// Says the world must be built again from the behaviours before the next step.
    func changed() { (dynamicAnimator ?? parent?.dynamicAnimator)?.behaviorsChanged() }

    /// Whether the behaviour pushes its items on even when they rest (a continuous push, one waiting to strike).
    var keepsPushing: Bool { false }

    /// Adds the behaviour's joints to a world being built.
    func build(in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32]) {}

    /// Applies the behaviour's forces for one step (gravity, a push).
    func applyForces(in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32]) {}

    package func capturedState() -> @MainActor () -> Void {
        let saved = (childBehaviors, action, dynamicAnimator, parent, listedItems)
        return { [weak self] in
            guard let self else { return }
            (childBehaviors, action, dynamicAnimator, parent, listedItems) = saved
        }
    }
}

extension DynamicBehavior {
    /// The bodies of `items` in a world being built, with the items.
    func bodies(of items: [DynamicItem], in bodies: [ObjectIdentifier: Int32]) -> [(item: DynamicItem, body: Int32)] {
        items.compactMap { item in bodies[ObjectIdentifier(item)].map { (item, $0) } }
    }
}

/// UIKit's name for ``DynamicBehavior``.
public typealias UIDynamicBehavior = DynamicBehavior
