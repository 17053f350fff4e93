import Foundation

/// Painting: each fill or stroke of the current path, or of a shape given, is recorded with the state's paint and
/// line style; painting the current path ends it, as in Core Graphics.
extension CGContext {
    /// Fills the current path, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }
    /// Strokes the current path, then empties it.
    public func strokePath() { drawPath(using: .stroke) }

    /// Paints the current path as `mode` says, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let fills = mode != .stroke, strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        paint(path.elements, fill: fills ? state.fillColor : nil, evenOdd: mode == .eoFill || mode == .eoFillStroke, stroke: strokes)
        beginPath()
    }

    /// Fills `rect` (user space) with the fill colour.
    public func fill(_ rect: CGRect) { paint(Self.elements { $0.addRect(rect, transform: state.ctm) }, fill: state.fillColor) }
    /// Fills each of `rects` (user space) with the fill colour.
    public func fill(_ rects: [CGRect]) { paint(Self.elements { $0.addRects(rects, transform: state.ctm) }, fill: state.fillColor) }
    /// Fills the ellipse inside `rect` (user space) with the fill colour.
    public func fillEllipse(in rect: CGRect) {
        paint(Self.elements { $0.addEllipse(in: rect, transform: state.ctm) }, fill: state.fillColor)
    }
    /// Strokes `rect` (user space) with the stroke colour and line style.
    public func stroke(_ rect: CGRect) { paint(Self.elements { $0.addRect(rect, transform: state.ctm) }, fill: nil, stroke: true) }
    /// Strokes `rect` with lines `width` wide (the state's width is left as it was).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let kept = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = kept
    }
    /// Strokes the ellipse inside `rect` (user space) with the stroke colour and line style.
    public func strokeEllipse(in rect: CGRect) {
        paint(Self.elements { $0.addEllipse(in: rect, transform: state.ctm) }, fill: nil, stroke: true)
    }
    /// Strokes each pair of points as a line of its own.
    public func strokeLineSegments(between points: [CGPoint]) {
        let segments = Self.elements { path in
            for pair in stride(from: 0, to: points.count - 1, by: 2) {
                path.move(to: points[pair], transform: state.ctm)
                path.addLine(to: points[pair + 1], transform: state.ctm)
            }
        }
        paint(segments, fill: nil, stroke: true)
    }

    /// Records `elements` (in base space) filled with `fill` and, when `stroke`, stroked with the state's line.
    func paint(_ elements: [PathElement], fill: Color?, evenOdd: Bool = false, stroke: Bool = false) {
        guard !elements.isEmpty, !clipsEverything, elements.allSatisfy({ $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) else {
            return
        }
        let alpha = state.alpha
        let fillColor = fill.map { $0.withAlphaComponent($0.alpha * alpha) }.flatMap { $0.alpha > 0 ? $0 : nil }
        // A line's width is in user space: the transform scales it (by its area's square root when it scales unevenly).
        let scale = abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c).squareRoot()
        let width = state.lineWidth * scale
        let strokeColor = stroke && width > 0 ? state.strokeColor.withAlphaComponent(state.strokeColor.alpha * alpha) : nil
        guard fillColor != nil || strokeColor.map({ $0.alpha > 0 }) == true else { return }
        let dashes =
            state.dash.lengths.contains { $0 < 0 || !$0.isFinite } || !state.dash.lengths.contains { $0 > 0 } ? [] : state.dash.lengths
        var shape = ShapeDrawing(
            fillPath: fillColor == nil ? [] : elements, strokePath: strokeColor == nil ? [] : elements, fillColor: fillColor,
            evenOdd: evenOdd, strokeColor: strokeColor, lineWidth: width, lineCap: state.lineCap, lineJoin: state.lineJoin,
            miterLimit: state.miterLimit, dashes: dashes.map { $0 * scale },
            dashPhase: state.dash.phase.isFinite ? state.dash.phase * scale : 0)
        shape.isAntialiased = state.shouldAntialias && allowsAntialiasing
        if let shadow = state.shadow, shadow.color.alpha * alpha > 0 {
            // Under what casts it, as Core Graphics paints it: the shape's fill and stroke, blurred and moved.
            let color = shadow.color.withAlphaComponent(shadow.color.alpha * alpha)
            record(
                .shadow(ShadowDrawing(color: color, radius: shadow.blur, offset: shadow.offset, caster: .shape(shape))), clips: state.clips)
        }
        record(.shape(shape), clips: state.clips)
    }

    private static func elements(_ build: (CGMutablePath) -> Void) -> [PathElement] {
        let path = CGMutablePath()
        build(path)
        return path.elements
    }
}
