import Foundation

/// The curve of a layer's rounded corners (Core Animation's `CALayerCornerCurve`): a quarter circle, or iOS 13's
/// continuous curve, which eases into the straight edges.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle of the corner radius (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as iOS draws app icons and most system cards: it begins further along each edge.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension Layer {
    /// How much further along each edge a corner of `curve` begins than its radius: 1 for a quarter circle, about
    /// 1.528665 for the continuous curve (the figure UIKit returns).
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
}
