import Foundation

/// UIKit's semantic colours, as the light appearance shows them (AnimKit has no dark mode).
extension Color {
    /// UIKit's `.secondarySystemBackground`.
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
    /// UIKit's `.tertiarySystemBackground`.
    public static let tertiarySystemBackground = Color.white
    /// UIKit's `.systemGroupedBackground`: behind a grouped list.
    public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
    /// UIKit's `.secondarySystemGroupedBackground`: a grouped list's cells.
    public static let secondarySystemGroupedBackground = Color.white
    /// UIKit's `.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = Color(hex: 0xF2F2F7)
    /// UIKit's `.secondaryLabel`: 60 % of a blue-tinted dark grey.
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// UIKit's `.tertiaryLabel`.
    public static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// UIKit's `.quaternaryLabel`.
    public static let quaternaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    /// UIKit's `.placeholderText`.
    public static let placeholderText = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// UIKit's `.separator`: a thin line between rows, partly see-through.
    public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// UIKit's `.opaqueSeparator`.
    public static let opaqueSeparator = Color(hex: 0xC6C6C8)
    /// UIKit's `.link`.
    public static let link = Color(hex: 0x007AFF)
    /// UIKit's `.systemFill`: thin grey for small shapes.
    public static let systemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// UIKit's `.secondarySystemFill`.
    public static let secondarySystemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    /// UIKit's `.tertiarySystemFill`.
    public static let tertiarySystemFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// UIKit's `.quaternarySystemFill`.
    public static let quaternarySystemFill = Color(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
    /// UIKit's `.darkText`.
    public static let darkText = Color.black
    /// UIKit's `.lightText`: white at 60 %.
    public static let lightText = Color(white: 1, alpha: 0.6)
}
