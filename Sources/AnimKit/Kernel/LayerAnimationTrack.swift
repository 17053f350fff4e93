import Foundation

/// A Core Animation animation of one of a layer's slot properties — its position, bounds, opacity, background colour
/// or corner radius, whole or some of its numbers (`"position.x"`, `"bounds.size"`) — as a row of the one track table:
/// it writes the layer's presentation in the layer's slot, in the order it was added among the view's block animations
/// and the layer's other animations of that property.
@MainActor
struct LayerAnimationTrack {
    /// The layer whose values move; kept alive while the animation runs, as a view is by its tracks.
    let layer: Layer
    /// The basic or keyframe animation (the layer's running copy, or a child of its group) the track runs.
    let animation: CAPropertyAnimation
    /// A basic animation's ends as numbers; `nil` when the animation works its value out itself (see ``LayerMotion``).
    let ends: AnimationEnds?
    /// What kind of value the property's numbers are.
    let kind: LayerSlotKind
    /// The first packed place it writes, and how many.
    let packedOffset: UInt8
    let packedCount: UInt8
    /// The whole property's bit and places: the first track of a property in a blend starts all of it from the model.
    let bit: UInt8
    let propertyOffset: UInt8
    let propertyCount: UInt8
}

/// What one row of the track table moves: a view's property for an animator, or a layer's for a Core Animation animation.
@MainActor
enum TrackRecord {
    case view(PropertyTrack)
    case layer(LayerAnimationTrack)

    /// The values the row writes.
    var target: UnsafeMutablePointer<BlendValues> {
        switch self {
        case .view(let track): track.view.values.pointer
        case .layer(let track): track.layer.values.pointer
        }
    }

    /// What the row keeps in the table's column of offsets: a view track's offset; nothing for a layer's (its motion
    /// holds its ends).
    var offset: PackedOffset {
        switch self {
        case .view(let track): track.offset
        case .layer: PackedOffset(repeating: 0)
        }
    }

    /// The view track, or `nil` for a layer's.
    var viewTrack: PropertyTrack? {
        if case .view(let track) = self { return track }
        return nil
    }
}
