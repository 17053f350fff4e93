import Foundation

/// Makes its items collide with one another and with boundaries (UIKit's `UICollisionBehavior`).
@preconcurrency @MainActor
open class CollisionBehavior: DynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// One another.
        public static let items = Mode(rawValue: 1)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// Both (the default).
        public static let everything = Mode(rawValue: 3)
    }

    private var mode = Mode.everything
    private var referenceInsets: UIEdgeInsets?
    private var boundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
    /// Told when items touch each other or a boundary, and when they part.
    open weak var collisionDelegate: CollisionBehaviorDelegate?
    /// The items that collide.
    open var items: [DynamicItem] { listedItems }

    /// Collisions among `items`, and with the boundaries added.
    public init(items: [DynamicItem]) {
        super.init()
        listedItems = items
    }

    /// Collisions among nothing yet.
    public convenience override init() { self.init(items: []) }

    /// Makes `item` collide too.
    open func addItem(_ item: DynamicItem) { list(item) }
    /// Lets `item` pass through everything again.
    open func removeItem(_ item: DynamicItem) { unlist(item) }

    /// What the items collide with.
    open var collisionMode: Mode {
        get { mode }
        set {
            mode = newValue
            changed()
        }
    }

    /// Whether the reference view's bounds (or the collection view's content) are a boundary.
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set {
            referenceInsets = newValue ? .zero : nil
            changed()
        }
    }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        changed()
    }

    /// Adds the outline of `path` as a boundary named `identifier` (one of that name is replaced).
    open func addBoundary(withIdentifier identifier: NSCopying, for path: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, UIBezierPath(cgPath: path.cgPath)))
        changed()
    }

    /// Adds the line from `p1` to `p2` as a boundary named `identifier`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let line = UIBezierPath()
        line.move(to: p1)
        line.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: line)
    }

    /// The boundary named `identifier`.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary named `identifier`.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        changed()
    }

    /// Removes every boundary added (not the reference bounds).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        changed()
    }

    /// The names of the boundaries added.
    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    private static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        return (a as AnyObject) === (b as AnyObject)
    }

    /// The identifier of the boundary at `index` (nil for the reference bounds).
    func identifier(at index: Int) -> NSCopying? { boundaries.indices.contains(index) ? boundaries[index].identifier : nil }

    /// Sets which bodies meet which, and adds the boundaries, for behaviour number `bit`.
    func build(
        in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32], bit: Int, reference: CGRect, boundaries made: inout [Int32: BoundaryKey]
    ) {
        let flag = UInt64(1) << UInt64(bit)
        for (_, body) in self.bodies(of: items, in: bodies) {
            world.addCollisions(body, items: mode.contains(.items) ? flag : 0, boundaries: mode.contains(.boundaries) ? flag : 0)
        }
        guard mode.contains(.boundaries) else { return }
        if let insets = referenceInsets {
            let frame = reference.inset(by: insets)
            let corners = [
                frame.origin, CGPoint(x: frame.maxX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.maxY),
                CGPoint(x: frame.minX, y: frame.maxY),
            ]
            made[world.makeBoundary(owner: bit, points: corners, closed: true)] = BoundaryKey(owner: ObjectIdentifier(self), index: -1)
        }
        for (index, boundary) in boundaries.enumerated() {
            for line in PathFlattening.polylines(boundary.path.cgPath.elements, tolerance: 0.5) {
                made[world.makeBoundary(owner: bit, points: line.points, closed: line.closed)] = BoundaryKey(
                    owner: ObjectIdentifier(self), index: index)
            }
        }
    }

    /// Tells the delegate of a contact that began or ended.
    func tell(_ contact: Contact, began: Bool) {
        guard let delegate = collisionDelegate else { return }
        switch (contact.other, began) {
        case (let other?, true): delegate.collisionBehavior(self, beganContactFor: contact.item, with: other, at: contact.point)
        case (let other?, false): delegate.collisionBehavior(self, endedContactFor: contact.item, with: other)
        case (nil, true):
            delegate.collisionBehavior(self, beganContactFor: contact.item, withBoundaryIdentifier: contact.identifier, at: contact.point)
        case (nil, false): delegate.collisionBehavior(self, endedContactFor: contact.item, withBoundaryIdentifier: contact.identifier)
        }
    }

    override package func capturedState() -> @MainActor () -> Void {
        let base = super.capturedState(), saved = (mode, referenceInsets, boundaries)
        return { [weak self] in
            base()
            guard let self else { return }
            (mode, referenceInsets, boundaries) = saved
        }
    }
}

/// What a collision behaviour tells as items touch and part (UIKit's `UICollisionBehaviorDelegate`); every method
/// does nothing unless the delegate says otherwise.
@preconcurrency @MainActor
public protocol CollisionBehaviorDelegate: AnyObject {
    /// Two items began touching at `p`.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at p: CGPoint)
    /// Two items parted.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem)
    /// An item began touching a boundary (`identifier` nil for the reference bounds) at `p`.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    /// An item left a boundary.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: NSCopying?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at p: CGPoint)
    {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: NSCopying?
    ) {}
}

/// UIKit's name for ``CollisionBehavior``.
public typealias UICollisionBehavior = CollisionBehavior
/// UIKit's name for ``CollisionBehaviorDelegate``.
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
/// UIKit's name for the collision modes.
public typealias UICollisionBehaviorMode = CollisionBehavior.Mode
