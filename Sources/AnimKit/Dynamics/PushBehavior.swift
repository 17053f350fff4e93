import Foundation

/// Pushes its items with a force, continuously or once (UIKit's `UIPushBehavior`).
///
/// A force of magnitude 1 (a "UIKit newton") gives a 100 × 100-point item of density 1 an acceleration of 100
/// points/s²; struck once, that item leaves at 100 points a second — UIKit's documented units.
@preconcurrency @MainActor
open class PushBehavior: DynamicBehavior {
    /// Whether the force keeps pushing or strikes once.
    public enum Mode: Int, Sendable {
        /// A force every step while ``PushBehavior/active``.
        case continuous
        /// An impulse at the next step, after which ``PushBehavior/active`` turns false.
        case instantaneous
    }

    /// How the force acts.
    open var mode: Mode { storedMode }
    let storedMode: Mode
    /// The force as a vector: its length is ``magnitude``; zero at first.
    open var pushDirection: CGVector {
        get { direction }
        set {
            direction = newValue
            changed()
        }
    }
    /// Whether the push acts; an instantaneous push turns it off once it struck, and on again strikes again.
    open var active: Bool {
        get { isActive }
        set {
            isActive = newValue
            changed()
        }
    }
    private var direction = CGVector.zero
    private var isActive = true
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// The items it pushes.
    open var items: [DynamicItem] { listedItems }

    /// A push on `items`, continuous or instantaneous.
    public init(items: [DynamicItem], mode: Mode) {
        self.storedMode = mode
        super.init()
        listedItems = items
    }

    /// Pushes `item` too.
    open func addItem(_ item: DynamicItem) { list(item) }
    /// Stops pushing `item`.
    open func removeItem(_ item: DynamicItem) { unlist(item) }

    /// The direction, in radians clockwise from the x axis.
    open var angle: CGFloat {
        get { atan2(direction.dy, direction.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength, in UIKit newtons.
    open var magnitude: CGFloat {
        get { hypot(direction.dx, direction.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and the strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Pushes `item` at `offset` from its centre (turning it, off centre) instead of at the centre.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: DynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
        changed()
    }

    /// Where the push meets `item`, from its centre.
    open func targetOffsetFromCenter(for item: DynamicItem) -> UIOffset { offsets[ObjectIdentifier(item)] ?? .zero }

    override var keepsPushing: Bool { isActive && direction != .zero && !listedItems.isEmpty }

    override func applyForces(in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32]) {
        guard isActive else { return }
        for (item, body) in self.bodies(of: items, in: bodies) {
            let state = world.state(of: body), offset = targetOffsetFromCenter(for: item)
            let point = CGPoint(x: state.center.x + offset.horizontal, y: state.center.y + offset.vertical)
            switch mode {
            case .continuous: world.applyForce(direction, to: body, at: point)
            case .instantaneous: world.applyImpulse(direction, to: body, at: point)
            }
        }
        if mode == .instantaneous { isActive = false }
    }

    override package func capturedState() -> @MainActor () -> Void {
        let base = super.capturedState(), saved = (direction, isActive, offsets)
        return { [weak self] in
            base()
            guard let self else { return }
            (direction, isActive, offsets) = saved
        }
    }
}

/// UIKit's name for ``PushBehavior``.
public typealias UIPushBehavior = PushBehavior
