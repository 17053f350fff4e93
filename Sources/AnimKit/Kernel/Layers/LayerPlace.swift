import Foundation

/// A key path resolved once, when its animation is added: the whole property it names (`"position"` for
/// `"position.x"`), that property's kind, and which part of it the key path reads and writes.
struct LayerPlace {
    /// Where in the whole property the key path points.
    enum Part {
        /// The whole property.
        case whole
        /// Lanes from `first` on, as many as the value's kind fills (`"position.y"`, `"bounds.size"`).
        case lanes(first: Int)
        /// A part of a transform, read and written through its parts (`"transform.rotation.z"`).
        case transform(TransformKeyPath)
    }

    /// The whole property's key.
    let key: String
    /// The whole property's kind.
    let slotKind: LayerSlotKind
    let part: Part
    /// The kind of the values the key path takes.
    let valueKind: LayerSlotKind

    /// `keyPath` on `layer`; `nil` when the layer has no such property or the kernel does not blend its kind.
    @MainActor
    init?(keyPath: String, on layer: Layer) {
        let pieces = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard let key = pieces.first, let whole = layer.value(forLayerKey: key), let slotKind = LayerSlotKind(of: whole) else {
            return nil
        }
        (self.key, self.slotKind) = (key, slotKind)
        guard pieces.count == 2 else {
            (part, valueKind) = (.whole, slotKind)
            return
        }
        let rest = pieces[1]
        switch (slotKind, rest) {
        case (.point, "x"), (.size, "width"), (.rect, "origin.x"): (part, valueKind) = (.lanes(first: 0), .number)
        case (.point, "y"), (.size, "height"), (.rect, "origin.y"): (part, valueKind) = (.lanes(first: 1), .number)
        case (.rect, "size.width"): (part, valueKind) = (.lanes(first: 2), .number)
        case (.rect, "size.height"): (part, valueKind) = (.lanes(first: 3), .number)
        case (.rect, "origin"): (part, valueKind) = (.lanes(first: 0), .point)
        case (.rect, "size"): (part, valueKind) = (.lanes(first: 2), .size)
        case (.transform, _):
            guard let path = TransformKeyPath(rest), let kind = LayerSlotKind(of: path.value(inParts: TransformDecomposition())) else {
                return nil
            }
            (part, valueKind) = (.transform(path), kind)
        default: return nil
        }
    }
}
