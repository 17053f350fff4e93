import Foundation

/// How a dynamic item's edge meets others in a collision (UIKit's `UIDynamicItemCollisionBoundsType`).
public enum DynamicItemCollisionBoundsType: UInt, Sendable {
    /// Its bounds, turned with it (the default).
    case rectangle
    /// The ellipse (a circle when square) inside its bounds.
    case ellipse
    /// ``DynamicItem/collisionBoundingPath``, about the centre; not simulated yet: the item's bounds collide.
    case path
}

/// Something a dynamic animator moves: a view, a collection view's layout attributes, or an object of your own
/// (UIKit's `UIDynamicItem`).
///
/// The animator reads ``center``, ``bounds`` and ``transform`` when the item is first added to a behaviour (and on
/// ``DynamicAnimator/updateItem(usingCurrentState:)``), then writes ``center`` and ``transform`` (a rotation) after
/// every step of its world.
@preconcurrency @MainActor
public protocol DynamicItem: AnyObject {
    /// The centre, in the animator's reference coordinates.
    var center: CGPoint { get set }
    /// The size (its origin is ignored).
    var bounds: CGRect { get }
    /// The rotation the animator gives the item.
    var transform: CGAffineTransform { get set }
    /// The shape that collides; ``DynamicItemCollisionBoundsType/rectangle`` unless the item says otherwise.
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// The shape that collides when ``collisionBoundsType`` is `.path`, about the centre.
    var collisionBoundingPath: UIBezierPath { get }
}

extension DynamicItem {
    /// A rectangle, unless the item says otherwise.
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    /// The bounds about the centre, unless the item says otherwise.
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

extension View: DynamicItem {}
extension CollectionViewLayoutAttributes: DynamicItem {}

/// UIKit's name for ``DynamicItem``.
public typealias UIDynamicItem = DynamicItem
/// UIKit's name for ``DynamicItemCollisionBoundsType``.
public typealias UIDynamicItemCollisionBoundsType = DynamicItemCollisionBoundsType
