import Foundation

/// One property of one view moving from one value to another within an animator.
///
/// Tracks are additive, as UIKit's animations have been since iOS 8: the model
/// already holds the target, and a track contributes `(from − to)·(1 − progress)`
/// on top of it. A second animation of a moving property therefore starts from
/// where the view is on screen, and position and velocity stay continuous. A
/// keyframe track contributes its path's distance from the last keyframe instead.
///
/// An animation block records these; once in flight, each lives as one record of
/// the engine's ``TrackTable``.
@MainActor
struct PropertyTrack {
    /// The view whose property moves; kept alive while the animation runs.
    let view: View
    /// The property's UIKit name.
    let propertyName: String
    /// When the track moves within its animator's run.
    var timing = TrackTiming()
    /// `from − to` in blend space, and where it goes in the view's packed values.
    var offset: PackedOffset
    /// What the track still adds once its curve is done: 0, except after a reversed ``PropertyAnimator/continueAnimation(withTimingParameters:durationFactor:)`` rebased it.
    var base = PackedOffset(repeating: 0)
    /// The track's own curve, when it keeps one the animator no longer runs (a keyframe or repeating track across a change of curve).
    var function: TimingFunction?
    let packedOffset: UInt8
    let packedCount: UInt8
    let bit: UInt8
    /// For keyframe tracks: the path through the keyframe values, relative to the last one.
    var path: KeyframePath?
    /// Set while recording inside `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    var keyframeWindow: (start: Double, end: Double)?
    /// The keyframes the track passes through (`addKeyframe`): where the code added each and its window, in order, each once.
    var keyframeSites: [RecordedKeyframe] = []
    /// Writes the model for a final position; for `.current`, given the track's present contribution.
    var settle: (AnimatingPosition, PackedOffset) -> Void
    /// For a change of the view's layer's 3-D transform: what the track's row shows there (see ``LayerTransformChange``).
    var layerTransform: LayerTransformChange?
    /// When it came into flight, in the kernel's count of additions (see ``FrameKernel/nextAddition()``).
    var addedAt = 0

    /// A track moving `Property` of `view` from `from` to `to` (the model already holds `to`).
    ///
    /// `fromData` is the model's blend-space value before the change, which can
    /// differ from `from.animatableData` after a stop left an unclamped base; the
    /// offset starts from it, so the view does not jump.
    init<Property: AnimatableProperty>(
        _ property: Property.Type, view: View, from: Property.Value, fromData: Property.Value.AnimatableData, to: Property.Value
    ) {
        self.view = view
        propertyName = Property.name
        offset = Property.offset(fromData - to.animatableData)
        packedOffset = UInt8(Property.packedOffset)
        packedCount = UInt8(Property.packedCount)
        bit = Property.bit
        settle = { [unowned view] position, contribution in
            switch position {
            case .end:
                view.setModel(Property.self, to: to)
            case .start:
                view.setModel(Property.self, to: from)
            case .current:
                // In blend space, exactly: other animations of the property add to this base.
                let frozen = view.values.modelData(Property.self) + Property.data(fromOffset: contribution)
                view.setModel(Property.self, blendData: frozen)
            }
        }
    }

    /// A keyframe track joining `steps` (successive changes of one property, in order) with `mode`.
    ///
    /// Each step's window (set while recording) gives its keyframe's start and end.
    init(keyframes steps: [PropertyTrack], mode: KeyframeCalculationMode) {
        let first = steps[0], last = steps[steps.count - 1]
        view = first.view
        propertyName = first.propertyName
        packedOffset = first.packedOffset
        packedCount = first.packedCount
        bit = first.bit
        // Values relative to the last keyframe: r[n] = 0, r[k−1] = r[k] + (from − to) of step k.
        var relative = [PackedOffset](repeating: PackedOffset(repeating: 0), count: steps.count + 1)
        for k in stride(from: steps.count, to: 0, by: -1) {
            for index in 0..<Int(packedCount) { relative[k - 1][index] = relative[k][index] + steps[k - 1].offset[index] }
        }
        offset = relative[0]
        keyframeSites = steps.flatMap(\.keyframeSites).reduce(into: []) { sites, site in if !sites.contains(site) { sites.append(site) } }
        path = KeyframePath(
            values: relative, starts: steps.map { $0.keyframeWindow?.start ?? 0 },
            ends: steps.map { $0.keyframeWindow?.end ?? 1 }, count: Int(packedCount), mode: mode)
        settle = { position, contribution in
            if position == .start { first.settle(.start, contribution) } else { last.settle(position, contribution) }
        }
        layerTransform = first.layerTransform
    }

    /// Whether the track follows its animator's curve with a plain from → to blend, which the frame loop does inline.
    var isSimple: Bool { timing.isSimple && path == nil && function == nil && !base.hasNonZero && layerTransform == nil }
    /// Whether the track is in a repeat or keyframe shape, which a change of curve cannot rebase.
    var keepsItsShape: Bool { path != nil || timing.repeatCount != 1 || timing.autoreverses }
}

extension PackedOffset {
    /// Whether any component is not zero.
    var hasNonZero: Bool {
        for index in indices where self[index] != 0 { return true }
        return false
    }
}
