import Foundation

/// An immutable path — lines and curves in subpaths — as Core Graphics' `CGPath`; ``CGMutablePath`` builds one.
///
/// Shape layers draw it; `path` animations move between two of the same shape.
public class CGPath: Equatable, CustomStringConvertible {
    /// The path's steps, in order.
    public internal(set) var elements: [PathElement] { didSet { measured = nil } }
    /// The path's subpaths and lengths, measured on first use (a stroke trimmed every frame measures once).
    private var measured: PathMeasure?

    /// The path measured: its subpaths and the arc length along each segment.
    var measure: PathMeasure {
        if let measured { return measured }
        let made = PathMeasure(elements)
        measured = made
        return made
    }

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangle (clockwise on screen from its top-left corner), with `transform` applied.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// The oval inscribed in `rect`, with `transform` applied.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// `rect` with its corners rounded by ellipses of the given radii, with `transform` applied.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the path ends now (where the next element starts); `.zero` when it is empty.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let point):
                (start, current) = (point, point)
            case .closeSubpath: current = start
            default: current = element.points.last ?? current
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included (Core Graphics' `boundingBox`).
    public var boundingBox: CGRect { Self.bounds(of: elements.flatMap(\.points)) }

    /// The smallest rectangle holding the path itself (curves' extremes, not their control points).
    public var boundingBoxOfPath: CGRect { Self.bounds(of: PathFlattening.polylines(elements, tolerance: 0.05).flatMap(\.points)) }

    /// Whether `point` is inside the path, filled by `rule` (open subpaths count as closed), after `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        PathFlattening.contains(point, in: elements.map { $0.applying(transform) }, rule: rule)
    }

    /// The path itself (immutable paths are shared).
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// The path with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let transform = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// A mutable copy to add to.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Whether two paths have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// How many elements the path has.
    public var description: String { "CGPath(\(elements.count) elements)" }

    package static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, maxX) = (Swift.min(minX, point.x), Swift.max(maxX, point.x))
            (minY, maxY) = (Swift.min(minY, point.y), Swift.max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
