import Foundation

/// One step of a path, as Core Graphics lists them (`CGPathElementType`): arcs, rectangles and ovals are made of
/// these, cubic curves standing for the round parts, as Core Graphics makes them.
public enum PathElement: Equatable, Hashable, Sendable {
    /// Starts a new subpath at the point.
    case moveToPoint(CGPoint)
    /// A straight line to the point.
    case addLineToPoint(CGPoint)
    /// A quadratic Bézier curve through `control` to `end`.
    case addQuadCurveToPoint(control: CGPoint, end: CGPoint)
    /// A cubic Bézier curve through two control points to `end`.
    case addCurveToPoint(control1: CGPoint, control2: CGPoint, end: CGPoint)
    /// A straight line back to the subpath's start, closing it.
    case closeSubpath

    /// The element's points, in order.
    package var points: [CGPoint] {
        switch self {
        case .moveToPoint(let point), .addLineToPoint(let point): [point]
        case .addQuadCurveToPoint(let control, let end): [control, end]
        case .addCurveToPoint(let control1, let control2, let end): [control1, control2, end]
        case .closeSubpath: []
        }
    }

    /// The same element with its points replaced, in order (as many as it has).
    package func withPoints(_ points: [CGPoint]) -> PathElement {
        switch self {
        case .moveToPoint: .moveToPoint(points[0])
        case .addLineToPoint: .addLineToPoint(points[0])
        case .addQuadCurveToPoint: .addQuadCurveToPoint(control: points[0], end: points[1])
        case .addCurveToPoint: .addCurveToPoint(control1: points[0], control2: points[1], end: points[2])
        case .closeSubpath: .closeSubpath
        }
    }

    /// The element with `transform` applied to its points.
    package func applying(_ transform: CGAffineTransform) -> PathElement {
        transform.isIdentity ? self : withPoints(points.map { $0.applying(transform) })
    }

    /// Whether the two elements are the same kind of step (so a path animation can move one into the other).
    func isSameKind(as other: PathElement) -> Bool {
        switch (self, other) {
        case (.moveToPoint, .moveToPoint), (.addLineToPoint, .addLineToPoint), (.addQuadCurveToPoint, .addQuadCurveToPoint),
            (.addCurveToPoint, .addCurveToPoint), (.closeSubpath, .closeSubpath):
            true
        default: false
        }
    }
}

/// How a stroke's open ends are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Square, at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// Square, half the line's width past the end point.
    case square
}

/// How a stroke turns a corner.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp point (cut off by the miter limit).
    case miter
    /// Rounded.
    case round
    /// Cut flat.
    case bevel
}

/// Which points are inside a path that crosses itself.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds around a point a non-zero number of times.
    case winding
    /// Inside where a ray from a point crosses the path an odd number of times.
    case evenOdd
}

/// The corners of a rectangle (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
public struct UIRectCorner: OptionSet, Sendable {
    /// The corners, one bit each.
    public let rawValue: UInt
    /// A rectangle corner set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
