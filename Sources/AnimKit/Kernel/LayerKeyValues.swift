import Foundation

/// A layer's animatable keys beyond its ``ValueSlot``'s — anchor point, depth, border, shadow, a shape's stroke, a
/// custom layer's own properties — in blend space, in the kernel's memory: where the track table's rows of Core
/// Animation's animations of them write the presentation, as a view's block animations write its slot.
///
/// A key gets a place the first time an animation of it is compiled, and keeps it for the layer's life; the places lie
/// in blocks laid out as a slot's values are (up to eight keys and 18 numbers a block), made as keys arrive. The model
/// numbers follow the layer's own values (``refresh(_:of:)``), so the first row of a key in a blend starts from them.
final class LayerKeyValues: @unchecked Sendable {
    /// Where one key's numbers lie.
    struct Place {
        let block: Int
        let bit: UInt8
        let offset: UInt8
        let count: UInt8
        let kind: LayerSlotKind
    }

    /// The blocks, each a slot's worth of numbers (read and written on the main actor, freed from any thread).
    private(set) var blocks: [ValueSlot] = []
    /// The numbers and keys each block has given out.
    private var used: [(numbers: Int, keys: Int)] = []
    /// Each key's place, by key; and the keys and their places in the order they arrived.
    private var places: [String: Place] = [:]
    private var ordered: [(key: String, place: Place)] = []

    private static let presentationOffset = MemoryLayout<BlendValues>.offset(of: \BlendValues.presentation) ?? 0
    private static let modelOffset = MemoryLayout<BlendValues>.offset(of: \BlendValues.model) ?? 0
    /// The parts of each transform key that animations have named, in the order they first did (rows of a speed graph).
    private var transformParts: [String: [String]] = [:]

    private static let blockNumbers = MemoryLayout<PackedValues>.size / MemoryLayout<Double>.size

    deinit { for block in blocks { block.free() } }

    /// The place of `key`, whose values are of `kind` (up to four lanes, or a transform's sixteen entries) and now
    /// `value` — given it now if it has none.
    func place(ofKey key: String, kind: LayerSlotKind, value: LayerValue) -> Place? {
        if let place = places[key] { return place.kind == kind ? place : nil }
        let count = kind == .transform ? 16 : kind.laneCount
        let block: Int
        if let free = used.indices.first(where: { used[$0].keys < 8 && used[$0].numbers + count <= Self.blockNumbers }) {
            block = free
        } else {
            blocks.append(ValueSlot(packed: PackedValues(repeating: 0)))
            used.append((0, 0))
            block = blocks.count - 1
        }
        let place = Place(
            block: block, bit: 1 << UInt8(used[block].keys), offset: UInt8(used[block].numbers), count: UInt8(count), kind: kind)
        used[block] = (used[block].numbers + count, used[block].keys + 1)
        places[key] = place
        ordered.append((key, place))
        write(value, at: place)
        return place
    }

    /// The block that holds `place`'s numbers.
    func values(at place: Place) -> ValueSlot { blocks[place.block] }

    /// Reads the model of `key` (every key with a place, when `nil`) from `layer` again, after the layer's own value
    /// changed; returns whether a number moved.
    @MainActor
    @discardableResult
    func refresh(_ key: String?, of layer: Layer) -> Bool {
        if let key {
            guard let place = places[key], let value = layer.value(forLayerKey: key) else { return false }
            return write(value, at: place)
        }
        var moved = false
        for (name, place) in ordered {
            guard let value = layer.value(forLayerKey: name) else { continue }
            moved = write(value, at: place) || moved
        }
        return moved
    }

    /// Writes into `copy` (a presentation copy of the layer) each key whose numbers the last blend of `kernel` moved
    /// away from the model.
    @MainActor
    func write(into copy: Layer, from kernel: FrameKernel) {
        var moved = (block: -1, bits: UInt8(0))
        for (key, place) in ordered {
            if moved.block != place.block { moved = (place.block, kernel.animatedBits(of: blocks[place.block])) }
            guard moved.bits & place.bit != 0 else { continue }
            let values = blocks[place.block].pointer
            if place.kind == .transform {
                kernel.composeTransform(of: blocks[place.block], at: Int(place.offset))
                // What the view shows may differ from the key's model (a view's layer's transform): always written.
                let presentation = (UnsafeMutableRawPointer(values) + Self.presentationOffset).assumingMemoryBound(to: Double.self)
                _ = copy.setValue(.transform(CATransform3D(numbers: presentation + Int(place.offset))), forLayerKey: key)
                continue
            }
            var lanes = SIMD4<Double>(), differs = false
            for index in 0..<Int(place.count) {
                let packed = Int(place.offset) + index
                lanes[index] = values.pointee.presentation[packed]
                differs = differs || values.pointee.presentation[packed].bitPattern != values.pointee.model[packed].bitPattern
            }
            // Left as the copy has it (the model) unless moved: a colour of no alpha is not read back as none.
            guard differs else { continue }
            _ = copy.setValue(place.kind.value(lanes: lanes, isPresent: place.kind != .color || lanes[3] > 0), forLayerKey: key)
        }
    }

    /// The transform under `key` as the last blend of `kernel` shows it; `nil` when no row moved it.
    @MainActor
    func presentedTransform(ofKey key: String, in kernel: FrameKernel) -> CATransform3D? {
        guard let place = places[key], place.kind == .transform, kernel.animatedBits(of: blocks[place.block]) & place.bit != 0 else {
            return nil
        }
        kernel.composeTransform(of: blocks[place.block], at: Int(place.offset))
        let presentation = UnsafeMutableRawPointer(blocks[place.block].pointer) + Self.presentationOffset
        return CATransform3D(numbers: presentation.assumingMemoryBound(to: Double.self) + Int(place.offset))
    }

    /// Each key's numbers now — the presentation where the last blend of `kernel` moved them, the model elsewhere — and
    /// how fast they move at `now`, per second, as rows a speed graph draws: a number as the key (`strokeEnd`), a point,
    /// size, rectangle or colour by its parts (`anchorPoint.x`, `borderColor.red`, straight as a view's colour rows are).
    /// A transform's are the parts its animations move: the part a key path names (`transform.rotation.z`), those of a
    /// whole transform's translation, scale and turn that change (a flip's `transform.rotation.y`).
    @MainActor
    func motion(in kernel: FrameKernel, at now: Double) -> [(key: String, row: String, value: Double, speed: Double)] {
        var velocities: [Int: PackedValues] = [:]
        return ordered.flatMap { key, place -> [(key: String, row: String, value: Double, speed: Double)] in
            let block = blocks[place.block], moved = kernel.animatedBits(of: block) & place.bit != 0
            guard place.kind != .transform else {
                return transformRows(of: key, at: place, in: block, moved: moved, kernel: kernel, now: now)
            }
            if moved, velocities[place.block] == nil { velocities[place.block] = kernel.velocity(of: block, at: now) }
            let numbers = (0..<Int(place.count)).map { Int(place.offset) + $0 }
            let values = numbers.map { moved ? block.pointer.pointee.presentation[$0] : block.pointer.pointee.model[$0] }
            let speeds = numbers.map { velocities[place.block]?[$0] ?? 0 }
            return Self.rows(of: key, kind: place.kind, values: values, speeds: speeds).map { (key, $0.row, $0.value, $0.speed) }
        }
    }

    /// A transform's rows: the parts its animations move (`transform.rotation.z`), each read from the transform shown as
    /// the frames read it, with its speed; once no animation moves it, the same parts of the model, still.
    @MainActor
    private func transformRows(
        of key: String, at place: Place, in block: ValueSlot, moved: Bool, kernel: FrameKernel, now: Double
    ) -> [(key: String, row: String, value: Double, speed: Double)] {
        if moved { kernel.composeTransform(of: block, at: Int(place.offset)) }
        let base = UnsafeMutableRawPointer(block.pointer) + (moved ? Self.presentationOffset : Self.modelOffset)
        let shown = CATransform3D(numbers: base.assumingMemoryBound(to: Double.self) + Int(place.offset))
        let speeds = moved ? kernel.transformPartSpeeds(of: block, at: Int(place.offset), now: now) : []
        var parts = transformParts[key] ?? []
        for (path, _) in speeds where !parts.contains(path) { parts.append(path) }
        transformParts[key] = parts
        return parts.compactMap { path in
            guard let part = TransformKeyPath(path), case .number(let value) = part.value(in: shown) else { return nil }
            return ("\(key).\(path)", "\(key).\(path)", Double(value), speeds.first { $0.path == path }?.speed ?? 0)
        }
    }

    /// A key's numbers as rows: one for a number, its parts for a point, size, rectangle or colour.
    private static func rows(of key: String, kind: LayerSlotKind, values: [Double], speeds: [Double]) -> [(
        row: String, value: Double, speed: Double
    )] {
        let parts: [String]
        switch kind {
        case .number: return [(key, values[0], speeds[0])]
        case .point: parts = ["x", "y"]
        case .size: parts = ["width", "height"]
        case .rect: parts = ["x", "y", "width", "height"]
        case .transform: return []
        case .color:
            // Premultiplied in the blend: a straight channel is c / a, its speed (c′ − channel × a′) / a.
            let opacity = values[3], opacitySpeed = speeds[3]
            let channels = zip(["red", "green", "blue"], 0..<3).map { name, index -> (row: String, value: Double, speed: Double) in
                let straight = opacity > 0 ? values[index] / opacity : 0
                return ("\(key).\(name)", straight, opacity > 0 ? (speeds[index] - straight * opacitySpeed) / opacity : 0)
            }
            return channels + [("\(key).opacity", opacity, opacitySpeed)]
        }
        return parts.enumerated().map { ("\(key).\($0.element)", values[$0.offset], speeds[$0.offset]) }
    }

    /// Every block's numbers now, to put back with ``restore(_:)``.
    func save() -> [ValueSlot.Saved] { blocks.map { $0.save() } }

    /// Puts back the numbers `saved` held (blocks made since keep theirs).
    func restore(_ saved: [ValueSlot.Saved]) {
        for (block, numbers) in zip(blocks, saved) { block.restore(numbers) }
    }

    /// Packs `value` as the model at `place`; returns whether a number changed.
    @discardableResult
    private func write(_ value: LayerValue, at place: Place) -> Bool {
        let numbers: [Double]
        if case .transform(let transform) = value {
            numbers = transform.entries.map(Double.init)
        } else {
            let (lanes, _) = LayerSlotKind.lanes(of: value)
            numbers = (0..<Int(place.count)).map { lanes[$0] }
        }
        let pointer = blocks[place.block].pointer
        var changed = false
        for (index, number) in numbers.enumerated() {
            let packed = Int(place.offset) + index
            changed = changed || pointer.pointee.model[packed].bitPattern != number.bitPattern
            pointer.pointee.model[packed] = number
        }
        return changed
    }
}
