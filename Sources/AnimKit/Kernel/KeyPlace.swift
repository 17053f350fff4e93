import Foundation

/// Where a key path's numbers lie in the kernel, resolved once, when its animation is compiled: in the layer's slot
/// (`position`, `bounds`, `opacity`, `backgroundColor`, `cornerRadius`) or in a block of its other keys
/// (``LayerKeyValues``); the whole key's places, and those the key path moves — some of a key's numbers
/// (`"position.x"`, `"shadowOffset.height"`), or a whole transform for a part of one (`"transform.rotation.z"`).
@MainActor
struct KeyPlace {
    /// How the key path reads and writes its key's numbers.
    enum Part {
        /// Lanes: the whole key's, or some of them.
        case lanes
        /// A transform's sixteen numbers: the whole of it (`nil`), or through the part a key path names.
        case transform(TransformKeyPath?)
    }

    let values: ValueSlot
    /// The whole key's bit, first packed place and count.
    let bit: UInt8
    let start: Int
    let wholeCount: Int
    /// The first packed place the row writes, and how many.
    let first: Int
    let count: Int
    /// The kind of the numbers the row writes.
    let kind: LayerSlotKind
    let part: Part
    /// Whether the first row of the key in a blend starts from what the layer's view shows: a view's layer's
    /// transform, whose affine part is the view's `transform` (which block animations move in the slot).
    let startsFromView: Bool

    /// The place of `keyPath` on `layer`; `nil` when the layer has no such key, or its values are not numbers or a
    /// transform (a path, an array).
    init?(_ keyPath: String, on layer: Layer) {
        let pieces = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard let key = pieces.first, let whole = layer.value(forLayerKey: key), let wholeKind = LayerSlotKind(of: whole),
            let like = layer.currentValue(forKeyPath: keyPath), let kind = LayerSlotKind(of: like)
        else { return nil }
        let rest = pieces.count == 2 ? pieces[1] : ""
        if wholeKind == .transform {
            let path = rest.isEmpty ? nil : TransformKeyPath(rest)
            guard rest.isEmpty || path != nil, let place = layer.keyValues.place(ofKey: key, kind: .transform, value: whole) else {
                return nil
            }
            (values, bit, start, wholeCount) = (layer.keyValues.values(at: place), place.bit, Int(place.offset), Int(place.count))
            (first, count, self.kind, part) = (start, wholeCount, .transform, .transform(path))
            startsFromView = key == "transform" && layer.view != nil
            return
        }
        guard let lane = Self.firstLane(of: rest, in: wholeKind), kind.laneCount > 0 else { return nil }
        if let property = Self.slotProperty(of: key) {
            (values, bit, start, wholeCount) = (layer.values, property.bit, property.packedOffset, property.packedCount)
        } else {
            guard let place = layer.keyValues.place(ofKey: key, kind: wholeKind, value: whole) else { return nil }
            (values, bit, start, wholeCount) = (layer.keyValues.values(at: place), place.bit, Int(place.offset), Int(place.count))
        }
        (first, count, self.kind, part, startsFromView) = (start + lane, kind.laneCount, kind, .lanes, false)
    }

    /// Whether the row writes a whole transform (not a part of one).
    var isWholeTransform: Bool {
        if case .transform(nil) = part { return true }
        return false
    }

    /// The slot property that holds `key`, for the keys a view shares with its layer.
    private static func slotProperty(of key: String) -> (any AnimatableProperty.Type)? {
        switch key {
        case "position": ViewProperty.Center.self
        case "bounds": ViewProperty.Bounds.self
        case "opacity": ViewProperty.Alpha.self
        case "backgroundColor": ViewProperty.BackgroundColor.self
        case "cornerRadius": ViewProperty.CornerRadius.self
        default: nil
        }
    }

    /// The first of a key's lanes that the rest of a key path (`"x"`, `"size.width"`; empty for the whole key) names.
    private static func firstLane(of rest: String, in kind: LayerSlotKind) -> Int? {
        switch (kind, rest) {
        case (_, ""): 0
        case (.point, "x"), (.size, "width"), (.rect, "origin.x"), (.rect, "origin"): 0
        case (.point, "y"), (.size, "height"), (.rect, "origin.y"): 1
        case (.rect, "size.width"), (.rect, "size"): 2
        case (.rect, "size.height"): 3
        default: nil
        }
    }
}
