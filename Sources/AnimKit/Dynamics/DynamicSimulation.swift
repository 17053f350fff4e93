import Foundation

/// Everything a dynamic animator's steps read and write besides its behaviours: the items in the order their bodies
/// are made, each body's state, the contacts touching, and the clock of the run.
@MainActor struct DynamicSimulation {
    /// Every item of every behaviour, in the order each first appeared.
    var items: [DynamicItem] = []
    /// Each item's body: where it is and how it moves.
    var states: [ObjectIdentifier: BodyState] = [:]
    /// Each item's size when it was added (UIKit reads it then, and not again).
    var sizes: [ObjectIdentifier: CGSize] = [:]
    /// Velocity added to items before their first step.
    var addedVelocity: [ObjectIdentifier: (linear: CGPoint, spin: CGFloat)] = [:]
    /// The contacts touching after the last step, in the order Box2D made them.
    var touching: [(key: ContactKey, contact: Contact)] = []
    /// The elapsed time at which every item came to rest, while they stay at rest.
    var restSince: TimeInterval?
    /// The clock time this run of steps began, and how many steps it has taken.
    var origin: TimeInterval?
    var stepsThisRun = 0
    /// Whether ``items`` are those the behaviours act on now: gathered, and no behaviour changed since.
    var isGathered = false

    /// Lists the items `behaviors` act on now: new ones read from the item, gone ones forgotten.
    mutating func gather(from behaviors: [DynamicBehavior]) {
        var seen = Set<ObjectIdentifier>(), current: [DynamicItem] = []
        for item in items + behaviors.flatMap(\.ownItems) where seen.insert(ObjectIdentifier(item)).inserted {
            current.append(item)
        }
        let acting = Set(behaviors.flatMap(\.ownItems).map(ObjectIdentifier.init))
        items = current.filter { acting.contains(ObjectIdentifier($0)) }
        for item in items where states[ObjectIdentifier(item)] == nil {
            let key = ObjectIdentifier(item)
            sizes[key] = item.bounds.size
            let added = addedVelocity.removeValue(forKey: key)
            states[key] = BodyState(
                center: item.center, angle: atan2(item.transform.b, item.transform.a), velocity: added?.linear ?? .zero,
                spin: added?.spin ?? 0)
        }
        for key in Set(states.keys).subtracting(acting) {
            states[key] = nil
            sizes[key] = nil
        }
        isGathered = true
    }

    /// Reads `item`'s centre and rotation again, keeping its velocity.
    mutating func reread(_ item: DynamicItem) {
        let key = ObjectIdentifier(item)
        guard var state = states[key] else { return }
        state.center = item.center
        state.angle = atan2(item.transform.b, item.transform.a)
        states[key] = state
    }

    /// Whether every body moves slower than Box2D's own rest: a point and 2° a second.
    var isAtRest: Bool {
        states.values.allSatisfy { hypot($0.velocity.x, $0.velocity.y) < 1 && abs($0.spin) < 2 * .pi / 180 }
    }
}

/// Two things touching: an item and another item, or an item and a collision behaviour's boundary.
struct ContactKey: Hashable {
    let item: ObjectIdentifier
    let other: ObjectIdentifier?
    /// The collision behaviour and the boundary's place among its boundaries (-1: the reference bounds).
    let boundary: BoundaryKey?
}

/// A boundary: its collision behaviour and its place among that behaviour's boundaries (-1 for the reference bounds).
struct BoundaryKey: Hashable {
    let owner: ObjectIdentifier
    let index: Int
}

/// What a contact's delegate calls are told.
struct Contact {
    let item: DynamicItem
    let other: DynamicItem?
    let owner: CollisionBehavior?
    let identifier: NSCopying?
    let point: CGPoint
}
