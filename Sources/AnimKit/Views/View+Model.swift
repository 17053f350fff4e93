import Foundation

/// How a view's model values are written: by code (an animation inside a block), or by the engine (without one). The
/// values are its layer's (see ``Layer/model``).
extension View {
    /// What the code set: the layer's model.
    package internal(set) var model: ViewValues {
        get { backingLayer.modelValues }
        set { backingLayer.modelValues = newValue }
    }

    /// The model and presentation in blend space: the layer's slot.
    var values: ValueSlot { backingLayer.values }

    /// The engine whose kernel last put an animation of this view in flight: it writes the presentation.
    var animatingEngine: AnimationEngine? {
        get { backingLayer.animatingEngine }
        set { backingLayer.animatingEngine = newValue }
    }

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

    /// Sets a model value without recording an animation (see ``Layer/setModel(_:to:)``).
    func setModel<Property: AnimatableProperty>(_ property: Property.Type, to newValue: Property.Value) {
        backingLayer.setModel(Property.self, to: newValue)
    }

    /// Sets a model value from blend-space numbers, kept exactly (see ``Layer/setModel(_:blendData:)``).
    func setModel<Property: AnimatableProperty>(_ property: Property.Type, blendData: Property.Value.AnimatableData) {
        backingLayer.setModel(Property.self, blendData: blendData)
    }

    /// The presentation adds to the model: rebuild it on the next read.
    func modelDidChange() { backingLayer.modelDidChange() }

    /// The presentation now: the model when nothing is in flight, else the kernel's blend, typed once per frame.
    func currentPresentation() -> ViewValues { backingLayer.currentPresentation() }
}
