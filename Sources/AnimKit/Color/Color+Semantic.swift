import Foundation

/// UIKit's semantic colours, each with its light and dark appearance (the values Apple's guidelines give).
extension Color {
    /// UIKit's `.secondarySystemBackground`.
    public static let secondarySystemBackground =
        Color(lightHex: 0xF2F2F7, darkHex: 0x1C1C1E)
    /// UIKit's `.tertiarySystemBackground`.
    public static let tertiarySystemBackground =
        Color(lightHex: 0xFFFFFF, darkHex: 0x2C2C2E)
    /// UIKit's `.systemGroupedBackground`: behind a grouped list.
    public static let systemGroupedBackground =
        Color(lightHex: 0xF2F2F7, darkHex: 0x000000)
    /// UIKit's `.secondarySystemGroupedBackground`: a grouped list's cells.
    public static let secondarySystemGroupedBackground =
        Color(lightHex: 0xFFFFFF, darkHex: 0x1C1C1E)
    /// UIKit's `.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground =
        Color(lightHex: 0xF2F2F7, darkHex: 0x2C2C2E)
    /// UIKit's `.secondaryLabel`: 60 % of a blue-tinted dark grey.
    public static let secondaryLabel =
        Color(
            light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
            dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
    /// UIKit's `.tertiaryLabel`.
    public static let tertiaryLabel =
        Color(
            light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
            dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3))
    /// UIKit's `.quaternaryLabel`.
    public static let quaternaryLabel =
        Color(
            light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
            dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16))
    /// UIKit's `.placeholderText`.
    public static let placeholderText =
        Color(
            light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
            dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3))
    /// UIKit's `.separator`: a thin line between rows, partly see-through.
    public static let separator =
        Color(
            light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
            dark: Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
    /// UIKit's `.opaqueSeparator`.
    public static let opaqueSeparator =
        Color(lightHex: 0xC6C6C8, darkHex: 0x38383A)
    /// UIKit's `.link`.
    public static let link =
        Color(lightHex: 0x007AFF, darkHex: 0x0984FF)
    /// UIKit's `.systemFill`: thin grey for small shapes.
    public static let systemFill =
        Color(
            light: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
            dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36))
    /// UIKit's `.secondarySystemFill`.
    public static let secondarySystemFill =
        Color(
            light: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16),
            dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32))
    /// UIKit's `.tertiarySystemFill`.
    public static let tertiarySystemFill =
        Color(
            light: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
            dark: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
    /// UIKit's `.quaternarySystemFill`.
    public static let quaternarySystemFill =
        Color(
            light: Color(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08),
            dark: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.18))
    /// UIKit's `.darkText`.
    public static let darkText = Color.black
    /// UIKit's `.lightText`: white at 60 %.
    public static let lightText = Color(white: 1, alpha: 0.6)
}
