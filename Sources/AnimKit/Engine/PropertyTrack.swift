import Foundation

/// One property of one view moving from one value to another within an animator.
///
/// Tracks are additive, as UIKit's animations have been since iOS 8: the model
/// already holds the target, and a track contributes `(from − to)·(1 − progress)`
/// on top of it. A second animation of a moving property therefore starts from
/// where the view is on screen, and position and velocity stay continuous.
@MainActor
class PropertyTrack {
    /// The view whose property moves; kept alive while the animation runs.
    let view: View
    /// Where the track begins within its animator, as a fraction of the animator's run (0 for the first blocks).
    var windowStart: Double = 0
    /// The animator the track belongs to; weak, as the animator owns its tracks.
    weak var owner: PropertyAnimator?
    /// Progress along the curve, set by the animator each tick (0 = from, 1 = to; springs overshoot).
    var progress: Double = 0

    init(view: View) {
        self.view = view
    }

    /// The property's UIKit name.
    var propertyName: String { "" }

    /// Adds what is left to travel to `values` (which starts as the model).
    func addRemainingOffset(to values: inout ViewValues) {}

    /// Writes the model value for a final position: `.start` the value before the animation, `.current` the value on screen, `.end` the target.
    func settleModel(at position: AnimatingPosition) {}
}

/// A track for a property of a known type; see ``PropertyTrack``.
final class TypedPropertyTrack<Property: AnimatableProperty>: PropertyTrack {
    let from: Property.Value
    let to: Property.Value
    private let toData: Property.Value.AnimatableData
    private let delta: Property.Value.AnimatableData

    init(view: View, from: Property.Value, to: Property.Value) {
        self.from = from
        self.to = to
        toData = to.animatableData
        delta = from.animatableData - toData
        super.init(view: view)
    }

    override var propertyName: String { Property.name }

    override func addRemainingOffset(to values: inout ViewValues) {
        let remaining = 1 - progress
        guard remaining != 0 else { return }
        var current = Property.value(in: values)
        // Usually the model still holds this track's target: skip taking it apart again.
        let base = current == to ? toData : current.animatableData
        current.animatableData = base + delta.scaled(by: remaining)
        Property.set(current, in: &values)
    }

    override func settleModel(at position: AnimatingPosition) {
        switch position {
        case .end:
            view.setModel(Property.self, to: to)
        case .start:
            view.setModel(Property.self, to: from)
        case .current:
            var frozen = Property.value(in: view.model)
            frozen.animatableData = frozen.animatableData + delta.scaled(by: 1 - progress)
            view.setModel(Property.self, to: frozen)
        }
    }
}
