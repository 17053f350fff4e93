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

    /// The system colours, each with its light and dark appearance (iOS 13+ values): UIKit's `.systemBlue`.
    public static let systemBlue = Color(lightHex: 0x007AFF, darkHex: 0x0A84FF)
    /// UIKit's `.systemGreen`.
    public static let systemGreen = Color(lightHex: 0x34C759, darkHex: 0x30D158)
    /// UIKit's `.systemIndigo`.
    public static let systemIndigo = Color(lightHex: 0x5856D6, darkHex: 0x5E5CE6)
    /// UIKit's `.systemOrange`.
    public static let systemOrange = Color(lightHex: 0xFF9500, darkHex: 0xFF9F0A)
    /// UIKit's `.systemPink`.
    public static let systemPink = Color(lightHex: 0xFF2D55, darkHex: 0xFF375F)
    /// UIKit's `.systemPurple`.
    public static let systemPurple = Color(lightHex: 0xAF52DE, darkHex: 0xBF5AF2)
    /// UIKit's `.systemRed`.
    public static let systemRed = Color(lightHex: 0xFF3B30, darkHex: 0xFF453A)
    /// UIKit's `.systemTeal`.
    public static let systemTeal = Color(lightHex: 0x5AC8FA, darkHex: 0x64D2FF)
    /// UIKit's `.systemYellow`.
    public static let systemYellow = Color(lightHex: 0xFFCC00, darkHex: 0xFFD60A)
    /// UIKit's `.systemGray`.
    public static let systemGray = Color(lightHex: 0x8E8E93, darkHex: 0x8E8E93)
    /// UIKit's `.systemBackground`: white, black in the dark appearance.
    public static let systemBackground = Color(light: .white, dark: .black)
    /// UIKit's `.label`: black, white in the dark appearance.
    public static let label = Color(light: .black, dark: .white)

    /// UIKit's `.systemMint`.
    public static let systemMint = Color(lightHex: 0x00C7BE, darkHex: 0x63E6E2)

    /// UIKit's `.systemCyan`.
    public static let systemCyan = Color(lightHex: 0x32ADE6, darkHex: 0x64D2FF)

    /// UIKit's `.systemBrown`.
    public static let systemBrown = Color(lightHex: 0xA2845E, darkHex: 0xAC8E68)

    /// UIKit's `.systemGray2`.
    public static let systemGray2 = Color(lightHex: 0xAEAEB2, darkHex: 0x636366)

    /// UIKit's `.systemGray3`.
    public static let systemGray3 = Color(lightHex: 0xC7C7CC, darkHex: 0x48484A)

    /// UIKit's `.systemGray4`.
    public static let systemGray4 = Color(lightHex: 0xD1D1D6, darkHex: 0x3A3A3C)

    /// UIKit's `.systemGray5`.
    public static let systemGray5 = Color(lightHex: 0xE5E5EA, darkHex: 0x2C2C2E)

    /// UIKit's `.systemGray6`.
    public static let systemGray6 = Color(lightHex: 0xF2F2F7, darkHex: 0x1C1C1E)
}
