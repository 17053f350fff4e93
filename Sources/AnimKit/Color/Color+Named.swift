import Foundation

/// UIKit's named colours, with the component values UIKit gives them.
extension Color {
    public static let black = Color(white: 0)
    public static let darkGray = Color(white: 1.0 / 3.0)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 2.0 / 3.0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// The light-appearance system colours (iOS 13+ values).
    public static let systemBlue = Color(hex: 0x007AFF)
    public static let systemGreen = Color(hex: 0x34C759)
    public static let systemIndigo = Color(hex: 0x5856D6)
    public static let systemOrange = Color(hex: 0xFF9500)
    public static let systemPink = Color(hex: 0xFF2D55)
    public static let systemPurple = Color(hex: 0xAF52DE)
    public static let systemRed = Color(hex: 0xFF3B30)
    public static let systemTeal = Color(hex: 0x5AC8FA)
    public static let systemYellow = Color(hex: 0xFFCC00)
    public static let systemGray = Color(hex: 0x8E8E93)
    public static let systemBackground = Color.white
    public static let label = Color.black
}
