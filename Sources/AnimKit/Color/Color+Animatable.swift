import Foundation

/// A colour in the form it blends in: premultiplied, gamma-encoded sRGB.
///
/// Gamma-encoded sRGB is what Core Animation interpolates, so an opaque red→blue
/// animation passes through the same purple as on iOS. Premultiplying by alpha
/// keeps a fade from `.clear` (transparent *black*) to a colour free of the dark
/// fringe that blending straight components would give halfway.
public struct PremultipliedColor: VectorArithmetic, Sendable {
    /// Red times alpha.
    public var red: Double
    /// Green times alpha.
    public var green: Double
    /// Blue times alpha.
    public var blue: Double
    /// Alpha.
    public var alpha: Double

    /// Creates a premultiplied colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public static var zero: PremultipliedColor { PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0) }

    public static func + (lhs: PremultipliedColor, rhs: PremultipliedColor) -> PremultipliedColor {
        PremultipliedColor(red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }

    public static func - (lhs: PremultipliedColor, rhs: PremultipliedColor) -> PremultipliedColor {
        PremultipliedColor(red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }

    public mutating func scale(by factor: Double) {
        red *= factor
        green *= factor
        blue *= factor
        alpha *= factor
    }

    public var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }
}

extension Color: Animatable {
    /// The colour premultiplied; see ``PremultipliedColor`` for why.
    public var animatableData: PremultipliedColor {
        get {
            let a = Double(alpha)
            return PremultipliedColor(red: Double(red) * a, green: Double(green) * a, blue: Double(blue) * a, alpha: a)
        }
        set {
            let a = Swift.min(Swift.max(newValue.alpha, 0), 1)
            alpha = CGFloat(a)
            guard a > 0 else { return }
            red = CGFloat(Swift.min(Swift.max(newValue.red / a, 0), 1))
            green = CGFloat(Swift.min(Swift.max(newValue.green / a, 0), 1))
            blue = CGFloat(Swift.min(Swift.max(newValue.blue / a, 0), 1))
        }
    }
}
