import Foundation

/// UIKit's four named timing curves, with UIKit's raw values.
public enum AnimationCurve: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// Slow at both ends; UIKit's default for most animations.
    case easeInOut = 0
    /// Starts slowly.
    case easeIn = 1
    /// Ends slowly.
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The Bézier curve Core Animation uses for this name (`kCAMediaTimingFunction…`).
    public var bezier: CubicBezier {
        switch self {
        case .easeInOut: CubicBezier(0.42, 0, 0.58, 1)
        case .easeIn: CubicBezier(0.42, 0, 1, 1)
        case .easeOut: CubicBezier(0, 0, 0.58, 1)
        case .linear: CubicBezier(0, 0, 1, 1)
        }
    }

    public var description: String {
        switch self {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        }
    }
}

extension CubicBezier {
    /// Core Animation's `kCAMediaTimingFunctionDefault`, the curve of `CubicTimingParameters()`.
    public static let systemDefault = CubicBezier(0.25, 0.1, 0.25, 1)
}
