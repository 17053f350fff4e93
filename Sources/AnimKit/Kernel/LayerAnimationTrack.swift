import Foundation

/// A Core Animation animation of one of a layer's keys whose values are numbers — its position, bounds, opacity,
/// background colour or corner radius in its slot, any other (anchor point, border, shadow, a shape's stroke, a custom
/// property) in its ``LayerKeyValues``, whole or some of its numbers (`"position.x"`, `"shadowOffset.height"`) — as a
/// row of the one track table: it writes the layer's presentation there, in the order it was added among the view's
/// block animations and the layer's other animations of that key.
@MainActor
struct LayerAnimationTrack {
    /// The layer whose values move; kept alive while the animation runs, as a view is by its tracks.
    let layer: Layer
    /// Where the key's numbers lie: the layer's slot, or a block of its other keys.
    let values: ValueSlot
    /// The basic or keyframe animation (the layer's running copy, or a child of its group) the track runs.
    let animation: CAPropertyAnimation
    /// How the row works its numbers out (see ``LayerMotion``).
    let way: LayerMotion.Way
    /// What kind of value the property's numbers are.
    let kind: LayerSlotKind
    /// The first packed place it writes, and how many.
    let packedOffset: UInt8
    let packedCount: UInt8
    /// The whole key's bit and places: the first track of a key in a blend starts all of it from the model.
    let bit: UInt8
    let propertyOffset: UInt8
    let propertyCount: UInt8
    /// Whether the first row of the key in a blend starts from what the view shows (a view's layer's transform).
    let startsFromView: Bool
}

/// What one row of the track table moves: a view's property for an animator, or a layer's for a Core Animation animation.
@MainActor
enum TrackRecord {
    case view(PropertyTrack)
    case layer(LayerAnimationTrack)

    /// The values the row writes.
    var target: UnsafeMutablePointer<BlendValues> {
        switch self {
        case .view(let track): track.target
        case .layer(let track): track.values.pointer
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
