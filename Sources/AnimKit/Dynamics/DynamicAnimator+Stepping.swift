import Foundation

/// A dynamic animator's steps: on each tick of the scene's clock, as many steps of 1/60 s as have fallen due since
/// the run began, each building the world from the behaviours and the bodies' states, stepping it and writing back.
extension DynamicAnimator {
    /// The most steps one tick takes (four seconds); a clock that jumps further drops the rest, as a stalled device would.
    static let stepsPerTickLimit = 240
    /// How long every item must stay at rest before the animator pauses (Box2D's and UIKit's half second).
    static let restBeforePause: TimeInterval = 0.5

    /// Steps on to the clock's `now`.
    func advance(to now: TimeInterval) {
        guard isRunning else { return }
        let origin = simulation.origin ?? now
        simulation.origin = origin
        let due = Int(((now - origin) / PhysicsWorld.step + 1e-6).rounded(.down))
        var taken = 0
        while isRunning, simulation.stepsThisRun < due, taken < Self.stepsPerTickLimit {
            step()
            simulation.stepsThisRun += 1
            taken += 1
        }
        if taken == Self.stepsPerTickLimit { simulation.origin = now - Double(simulation.stepsThisRun) * PhysicsWorld.step }
        if taken > 0 { collectionViewLayout?.invalidateLayout() }
    }

    /// One step of the world.
    private func step() {
        let tree = behaviors.flatMap(\.tree)
        simulation.gather(from: tree)
        let world = PhysicsWorld()
        var bodies: [ObjectIdentifier: Int32] = [:]
        for item in simulation.items {
            let key = ObjectIdentifier(item)
            guard let state = simulation.states[key] else { continue }
            bodies[key] = world.makeBody(
                state, size: simulation.sizes[key] ?? item.bounds.size, ellipse: item.collisionBoundsType == .ellipse)
        }
        for behavior in tree { (behavior as? DynamicItemBehavior)?.setMaterials(in: world, bodies: bodies) }
        let collisions = tree.compactMap { $0 as? CollisionBehavior }
        var boundaries: [Int32: BoundaryKey] = [:]
        for (index, collision) in collisions.prefix(64).enumerated() {
            collision.build(in: world, bodies: bodies, bit: index, reference: referenceBounds, boundaries: &boundaries)
        }
        for behavior in tree {
            behavior.build(in: world, bodies: bodies)
            behavior.applyForces(in: world, bodies: bodies)
        }
        world.advance()
        for item in simulation.items {
            let key = ObjectIdentifier(item)
            guard let body = bodies[key] else { continue }
            let state = world.state(of: body)
            simulation.states[key] = state
            item.center = state.center
            if state.angle != 0 || item.transform != .identity { item.transform = CGAffineTransform(rotationAngle: state.angle) }
        }
        elapsedTime += PhysicsWorld.step
        report(world.contacts, bodies: bodies, boundaries: boundaries, collisions: collisions)
        for behavior in tree { behavior.action?() }
        settle(pushing: tree.contains { $0.keepsPushing })
    }

    /// The reference view's bounds, or the collection view's content.
    private var referenceBounds: CGRect {
        if let referenceView { return referenceView.bounds }
        return CGRect(origin: .zero, size: collectionViewLayout?.collectionViewContentSize ?? .zero)
    }

    /// Pauses once every item has been at rest for half a second and nothing pushes.
    private func settle(pushing: Bool) {
        guard simulation.isAtRest, !pushing else {
            simulation.restSince = nil
            return
        }
        let since = simulation.restSince ?? elapsedTime
        simulation.restSince = since
        if elapsedTime - since >= Self.restBeforePause - 1e-9 { pause() }
    }

    /// Tells the collision behaviours' delegates which contacts began and which ended in this step.
    private func report(
        _ contacts: [(bodies: [Int32], boundary: Int32?, at: CGPoint)], bodies: [ObjectIdentifier: Int32],
        boundaries: [Int32: BoundaryKey], collisions: [CollisionBehavior]
    ) {
        let items = Dictionary(
            uniqueKeysWithValues: simulation.items.compactMap { item in bodies[ObjectIdentifier(item)].map { ($0, item) } })
        var now: [(key: ContactKey, contact: Contact)] = [], seen = Set<ContactKey>()
        for contact in contacts {
            let touching = contact.bodies.compactMap { items[$0] }
            guard let item = touching.first else { continue }
            if let number = contact.boundary, let boundary = boundaries[number] {
                let owner = collisions.first { ObjectIdentifier($0) == boundary.owner }
                let key = ContactKey(item: ObjectIdentifier(item), other: nil, boundary: boundary)
                guard seen.insert(key).inserted else { continue }
                now.append(
                    (
                        key,
                        Contact(item: item, other: nil, owner: owner, identifier: owner?.identifier(at: boundary.index), point: contact.at)
                    ))
            } else if touching.count == 2 {
                let key = ContactKey(item: ObjectIdentifier(item), other: ObjectIdentifier(touching[1]), boundary: nil)
                guard seen.insert(key).inserted else { continue }
                now.append((key, Contact(item: item, other: touching[1], owner: nil, identifier: nil, point: contact.at)))
            }
        }
        let before = simulation.touching, touchedBefore = Set(before.map(\.key))
        simulation.touching = now
        for (key, contact) in before where !seen.contains(key) { tell(contact, began: false, collisions: collisions) }
        for (key, contact) in now where !touchedBefore.contains(key) { tell(contact, began: true, collisions: collisions) }
    }

    private func tell(_ contact: Contact, began: Bool, collisions: [CollisionBehavior]) {
        if let owner = contact.owner {
            owner.tell(contact, began: began)
        } else if let other = contact.other {
            for collision in collisions
            where collision.holds(contact.item) && collision.holds(other) && collision.collisionMode.contains(.items) {
                collision.tell(contact, began: began)
            }
        }
    }
}
