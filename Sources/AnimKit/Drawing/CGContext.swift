import Foundation

/// How `drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// Core Graphics' drawing context, as `UIGraphicsGetCurrentContext()` hands it to `draw(_:)`: a current path built in
/// user space through the current transform, a graphics state (colours, line style, alpha) saved and restored on a
/// stack, and paint — each fill or stroke recorded as a shape the view then shows (drawn by cairo like a
/// `CAShapeLayer`'s), each gradient as a gradient, not pixels — through the clip paths in force.
///
/// Text and images drawn into a context are kept too (see the `draw` calls of `String`, `NSAttributedString` and
/// `UIImage`). A blend mode (`setBlendMode(_:)`) combines each fill, stroke and gradient with what the drawing painted
/// before it, as Core Graphics does in the view's backing store; text and images are drawn `.normal`.
@preconcurrency @MainActor
public final class CGContext {
    struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fillColor = Color.black
        var strokeColor = Color.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        /// Whether fills and strokes are anti-aliased (`setShouldAntialias`), part of the state `saveGState` keeps.
        var shouldAntialias = true
        /// The clip paths in force (saved and restored with the rest).
        var clips: [DrawnClip] = []
        /// The shadow later fills and strokes cast (``setShadow(offset:blur:color:)``); none by default.
        var shadow: (offset: CGSize, blur: CGFloat, color: Color)?
    }

    var state = GraphicsState()
    /// Whether the context anti-aliases at all (``setAllowsAntialiasing(_:)``).
    private(set) var allowsAntialiasing = true
    private var saved: [GraphicsState] = []
    /// The current path, in the context's base space (each point went through the transform current when it was added).
    let path = CGMutablePath()
    /// What has been painted, in order.
    var items: [DrawnItem] = []
    /// Whether only `UIView`'s own `draw(_:)` ran: the view draws nothing of its own.
    var onlyBaseDrawRan = false

    /// The bounds drawn in, in base space.
    let bounds: CGRect

    init(bounds: CGRect) { self.bounds = bounds }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (not the path).
    public func saveGState() { saved.append(state) }
    /// Pops the state `saveGState()` pushed; one with nothing saved is ignored.
    public func restoreGState() { if let last = saved.popLast() { state = last } }

    /// The current transform from user space to the context's base space.
    public var ctm: CGAffineTransform { state.ctm }
    /// Moves user space's origin.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.ctm = state.ctm.translatedBy(x: tx, y: ty) }
    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = state.ctm.scaledBy(x: sx, y: sy) }
    /// Turns user space by `angle` radians.
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
    /// Applies `transform` to user space before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// The colour later fills paint with.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// The colour later strokes paint with.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// The width of later strokes, in user space.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// How later strokes end.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// How later strokes turn corners.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// How long a mitred corner may be, in line widths, before it is bevelled.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Dashes for later strokes; empty `lengths` stroke solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.dash = (lengths, phase) }
    /// Makes later fills and strokes cast a shadow of `color` (none when `nil`), moved by `offset` in the drawing's
    /// space and blurred by `blur` points (as a layer's `shadowRadius` blurs).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        let finite = offset.width.isFinite && offset.height.isFinite && blur.isFinite
        state.shadow = color.flatMap { finite && $0.alpha > 0 ? (offset, Swift.max(blur, 0), $0) : nil }
    }
    /// A shadow in Core Graphics' default colour, black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) { setShadow(offset: offset, blur: blur, color: Color(white: 0, alpha: 1.0 / 3)) }
    /// The opacity every later fill and stroke is painted with, 0…1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = Swift.min(Swift.max(alpha, 0), 1) }
    /// Whether later fills and strokes are anti-aliased (when the context allows it); `true` by default. Off, an edge
    /// pixel is painted whole or not at all — for many small shapes, several times faster.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Whether the context anti-aliases at all, whatever ``setShouldAntialias(_:)`` says; `true` by default. Not part of
    /// the graphics state, as in Core Graphics: `restoreGState()` leaves it.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { self.allowsAntialiasing = allowsAntialiasing }
    /// How later fills, strokes and gradients combine with what is already drawn (text and images are drawn `.normal`).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Keeps `paint`, through the clips in force, in the current blend mode.
    func record(_ paint: DrawnItem.Paint, clips: [DrawnClip]) {
        if state.blendMode == .plusDarker { reportUnblended("a fill, stroke or gradient in .plusDarker") }
        items.append(DrawnItem(paint: paint, clips: clips, blendMode: state.blendMode))
    }

    // MARK: The current path

    /// Starts a new, empty path.
    public func beginPath() { path.elements.removeAll() }
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }
    /// A straight line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }
    /// A new subpath through `points`, in order.
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.ctm) }
    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control, transform: state.ctm) }
    /// An arc about `center`; `clockwise` as Core Graphics means it (in a flipped, y-down context: counterclockwise on screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.ctm)
    }
    /// An arc of `radius` touching the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
    /// A closed rectangle each.
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.ctm) }
    /// A closed ellipse inside `rect`.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
    /// `other`, through the current transform.
    public func addPath(_ other: CGPath) { path.addPath(other, transform: state.ctm) }
    /// Closes the current subpath with a line back to its start.
    public func closePath() { path.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding the current path's points, in base space.
    public var boundingBoxOfPath: CGRect { path.boundingBox }
}
