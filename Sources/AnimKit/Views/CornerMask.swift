import Foundation

/// Which corners of a layer its corner radius rounds (also spelled `CACornerMask`), named by the corner's edges in
/// the layer's own coordinates, where y grows downwards: `layerMinXMinYCorner` is the top left.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The corner bits (Core Animation's values).
    public let rawValue: UInt
    /// Corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    /// All four, the default.
    public static let allCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// Core Animation's name for a set of corners.
public typealias CACornerMask = CornerMask
