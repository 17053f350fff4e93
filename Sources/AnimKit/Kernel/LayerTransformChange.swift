import Foundation

/// A change of a view's layer's 3-D transform made in an animation block, as a track of the block's animator.
///
/// UIKit answers the change with the animation it adds for a view's `transform` since iOS 8: an additive
/// `CABasicAnimation` of `transform` from `old × new⁻¹` to the identity, concatenated with what lies under it (Core
/// Animation's addition of transforms), so that a second block's change adds to one still running instead of
/// replacing it. Here it is a track like a view property's: its one number is the share of the change still to
/// travel (1 → 0), which the animator's curve, window, repeats, pauses, scrubs, reversals and stops move as they move
/// every track; its row writes the transform that share gives, `interpolate(old × new⁻¹, identity)`, over the layer's
/// transform in the block of its other keys. (A new transform with no inverse has no such difference: its animation
/// then runs from the old transform to the new one, in place of what lies under it.)
@MainActor
struct LayerTransformChange {
    /// The layer whose transform moves (its view keeps it alive while the track flies).
    unowned(unsafe) let layer: Layer
    /// The block of the layer's other keys that holds its transform.
    let values: ValueSlot
    /// The transforms the code changed from and to.
    let old: CATransform3D
    let new: CATransform3D
    /// The animation UIKit adds for the change, which the row blends and `animation(forKey: "transform")` describes.
    let animation: CABasicAnimation
    let ends: TransformEnds

    /// The transform the change shows at `progress` of its curve over `under` (what lies under it).
    func shown(over under: CATransform3D, progress: Double) -> CATransform3D { ends.value(over: under, progress: progress) }
}

extension PropertyTrack {
    /// The name a view's layer's 3-D transform change goes by among the view's animated properties (iOS 13's
    /// `UIView.transform3D`).
    static let layerTransformName = "transform3D"

    /// A track of `view`'s layer's 3-D transform changing from `old` to `new` in a block (the model already holds
    /// `new`); `nil` when the layer's transform has no place in the kernel.
    init?(layerTransformOf view: View, from old: CATransform3D, to new: CATransform3D) {
        let layer = view.backingLayer
        guard let place = KeyPlace("transform", on: layer) else { return nil }
        let animation = CABasicAnimation.blockTransformChange(from: old, to: new)
        guard let ends = TransformEnds(animation) else { return nil }
        let change = LayerTransformChange(layer: layer, values: place.values, old: old, new: new, animation: animation, ends: ends)
        self.view = view
        propertyName = Self.layerTransformName
        offset = PackedOffset(repeating: 0)
        offset[0] = 1
        packedOffset = UInt8(place.start)
        packedCount = 1
        bit = place.bit
        layerTransform = change
        // Settled as a view's property settles: its start or end, or where it stands over the model now.
        settle = { position, contribution in
            let model: CATransform3D
            switch position {
            case .end: model = new
            case .start: model = old
            case .current: model = change.shown(over: change.layer.transform, progress: 1 - contribution[0])
            }
            // A run whose progress is no number (a NaN timing the animator refused) leaves the model as it is.
            guard model.entries.allSatisfy(\.isFinite) else { return }
            AnimationRecorder.withoutRecording { change.layer.transform = model }
        }
    }

    /// Whether the track moves a view's layer's 3-D transform rather than a property of the view's slot.
    var movesLayerTransform: Bool { layerTransform != nil }

    /// The values the track's row writes: the view's slot, or for a layer's 3-D transform the block holding it.
    var target: UnsafeMutablePointer<BlendValues> { layerTransform?.values.pointer ?? view.values.pointer }

    /// Whether the track moves the same numbers as `other` (the same property of the same view, or the same layer's
    /// 3-D transform).
    func movesSameProperty(as other: PropertyTrack) -> Bool { target == other.target && bit == other.bit }
}
