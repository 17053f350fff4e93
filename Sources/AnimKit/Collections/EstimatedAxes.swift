import Foundation

/// Which of an item's dimensions a layout only estimated, to be measured from its cell when it shows: a flow
/// layout's `estimatedItemSize` estimates both, a compositional layout's `.estimated` dimensions each their own.
struct EstimatedAxes: OptionSet, Hashable {
    let rawValue: UInt8

    /// The width is an estimate.
    static let width = EstimatedAxes(rawValue: 1)
    /// The height is an estimate.
    static let height = EstimatedAxes(rawValue: 2)
}

extension CollectionViewLayoutAttributes {
    /// Whether a self-sizing item's fixed dimension — the one the layout did not estimate, which its cell is measured
    /// at — differs from `earlier`'s: its measured size is then out of date.
    func fixedSizeDiffers(from earlier: CollectionViewLayoutAttributes) -> Bool {
        guard !estimatedAxes.isEmpty else { return false }
        return (!estimatedAxes.contains(.width) && abs(size.width - earlier.size.width) > 0.5)
            || (!estimatedAxes.contains(.height) && abs(size.height - earlier.size.height) > 0.5)
    }
}
