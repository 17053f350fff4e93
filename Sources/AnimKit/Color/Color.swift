import Foundation

/// An sRGB colour with alpha, spelled `UIColor` by UIKit code.
///
/// Components are gamma-encoded sRGB in 0…1, not premultiplied — the values a
/// designer types. How colours blend during an animation is decided once, in
/// `Color+Animatable.swift`.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1 (gamma-encoded sRGB).
    public var red: CGFloat
    /// Green, 0…1 (gamma-encoded sRGB).
    public var green: CGFloat
    /// Blue, 0…1 (gamma-encoded sRGB).
    public var blue: CGFloat
    /// Opacity, 0…1, not premultiplied.
    public var alpha: CGFloat
    /// The dark appearance of a dynamic colour (the components above are its light one); `nil` for a fixed colour.
    var darkAppearance: DarkAppearance?

    /// The components a dynamic colour has in the dark appearance.
    struct DarkAppearance: Hashable, Sendable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    /// Creates a colour from sRGB components; values outside 0…1 are clamped, as UIKit does.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a grey with the given brightness.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from `0xRRGGBB`, with a separate alpha.
    public init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255,
            green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// Creates a colour from `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` is optional); `nil` for anything else.
    public init?(hex text: String) {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(hex: (r * 17) << 16 | (g * 17) << 8 | (b * 17))
        case 6:
            self.init(hex: value)
        case 8:
            self.init(hex: value >> 8, alpha: CGFloat(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// The same colour with another alpha (a dynamic colour's, in both appearances).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        var color = Color(red: red, green: green, blue: blue, alpha: alpha)
        color.darkAppearance = darkAppearance.map { DarkAppearance(red: $0.red, green: $0.green, blue: $0.blue, alpha: color.alpha) }
        return color
    }

    /// The colour as `#RRGGBBAA`.
    public var description: String {
        func byte(_ value: CGFloat) -> String {
            guard value.isFinite else { return "??" }
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}

/// UIKit's name for a colour.
public typealias UIColor = Color
