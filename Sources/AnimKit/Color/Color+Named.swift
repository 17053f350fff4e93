import Foundation

/// UIKit's named colours, with the component values UIKit gives them.
extension Color {
    /// UIKit's `.black`.
    public static let black = Color(white: 0)
    /// UIKit's `.darkGray`.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// UIKit's `.gray`.
    public static let gray = Color(white: 0.5)
    /// UIKit's `.lightGray`.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// UIKit's `.white`.
    public static let white = Color(white: 1)
    /// UIKit's `.clear`.
    public static let clear = Color(white: 0, alpha: 0)
    /// UIKit's `.red`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// UIKit's `.green`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// UIKit's `.blue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// UIKit's `.cyan`.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// UIKit's `.yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// UIKit's `.magenta`.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// UIKit's `.orange`.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// UIKit's `.purple`.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// UIKit's `.brown`.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// The light-appearance system colours (iOS 13+ values).
    public static let systemBlue = Color(hex: 0x007AFF)
    /// UIKit's `.systemGreen`.
    public static let systemGreen = Color(hex: 0x34C759)
    /// UIKit's `.systemIndigo`.
    public static let systemIndigo = Color(hex: 0x5856D6)
    /// UIKit's `.systemOrange`.
    public static let systemOrange = Color(hex: 0xFF9500)
    /// UIKit's `.systemPink`.
    public static let systemPink = Color(hex: 0xFF2D55)
    /// UIKit's `.systemPurple`.
    public static let systemPurple = Color(hex: 0xAF52DE)
    /// UIKit's `.systemRed`.
    public static let systemRed = Color(hex: 0xFF3B30)
    /// UIKit's `.systemTeal`.
    public static let systemTeal = Color(hex: 0x5AC8FA)
    /// UIKit's `.systemYellow`.
    public static let systemYellow = Color(hex: 0xFFCC00)
    /// UIKit's `.systemGray`.
    public static let systemGray = Color(hex: 0x8E8E93)
    /// UIKit's `.systemBackground`.
    public static let systemBackground = Color.white
    /// UIKit's `.label`.
    public static let label = Color.black

    /// UIKit's `.systemMint` (light appearance).
    public static let systemMint = Color(hex: 0x00C7BE)

    /// UIKit's `.systemCyan` (light appearance).
    public static let systemCyan = Color(hex: 0x32ADE6)

    /// UIKit's `.systemBrown` (light appearance).
    public static let systemBrown = Color(hex: 0xA2845E)

    /// UIKit's `.systemGray2` (light appearance).
    public static let systemGray2 = Color(hex: 0xAEAEB2)

    /// UIKit's `.systemGray3` (light appearance).
    public static let systemGray3 = Color(hex: 0xC7C7CC)

    /// UIKit's `.systemGray4` (light appearance).
    public static let systemGray4 = Color(hex: 0xD1D1D6)

    /// UIKit's `.systemGray5` (light appearance).
    public static let systemGray5 = Color(hex: 0xE5E5EA)

    /// UIKit's `.systemGray6` (light appearance).
    public static let systemGray6 = Color(hex: 0xF2F2F7)
}
