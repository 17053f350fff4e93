import Foundation

/// A view's blend-space values — model and presentation side by side, in the kernel's memory — held by the view as an
/// opaque slot.
///
/// The frame loop writes presentations through the pointer inside, straight from
/// the track table; the view reads and writes its model only through these
/// methods. The pointer never leaves this folder.
struct ValueSlot: Equatable, @unchecked Sendable {
    /// The values' place in ``BlendValuesPool``: read and written on the main actor, handed back from any thread.
    let pointer: UnsafeMutablePointer<BlendValues>

    /// A place holding `model`, packed.
    init(model: ViewValues) {
        pointer = BlendValuesPool.shared.allocate(BlendValues(model: ViewProperty.pack(model)))
    }

    /// A place holding `packed` as the model (a layer's block of other keys, ``LayerKeyValues``).
    init(packed: PackedValues) {
        pointer = BlendValuesPool.shared.allocate(BlendValues(model: packed))
    }

    /// Gives the place back (the view is gone).
    func free() { BlendValuesPool.shared.free(pointer) }

    /// The model of `Property` in blend space: exactly what a stop wrote, which the typed model may round.
    func modelData<Property: AnimatableProperty>(_ property: Property.Type) -> Property.Value.AnimatableData {
        Property.data(in: pointer.pointee.model)
    }

    /// Packs a new model value of `Property`.
    func setModel<Property: AnimatableProperty>(_ property: Property.Type, to value: Property.Value) {
        Property.pack(value, into: &pointer.pointee.model)
    }

    /// Packs every value of `model`.
    func setModel(all model: ViewValues) { pointer.pointee.model = ViewProperty.pack(model) }

    /// Sets the model of `Property` to blend-space numbers, kept exactly.
    func setModel<Property: AnimatableProperty>(_ property: Property.Type, blendData: Property.Value.AnimatableData) {
        let start = Property.packedOffset
        for index in 0..<Property.packedCount { pointer.pointee.model[start + index] = blendData[component: index] }
    }

    /// `model` with the properties the last blend moved rebuilt from the presentation.
    func presentation(over model: ViewValues) -> ViewValues {
        var values = model
        ViewProperty.unpack(pointer.pointee.presentation, animating: pointer.pointee.blendedBits, into: &values)
        return values
    }

    /// The blend that last wrote the presentation (0 for none): the view's cache of its typed presentation is keyed on it.
    var stamp: Int { pointer.pointee.stamp }

    /// Whether the blend `stamp` moved these values.
    func wasBlended(inStamp stamp: Int) -> Bool { pointer.pointee.stamp == stamp }

    /// The properties the last blend that wrote these values moved.
    var blendedBits: UInt8 { pointer.pointee.blendedBits }

    /// Whether a run that ignores touches has a track on these values in `tracks`.
    @MainActor
    func blocksInteraction(in tracks: TrackTable) -> Bool { tracks.blocksInteraction(pointer) }

    /// The model, and the presentation when `animating`, as the packed numbers the engine blends, into `hasher`.
    func combine(into hasher: inout Hasher, animating: Bool) {
        let values = pointer.pointee
        for index in values.model.indices { hasher.combine(values.model[index].bitPattern) }
        guard animating else { return }
        hasher.combine(values.blendedBits)
        for index in values.presentation.indices { hasher.combine(values.presentation[index].bitPattern) }
    }

    /// The model in blend space, by packed place.
    var blendSpaceModel: [Double] {
        let model = pointer.pointee.model
        return (0..<model.count).map { model[$0] }
    }

    /// The presentation in blend space for the properties in `bits`, the model for the rest.
    func blendSpacePresentation(animating bits: UInt8) -> [Double] {
        var numbers = blendSpaceModel
        let values = pointer.pointee
        for (place, bit) in ViewProperty.allPlaces where bits & bit != 0 { numbers[place] = values.presentation[place] }
        return numbers
    }

    /// Typed values from blend-space numbers (by packed place) for the properties in `bits`, `model` for the rest.
    func values(fromBlendSpace numbers: [Double], animating bits: UInt8, over model: ViewValues) -> ViewValues {
        var packed = pointer.pointee.model
        for (place, number) in numbers.enumerated() { packed[place] = number }
        var values = model
        ViewProperty.unpack(packed, animating: bits, into: &values)
        return values
    }

    /// Everything the slot holds, as one value a checkpoint keeps.
    struct Saved {
        fileprivate let values: BlendValues
    }

    /// The values now, to put back with ``restore(_:)``.
    func save() -> Saved { Saved(values: pointer.pointee) }

    func restore(_ saved: Saved) { pointer.pointee = saved.values }
}
