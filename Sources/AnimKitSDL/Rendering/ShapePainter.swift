import AnimKit
internal import CCairo
import Foundation

/// Draws shape layers' paths with cairo straight into a frame's pixels (through ``CairoTarget``): fills by either
/// rule, strokes with their caps, joins, miter limit and dashes, anti-aliased.
@MainActor
enum ShapePainter {
    /// Draws `drawing` in `cr`, set up in `item`'s coordinates by ``CairoTarget`` (an item in perspective is
    /// projected point by point here, cairo placing paths through affine maps only).
    static func draw(_ drawing: ShapeDrawing, item: DisplayItem, in cr: OpaquePointer) {
        let drawing = item.transform.isAffine ? drawing : drawing.projected(through: item.transform)
        cairo_set_antialias(cr, drawing.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        defer { cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT) }
        if let fill = drawing.fillColor, !drawing.fillPath.isEmpty {
            trace(drawing.fillPath, in: cr)
            setSource(fill, alpha: item.alpha, in: cr)
            cairo_set_fill_rule(cr, drawing.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            BlendOperator.paint(item.blendMode, stroke: false, in: cr)
        }
        if let stroke = drawing.strokeColor, !drawing.strokePath.isEmpty {
            trace(drawing.strokePath, in: cr)
            setSource(stroke, alpha: item.alpha, in: cr)
            cairo_set_line_width(cr, Double(drawing.lineWidth))
            cairo_set_line_cap(
                cr,
                drawing.lineCap == .round ? CAIRO_LINE_CAP_ROUND : drawing.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(
                cr,
                drawing.lineJoin == .round
                    ? CAIRO_LINE_JOIN_ROUND : drawing.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, Double(drawing.miterLimit))
            let dashes = drawing.dashes.map(Double.init)
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(drawing.dashPhase))
            BlendOperator.paint(item.blendMode, stroke: true, in: cr)
        }
    }

    static func trace(_ elements: [PathElement], in cr: OpaquePointer) {
        cairo_new_path(cr)
        var pen = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                pen = p
            case .addLineToPoint(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                pen = p
            case .addQuadCurveToPoint(let c, let p):
                // A quadratic curve as the cubic that draws it: control points two thirds of the way to `c`.
                let c1 = CGPoint(x: pen.x + 2 / 3 * (c.x - pen.x), y: pen.y + 2 / 3 * (c.y - pen.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                pen = p
            case .addCurveToPoint(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                pen = p
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }

    static func setSource(_ color: Color, alpha: CGFloat, in cr: OpaquePointer) {
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
    }
}
