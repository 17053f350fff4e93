import AnimKit
internal import CCairo
import Foundation

/// Draws shape layers' paths with cairo straight into a frame's pixels: fills by either rule, strokes with
/// their caps, joins, miter limit and dashes, anti-aliased, in the frame's canvas units and clip.
///
/// The frame's pixels are in cairo's own layout (``OffscreenSurface``), so cairo needs no copy of them; SDL's
/// queued drawing is carried out first, and cairo's surface is told the pixels may have changed under it.
@MainActor
final class ShapePainter {
    private var surface: OpaquePointer?
    private var context: OpaquePointer?
    private var target: (pixels: UnsafeMutableRawPointer, width: Int32, height: Int32, pitch: Int32)?

    isolated deinit {
        release()
    }

    /// Draws `drawing` as `item` places it, limited to `clip` (canvas units).
    func draw(_ drawing: ShapeDrawing, item: DisplayItem, clip: CGRect?, frame: OffscreenSurface) {
        guard let cr = context(for: frame) else { return }
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        defer {
            cairo_restore(cr)
            cairo_surface_flush(surface)
        }
        let map = frame.renderer.canvasToPixels
        var toPixels = cairo_matrix_t()
        cairo_matrix_init(
            &toPixels, Double(map.scaleX), 0, 0, Double(map.scaleY), Double(map.offsetX * map.scaleX), Double(map.offsetY * map.scaleY))
        cairo_set_matrix(cr, &toPixels)
        if let clip {
            cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
            cairo_clip(cr)
        }
        // Cairo places paths through affine maps only: a drawing in perspective is projected point by point first.
        let drawing = item.transform.isAffine ? drawing : drawing.projected(through: item.transform)
        let t = item.transform.isAffine ? item.transform.affine : .identity
        var placement = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &placement)
        if let fill = drawing.fillColor, !drawing.fillPath.isEmpty {
            trace(drawing.fillPath, in: cr)
            setSource(fill, alpha: item.alpha, in: cr)
            cairo_set_fill_rule(cr, drawing.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
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
            cairo_stroke(cr)
        }
    }

    /// Cairo's context over `frame`'s pixels, made again only when the frame's memory changes.
    private func context(for frame: OffscreenSurface) -> OpaquePointer? {
        guard let pixels = frame.surface.pointee.pixels else { return nil }
        frame.renderer.flush()
        let width = frame.surface.pointee.w, height = frame.surface.pointee.h, pitch = frame.surface.pointee.pitch
        if let target, target.pixels == pixels, target.width == width, target.height == height, target.pitch == pitch { return context }
        release()
        let made = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, pitch)
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(made), cairo_status(cr) == CAIRO_STATUS_SUCCESS
        else {
            cairo_surface_destroy(made)
            return nil
        }
        surface = made
        context = cr
        target = (pixels, width, height, pitch)
        return cr
    }

    private func release() {
        if let context { cairo_destroy(context) }
        if let surface { cairo_surface_destroy(surface) }
        (context, surface, target) = (nil, nil, nil)
    }

    private func trace(_ elements: [PathElement], in cr: OpaquePointer) {
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

    private func setSource(_ color: Color, alpha: CGFloat, in cr: OpaquePointer) {
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
    }
}
