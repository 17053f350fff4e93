import Foundation

/// How a view's model values are written: by code (an animation inside a block), or by the engine (without one).
extension View {
    /// Whether an animation that ignores touches moves this view now.
    var isMovedByNonInteractiveAnimation: Bool {
        animatingEngine?.kernel.blocksInteraction(values) ?? false
    }

    /// Sets a property's model value; inside an animation block the change becomes an animation.
    ///
    /// A write that leaves the value as it was creates no animation, as in UIKit.
    func update<Property: AnimatableProperty>(_ property: Property.Type, to newValue: Property.Value) {
        let oldValue = Property.value(in: model)
        guard oldValue != newValue, accepts(Property.self, newValue) else { return }
        let oldData = values.modelData(Property.self)
        setModel(Property.self, to: newValue)
        AnimationRecorder.current?.record(PropertyTrack(Property.self, view: self, from: oldValue, fromData: oldData, to: newValue))
    }

    /// Sets a model value without recording an animation, for the engine's own writes (stop, finish at start).
    func setModel<Property: AnimatableProperty>(_ property: Property.Type, to newValue: Property.Value) {
        Property.set(newValue, in: &model)
        values.setModel(Property.self, to: newValue)
        modelDidChange()
    }

    /// Sets a model value from blend-space numbers, keeping those numbers exactly (stopping one of several animations of a property).
    ///
    /// The typed model is rebuilt from them and may differ (a colour's channels are
    /// clamped to 0…1, a transform is recomposed); the packed model does not, so the
    /// animations still in flight keep adding to the same base and nothing jumps.
    func setModel<Property: AnimatableProperty>(_ property: Property.Type, blendData: Property.Value.AnimatableData) {
        var value = Property.value(in: model)
        value.animatableData = blendData
        Property.set(value, in: &model)
        values.setModel(Property.self, blendData: blendData)
        modelDidChange()
    }

    /// The presentation adds to the model: rebuild it on the next read.
    func modelDidChange() {
        cachedStamp = 0
        animatingEngine?.kernel.invalidate()
    }
}

extension View {
    /// The presentation now: the model when nothing is in flight, else the kernel's blend, typed once per frame.
    func currentPresentation() -> ViewValues {
        guard let kernel = animatingEngine?.kernel, kernel.animatedBits(of: values) != 0 else { return model }
        let stamp = values.stamp
        if stamp == cachedStamp { return cachedPresentation }
        let presentation = values.presentation(over: model)
        cachedPresentation = presentation
        cachedStamp = stamp
        return presentation
    }
}
