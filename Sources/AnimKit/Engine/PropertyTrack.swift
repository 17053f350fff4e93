import Foundation

/// One property of one view moving from one value to another within an animator.
///
/// Tracks are additive, as UIKit's animations have been since iOS 8: the model
/// already holds the target, and a track contributes `(from − to)·(1 − progress)`
/// on top of it. A second animation of a moving property therefore starts from
/// where the view is on screen, and position and velocity stay continuous.
///
/// The animator keeps this record; the view keeps the part each frame needs, a
/// ``PresentationTrack``, next to its own values.
@MainActor
struct PropertyTrack {
    /// The view whose property moves; kept alive while the animation runs.
    let view: View
    /// The property's UIKit name.
    let propertyName: String
    /// Where the track begins within its animator, as a fraction of the animator's run (0 for the first blocks).
    var windowStart: Double = 0
    /// `from − to` in blend space, and where it goes in the view's packed values.
    let offset: PackedOffset
    let packedOffset: UInt8
    let packedCount: UInt8
    let bit: UInt8
    /// Writes the model for a final position, given the share of the way still to go.
    let settle: (AnimatingPosition, Double) -> Void

    /// A track moving `Property` of `view` from `from` to `to` (the model already holds `to`).
    init<Property: AnimatableProperty>(_ property: Property.Type, view: View, from: Property.Value, to: Property.Value) {
        let delta = from.animatableData - to.animatableData
        self.view = view
        propertyName = Property.name
        offset = Property.offset(delta)
        packedOffset = UInt8(Property.packedOffset)
        packedCount = UInt8(Property.packedCount)
        bit = Property.bit
        settle = { [unowned view] position, remaining in
            switch position {
            case .end:
                view.setModel(Property.self, to: to)
            case .start:
                view.setModel(Property.self, to: from)
            case .current:
                var frozen = Property.value(in: view.model)
                frozen.animatableData = frozen.animatableData + delta.scaled(by: remaining)
                view.setModel(Property.self, to: frozen)
            }
        }
    }

    /// The part the view blends each frame, driven by `animator`.
    func presentationTrack(drivenBy animator: PropertyAnimator) -> PresentationTrack {
        PresentationTrack(animator: animator, animatorID: ObjectIdentifier(animator), windowStart: windowStart, offset: offset, packedOffset: packedOffset, packedCount: packedCount, bit: bit)
    }
}

/// What one animation adds to a view's presentation each frame, in blend space.
///
/// Kept in the view, for rebuilding its presentation between frames. The
/// animator reference is `unowned(unsafe)`: an animator removes its tracks from
/// every view before it can go away.
struct PresentationTrack {
    unowned(unsafe) let animator: PropertyAnimator
    /// The animator's identity, to compare without touching its reference count.
    let animatorID: ObjectIdentifier
    let windowStart: Double
    let offset: PackedOffset
    let packedOffset: UInt8
    let packedCount: UInt8
    let bit: UInt8
}
