import Foundation

/// A font by family name and point size (also spelled `UIFont`).
///
/// AnimKit only describes the font; the backend that draws text finds the file.
public struct Font: Equatable, Hashable, Sendable {
    /// The family; `nil` for the system font.
    package var family: String?
    /// The size in points.
    public var pointSize: CGFloat
    /// Whether to use the bold face.
    public var isBold: Bool

    /// Creates a font description: `familyName` `nil` for the system font.
    public init(familyName: String?, size pointSize: CGFloat, bold isBold: Bool = false) {
        // The system font's own names (".SF UI Text", ".SFUI-Regular") name the system font.
        family = familyName.flatMap { $0.hasPrefix(".") ? nil : $0 }
        self.pointSize = pointSize
        self.isBold = isBold
    }

    /// The system font at `size` points.
    public static func systemFont(ofSize size: CGFloat) -> Font { Font(familyName: nil, size: size) }

    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(familyName: nil, size: size, bold: true) }

    /// UIKit's font weights; from semibold up the bold face is drawn, below it the regular one.
    public struct Weight: Comparable, Hashable, Sendable {
        /// UIKit's raw weight, −1 (ultra light) … 1 (black).
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// UIKit's `.ultraLight` weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's `.thin` weight.
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's `.light` weight.
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's `.regular` weight.
        public static let regular = Weight(rawValue: 0)
        /// UIKit's `.medium` weight.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's `.semibold` weight (drawn bold).
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's `.bold` weight (drawn bold).
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's `.heavy` weight (drawn bold).
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's `.black` weight (drawn bold).
        public static let black = Weight(rawValue: 0.62)
    }

    /// The system font at `size` and `weight` (bold from semibold up).
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(familyName: nil, size: size, bold: weight >= .semibold)
    }
}

/// UIKit's name for a font.
public typealias UIFont = Font
