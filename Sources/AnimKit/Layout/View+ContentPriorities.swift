import Foundation

/// How strongly a view keeps its intrinsic size: content hugging (against growing) and compression resistance
/// (against shrinking), on each axis.
extension View {
    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutRecord.hugging[axis.rawValue]
    }

    /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard layoutRecord.hugging[axis.rawValue] != priority else { return }
        layoutRecord.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutRecord.compressionResistance[axis.rawValue]
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard layoutRecord.compressionResistance[axis.rawValue] != priority else { return }
        layoutRecord.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }
}
