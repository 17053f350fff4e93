/// A view's animatable values in blend space, side by side: centre (2), bounds (4),
/// transform parts (6), alpha (1), premultiplied colour (4), corner radius (1).
///
/// The engine adds each animation's remaining offset here every frame; the typed
/// ``ViewValues`` a reader sees are rebuilt from it only when read.
typealias PackedValues = InlineArray<18, Double>

/// What one animation still has to travel in one property, in blend space (up to six numbers).
typealias PackedOffset = InlineArray<6, Double>
