import Foundation

/// UIKit's path: a ``CGPath`` to build, with the stroke's look (`lineWidth`, caps, joins, dashes) kept beside it,
/// and `fill()`/`stroke()` to draw it into the current context inside `draw(_:)`.
///
/// `clockwise` here is as seen on the screen (growing angles on a y-down canvas), the opposite of Core Graphics'
/// flag. Rounded rectangles have circular corners (UIKit's own, since iOS 7, are a slightly smoother curve).
@preconcurrency @MainActor
open class UIBezierPath {
    private let path: CGMutablePath

    /// The path as Core Graphics' type (a copy; setting it replaces the path).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path.elements = newValue.elements }
    }

    /// The stroke's width; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How open ends are drawn; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are drawn; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// How far a miter may reach, in line widths; 10 by default.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` and `contains(_:)` use the even-odd rule rather than non-zero winding.
    open var usesEvenOddFillRule = false
    /// The dash lengths and phase `setLineDash` set; empty for a solid line.
    private(set) var dash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public init() { path = CGMutablePath() }

    /// A path made of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.elements = cgPath.elements
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The oval inscribed in `rect`, starting at its right-hand middle, clockwise.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// `rect` with all four corners rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// `rect` with the chosen corners rounded by ellipses of `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = Swift.min(Swift.max(cornerRadii.width, 0), r.width / 2), ry = Swift.min(Swift.max(cornerRadii.height, 0), r.height / 2)
        let plan: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2),
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        path.move(to: CGPoint(x: corners.contains(.topLeft) ? r.minX + rx : r.minX, y: r.minY))
        for (corner, point, center, start) in plan {
            guard corners.contains(corner), rx > 0, ry > 0 else {
                path.addLine(to: point)
                continue
            }
            let ellipse = CGAffineTransform(scaleX: rx, y: ry).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            path.addRelativeArc(center: .zero, radius: 1, startAngle: start, delta: .pi / 2, transform: ellipse)
        }
        path.closeSubpath()
    }

    /// An arc of the circle about `center`; `clockwise` as seen on the screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding the path's points, control points included.
    open var bounds: CGRect { path.boundingBox }
    /// Where the path ends now.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// An arc of the circle about `center` (a line joins it to the current point); `clockwise` as seen on the screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path.elements.removeAll() }
    /// Appends `other`'s elements.
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }
    /// Applies `transform` to every point.
    open func apply(_ transform: CGAffineTransform) { path.elements = path.elements.map { $0.applying(transform) } }
    /// Whether `point` is inside the path, by its fill rule.
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    /// The path drawn the other way round: the same subpaths, last first, each from its end to its start.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        for subpath in Subpath.of(path.elements).reversed() {
            let segments = subpath.segments.reversed().map { PathSegment(points: $0.points.reversed()) }
            reversed.move(to: segments.first?.points[0] ?? subpath.start)
            for segment in segments {
                let p = segment.points
                switch p.count {
                case 2: reversed.addLine(to: p[1])
                case 3: reversed.addQuadCurve(to: p[2], controlPoint: p[1])
                default: reversed.addCurve(to: p[3], controlPoint1: p[1], controlPoint2: p[2])
                }
            }
            if subpath.isClosed { reversed.close() }
        }
        return reversed
    }

    /// Sets the dash pattern: the first `count` lengths of `pattern` (on, off, …), starting `phase` points in.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: Swift.max(count, 0))) } ?? [], phase)
    }
}
