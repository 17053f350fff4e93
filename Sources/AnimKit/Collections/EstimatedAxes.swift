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
