/// A view's values in blend space, kept in memory of their own.
///
/// The engine's frame loop writes presentations through a pointer to this,
/// straight from its table of animations, without touching the view object (and
/// without the exclusivity checks a class property would cost on every write).
struct BlendValues {
    /// The model, packed; kept in step with the view's typed model.
    var model: PackedValues
    /// The model plus what every animation in flight still has to travel.
    var presentation: PackedValues
    /// For each property, the frame its presentation was last reset to the model for (see ``BlendTable``).
    var stamps = InlineArray<6, Int>(repeating: 0)
    /// Changes whenever ``presentation`` does, so the view knows when its typed copy is stale.
    var revision: Int = 0

    init(model: PackedValues) {
        self.model = model
        presentation = model
    }
}
