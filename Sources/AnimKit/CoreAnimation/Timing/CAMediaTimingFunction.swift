import Foundation

/// The names of Core Animation's built-in timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pace: (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve implicit animations use: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's: named or from two control points.
public final class CAMediaTimingFunction: Equatable, Sendable {
    /// The curve.
    let curve: CubicBezier
    /// Where the code gave the control points (``CallSite``), for `animview play`'s curve editor; `nil` for a named
    /// curve.
    package let madeAt: CallSite?

    /// One of the built-in curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// The curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1); the x values are clamped to 0…1. `file`, `line` and
    /// `column` are where the code gave them, left to their defaults.
    public init(
        controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        curve = CubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        madeAt = CallSite.inCode(file: file, line: line, column: column)
    }

    /// Control point `index` (0 and 3 are the ends) written into `values` as x, y; an index outside 0…3 writes nothing.
    public func getControlPoint(_ index: Int, values: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, curve.controlPoint1, curve.controlPoint2, CGPoint(x: 1, y: 1)]
        guard points.indices.contains(index) else { return }
        values[0] = Float(points[index].x)
        values[1] = Float(points[index].y)
    }

    /// The curve's name when it is one of the built-in curves, else its control points.
    var curveName: String {
        let named: [(CAMediaTimingFunctionName, CAMediaTimingFunction)] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default].map {
            ($0, CAMediaTimingFunction(name: $0))
        }
        if let match = named.first(where: { $0.1 == self }) { return match.0.rawValue }
        let (a, b) = (curve.controlPoint1, curve.controlPoint2)
        return String(format: "(%.3g, %.3g, %.3g, %.3g)", Double(a.x), Double(a.y), Double(b.x), Double(b.y))
    }

    /// The curve's progress at time fraction `x`.
    func progress(at x: Double) -> Double { curve.isLinear ? x : curve.progress(atFraction: x) }

    /// Whether two functions have the same control points.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool { lhs.curve == rhs.curve }
}
