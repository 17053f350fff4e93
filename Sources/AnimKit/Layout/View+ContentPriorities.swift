import Foundation

/// How strongly a view keeps its intrinsic size: content hugging (against growing) and compression resistance
/// (against shrinking), on each axis — 250 and 750 by default, kept in the view's layout record.
extension View {
    /// What ``View/setContentHuggingPriority(_:for:)`` does: keeps `priority` for `axis`, and Auto Layout reads it again.
    func setHugging(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard layoutRecord.hugging[axis.rawValue] != priority else { return }
        layoutRecord.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// What ``View/setContentCompressionResistancePriority(_:for:)`` does: keeps `priority` for `axis`, and Auto Layout
    /// reads it again.
    func setCompressionResistance(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard layoutRecord.compressionResistance[axis.rawValue] != priority else { return }
        layoutRecord.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }
}
