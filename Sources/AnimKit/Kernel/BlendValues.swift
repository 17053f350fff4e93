/// A view's values in blend space, kept in memory of their own.
///
/// The engine's frame loop writes presentations through a pointer to this,
/// straight from its table of tracks, without touching the view object (and
/// without the exclusivity checks a class property would cost on every write).
struct BlendValues {
    // The stamp comes first: a frame reads it for every track, so it shares the model's first cache line.

    /// The blend that last wrote ``presentation`` (stamps are unique across engines; 0 is none).
    var stamp = 0
    /// The properties that blend reset to the model and moved: exactly those with a track in flight.
    var blendedBits: UInt8 = 0
    /// The model, packed; kept in step with the view's typed model.
    var model: PackedValues
    /// The model plus what every animation in flight still has to travel, for the properties in ``blendedBits``.
    var presentation: PackedValues

    init(model: PackedValues) {
        self.model = model
        presentation = model
    }
}
