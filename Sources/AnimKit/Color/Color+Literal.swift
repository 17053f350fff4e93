import Foundation

/// The type `#colorLiteral(red:green:blue:alpha:)` makes, as UIKit declares it: colour literals compile unchanged.
public typealias _ColorLiteralType = Color

extension Color: _ExpressibleByColorLiteral {
    /// The colour a `#colorLiteral(red:green:blue:alpha:)` names (sRGB components, 0…1).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
