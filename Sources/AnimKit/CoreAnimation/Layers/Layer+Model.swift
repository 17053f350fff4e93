import Foundation

/// How a layer's model values are written — by a view's property (which may record an animation), by Core Animation's
/// setters, by the engine — and how its presentation is read: the slot in the kernel's memory and the typed model are
/// kept in step here.
extension Layer {
    /// The model and presentation in blend space, in the frame kernel's memory (see ``ValueSlot``): made from the model
    /// on first use (a layer of its own that nothing animates in blend space, or a presentation copy, never needs one).
    var values: ValueSlot {
        if let madeValues { return madeValues }
        let slot = ValueSlot(model: modelValues)
        madeValues = slot
        return slot
    }

    /// The numbers of the layer's other keys that Core Animation's animations move in the track table (see
    /// ``LayerKeyValues``): made when the first is added.
    var keyValues: LayerKeyValues {
        if let madeKeyValues { return madeKeyValues }
        let made = LayerKeyValues()
        madeKeyValues = made
        return made
    }

    /// The layer's own value of `key` (of any key, when `nil`) changed: the kernel's numbers of it follow, for the first
    /// animation of the key to start from.
    func ownValuesChanged(_ key: String? = nil) {
        if let madeKeyValues, madeKeyValues.refresh(key, of: self) { animatingEngine?.kernel.invalidate() }
    }

    /// Sets a model value without recording an animation, for the engine's own writes (stop, finish at start) and a
    /// layer of its own.
    func setModel<Property: AnimatableProperty>(_ property: Property.Type, to newValue: Property.Value) {
        Property.set(newValue, in: &modelValues)
        madeValues?.setModel(Property.self, to: newValue)
        modelDidChange()
    }

    /// Sets a model value from blend-space numbers, keeping those numbers exactly (stopping one of several animations of a property).
    ///
    /// The typed model is rebuilt from them and may differ (a colour's channels are
    /// clamped to 0…1, a transform is recomposed); the packed model does not, so the
    /// animations still in flight keep adding to the same base and nothing jumps.
    func setModel<Property: AnimatableProperty>(_ property: Property.Type, blendData: Property.Value.AnimatableData) {
        var value = Property.value(in: modelValues)
        value.animatableData = blendData
        Property.set(value, in: &modelValues)
        values.setModel(Property.self, blendData: blendData)
        modelDidChange()
    }

    /// Sets `property`, Core Animation's `key`: through the view for a view's layer (which records it in an animation
    /// block, as the view's own setter does), on the model for a layer of its own.
    func setThroughView<Property: AnimatableProperty>(
        _ key: String, _ old: LayerValue, _ viewPath: ReferenceWritableKeyPath<View, Property.Value>, _ property: Property.Type,
        to newValue: Property.Value
    ) {
        setGeometry(key, old) { layer in
            if let view = layer.view { view[keyPath: viewPath] = newValue } else { layer.setModel(property, to: newValue) }
        }
    }

    /// Moves the anchor point, keeping the position: the bounds slide under it, as Core Animation's do.
    func setAnchorPoint(_ anchorPoint: CGPoint) {
        modelValues.anchorPoint = anchorPoint
        modelDidChange()
    }

    /// Makes `newModel` the model, every value of it (a copy made of another layer's model).
    func replaceModel(with newModel: ViewValues) {
        modelValues = newModel
        madeValues?.setModel(all: newModel)
        modelDidChange()
    }

    /// The presentation adds to the model: rebuild it on the next read.
    func modelDidChange() {
        cachedStamp = 0
        animatingEngine?.kernel.invalidate()
    }

    /// The presentation now: the model when nothing is in flight, else the kernel's blend, typed once per frame.
    func currentPresentation() -> ViewValues {
        guard let values = madeValues, let kernel = animatingEngine?.kernel, kernel.animatedBits(of: values) != 0 else {
            return modelValues
        }
        let stamp = values.stamp
        if stamp == cachedStamp { return cachedPresentation }
        let presentation = values.presentation(over: modelValues)
        cachedPresentation = presentation
        cachedStamp = stamp
        return presentation
    }
}
