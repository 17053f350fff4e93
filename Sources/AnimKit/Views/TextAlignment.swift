import Foundation

/// How a label lines up its text (UIKit's `NSTextAlignment`).
public enum TextAlignment: Int, Sendable {
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
    /// Stretched across the line, its spaces widened, but for a paragraph's last line, which is set as `.natural`.
    case justified
    /// As the script reads: against the left edge here, where text runs left to right.
    case natural

    /// Where a line that is not stretched starts: the left, the centre or the right.
    package var lineStart: TextAlignment {
        switch self {
        case .left, .justified, .natural: .left
        case .center: .center
        case .right: .right
        }
    }
}

/// UIKit's name for text alignment.
public typealias NSTextAlignment = TextAlignment

/// Where text shrunk to fit its width sits against where it would have (UIKit's `UIBaselineAdjustment`).
public enum BaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}

/// UIKit's name for a baseline adjustment.
public typealias UIBaselineAdjustment = BaselineAdjustment
