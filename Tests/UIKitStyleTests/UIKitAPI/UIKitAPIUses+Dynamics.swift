import AnimKit
import Foundation

/// UIKit Dynamics with UIKit's labels and types.
@MainActor
func useDynamicsAPI(layout: UICollectionViewFlowLayout) {
    let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60)), badge = UIView()
    // api: UIDynamicAnimator.init(referenceView:)
    let animator = UIDynamicAnimator(referenceView: canvas)
    // api: UIDynamicAnimator.init(collectionViewLayout:)
    let bouncy = UIDynamicAnimator(collectionViewLayout: layout)
    // api: UIGravityBehavior.init(items:)
    let gravity = UIGravityBehavior(items: [card])
    // api: UIGravityBehavior.setAngle(_:magnitude:)
    gravity.setAngle(.pi / 2, magnitude: 1)
    // api: UIGravityBehavior.gravityDirection
    gravity.gravityDirection = CGVector(dx: 0, dy: 1)
    // api: UICollisionBehavior.init(items:)
    let collision = UICollisionBehavior(items: [card])
    // api: UICollisionBehavior.translatesReferenceBoundsIntoBoundary
    collision.translatesReferenceBoundsIntoBoundary = true
    // api: UICollisionBehavior.addBoundary(withIdentifier:from:to:)
    collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 300, y: 300))
    // api: UICollisionBehavior.collisionMode
    collision.collisionMode = .everything
    // api: UIPushBehavior.init(items:mode:)
    let push = UIPushBehavior(items: [card], mode: .instantaneous)
    // api: UIPushBehavior.pushDirection
    push.pushDirection = CGVector(dx: 1, dy: 0)
    // api: UISnapBehavior.init(item:snapTo:)
    let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 150, y: 200))
    // api: UISnapBehavior.damping
    snap.damping = 0.7
    // api: UIAttachmentBehavior.init(item:attachedToAnchor:)
    let rope = UIAttachmentBehavior(item: card, attachedToAnchor: .zero)
    // api: UIAttachmentBehavior.init(item:offsetFromCenter:attachedTo:offsetFromCenter:)
    let pair = UIAttachmentBehavior(
        item: card, offsetFromCenter: .zero, attachedTo: badge, offsetFromCenter: UIOffset(horizontal: 4, vertical: 0))
    // api: UIAttachmentBehavior.frequency
    rope.frequency = 2
    // api: UIAttachmentBehavior.damping
    rope.damping = 0.5
    // api: UIAttachmentBehavior.length
    pair.length = 0
    // api: UIDynamicItemBehavior.init(items:)
    let properties = UIDynamicItemBehavior(items: [card])
    // api: UIDynamicItemBehavior.elasticity
    properties.elasticity = 0.5
    // api: UIDynamicItemBehavior.addLinearVelocity(_:for:)
    properties.addLinearVelocity(CGPoint(x: 10, y: 0), for: card)
    // api: UIDynamicBehavior.action
    properties.action = { _ = card.center }
    // api: UIDynamicAnimator.addBehavior(_:)
    for behavior in [gravity, collision, push, snap, rope, pair, properties] as [UIDynamicBehavior] { animator.addBehavior(behavior) }
    // api: UIDynamicAnimator.removeBehavior(_:)
    animator.removeBehavior(pair)
    // api: UIDynamicAnimator.items(in:)
    _ = bouncy.items(in: canvas.bounds)
    // api: UIDynamicAnimator.updateItem(usingCurrentState:)
    animator.updateItem(usingCurrentState: card)
    // api: UIDynamicAnimator.isRunning
    _ = animator.isRunning
    // api: UIFieldBehavior
    let field = UIFieldBehavior.springField()
    field.position = CGPoint(x: 100, y: 100)
    field.region = UIRegion(size: CGSize(width: 200, height: 200)).byUnion(with: UIRegion(radius: 50))
    (field.strength, field.falloff, field.minimumRadius) = (20, 0, 1)
    field.addItem(card)
    let drag = UIFieldBehavior.dragField(), noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
    let custom = UIFieldBehavior.field { _, _, velocity, mass, _, _ in CGVector(dx: -velocity.dx * mass, dy: 0) }
    for other in [drag, noise, custom] as [UIFieldBehavior] { other.addItem(badge) }
    _ = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1)).items
    _ = UIFieldBehavior.radialGravityField(position: .zero).region.contains(.zero)
    // api: UIDynamicAnimator.removeAllBehaviors()
    animator.removeAllBehaviors()
}
