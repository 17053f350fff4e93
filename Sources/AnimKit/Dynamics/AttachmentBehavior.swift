import Foundation

/// Holds an item's point at a distance from a point in the reference space, or from another item's point: a rod
/// while ``frequency`` is 0, a spring otherwise (UIKit's `UIAttachmentBehavior`).
@preconcurrency @MainActor
open class AttachmentBehavior: DynamicBehavior {
    /// What the item is attached to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items
        /// A point, ``AttachmentBehavior/anchorPoint``.
        case anchor
    }

    /// The items attached: one for an anchor, two for items.
    open var items: [DynamicItem] { storedItems }
    let storedItems: [DynamicItem]
    /// What the first item is attached to.
    open var attachedBehaviorType: AttachmentType { storedAttachedBehaviorType }
    let storedAttachedBehaviorType: AttachmentType
    private let offsets: (UIOffset, UIOffset)
    private var settings: (anchor: CGPoint, length: CGFloat, damping: CGFloat, frequency: CGFloat)

    /// Attaches `item`'s point `offset` from its centre to `point`, at the distance between them now.
    public init(item: DynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        storedItems = [item]
        storedAttachedBehaviorType = .anchor
        offsets = (offset, .zero)
        let from = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        settings = (point, hypot(point.x - from.x, point.y - from.y), 0, 0)
        super.init()
    }

    /// Attaches `item`'s centre to `point`, at the distance between them now.
    public convenience init(item: DynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches `item1`'s point `offset1` from its centre to `item2`'s point `offset2` from its, at the distance
    /// between them now.
    public init(
        item item1: DynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: DynamicItem, offsetFromCenter offset2: UIOffset
    ) {
        storedItems = [item1, item2]
        storedAttachedBehaviorType = .items
        offsets = (offset1, offset2)
        let from = CGPoint(x: item1.center.x + offset1.horizontal, y: item1.center.y + offset1.vertical)
        let to = CGPoint(x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical)
        settings = (.zero, hypot(to.x - from.x, to.y - from.y), 0, 0)
        super.init()
    }

    /// Attaches `item1`'s centre to `item2`'s, at the distance between them now.
    public convenience init(item item1: DynamicItem, attachedTo item2: DynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// The point an anchor attachment holds to; moving it drags the item.
    open var anchorPoint: CGPoint {
        get { settings.anchor }
        set {
            settings.anchor = newValue
            changed()
        }
    }
    /// The distance held.
    open var length: CGFloat {
        get { settings.length }
        set {
            settings.length = newValue
            changed()
        }
    }
    /// The spring's damping ratio (with a ``frequency`` above 0).
    open var damping: CGFloat {
        get { settings.damping }
        set {
            settings.damping = newValue
            changed()
        }
    }
    /// The spring's frequency in cycles a second; 0 (the default) for a rod.
    open var frequency: CGFloat {
        get { settings.frequency }
        set {
            settings.frequency = newValue
            changed()
        }
    }

    override var ownItems: [DynamicItem] { items }

    override func build(in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32]) {
        guard let first = bodies[ObjectIdentifier(items[0])] else { return }
        let from = point(of: first, offset: offsets.0, in: world)
        if attachedBehaviorType == .anchor {
            world.attach(
                first, from: from, to: nil, settings.anchor, length: settings.length, frequency: settings.frequency,
                damping: settings.damping)
        } else if let second = bodies[ObjectIdentifier(items[1])] {
            world.attach(
                first, from: from, to: second, point(of: second, offset: offsets.1, in: world), length: settings.length,
                frequency: settings.frequency, damping: settings.damping)
        }
    }

    /// The point `offset` from the body's centre, turned with it.
    private func point(of body: Int32, offset: UIOffset, in world: PhysicsWorld) -> CGPoint {
        let state = world.state(of: body)
        let turned = CGPoint(x: offset.horizontal, y: offset.vertical).applying(CGAffineTransform(rotationAngle: state.angle))
        return CGPoint(x: state.center.x + turned.x, y: state.center.y + turned.y)
    }

    override package func capturedState() -> @MainActor () -> Void {
        let base = super.capturedState(), saved = settings
        return { [weak self] in
            base()
            self?.settings = saved
        }
    }
}

/// UIKit's name for ``AttachmentBehavior``.
public typealias UIAttachmentBehavior = AttachmentBehavior
