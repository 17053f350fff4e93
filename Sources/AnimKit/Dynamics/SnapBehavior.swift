import Foundation

/// Springs one item to a point, where it settles (UIKit's `UISnapBehavior`).
///
/// A spring of 3 cycles a second pulls the item's centre to ``snapPoint``; ``damping`` from 0 (the most
/// oscillation) to 1 (the least) sets its damping ratio from 0.1 to 1, so even 0 settles, as UIKit's does.
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

    override func build(in world: PhysicsWorld, bodies: [ObjectIdentifier: Int32]) {
        guard let body = bodies[ObjectIdentifier(item)] else { return }
        let ratio = 0.1 + 0.9 * Swift.min(Swift.max(dampingValue, 0), 1)
        world.snap(body, to: point, frequency: Self.frequency, damping: ratio)
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
