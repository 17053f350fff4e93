import Foundation

/// A font by family name and point size (also spelled `UIFont`).
///
/// AnimKit only describes the font; the backend that draws text finds the file.
public struct Font: Equatable, Hashable, Sendable {
    /// The family name; `nil` for the system font.
    public var familyName: String?
    /// The size in points.
    public var pointSize: CGFloat
    /// Whether to use the bold face.
    public var isBold: Bool

    /// Creates a font description.
    public init(name familyName: String?, size pointSize: CGFloat, bold isBold: Bool = false) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.isBold = isBold
    }

    /// The system font at `size` points.
    public static func systemFont(ofSize size: CGFloat) -> Font { Font(name: nil, size: size) }

    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(name: nil, size: size, bold: true) }
}

/// UIKit's name for a font.
public typealias UIFont = Font
