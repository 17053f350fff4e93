import AnimKit
internal import CCairo
import Foundation

/// Draws gradient layers with cairo's patterns inside their rounded bounds: axial and radial gradients as cairo's
/// linear and (scaled) radial patterns, conic ones as a mesh of thin wedges, each shading from one angle's colour
/// to the next.
@MainActor
enum GradientPainter {
    /// How many wedges make a conic gradient: 2° each, finer than a colour step a frame can show across a wedge.
    static let conicWedges = 180

    /// Draws `gradient` over `item.rect`, in `cr` as ``CairoTarget`` set it up.
    static func draw(_ gradient: GradientDrawing, item: DisplayItem, in cr: OpaquePointer) {
        let projection = item.transform.isAffine ? nil : item.transform
        func place(_ point: CGPoint) -> CGPoint { projection?.apply(point) ?? point }
        traceOutline(of: item, through: projection, in: cr)
        let pattern: OpaquePointer?
        switch gradient.shape {
        case .axial(let start, let end):
            let (a, b) = (place(start), place(end))
            pattern = cairo_pattern_create_linear(Double(a.x), Double(a.y), Double(b.x), Double(b.y))
        case .radial(let center, let radii):
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            // The unit circle, stretched to the ellipse: cairo's pattern matrix maps user space to pattern space.
            let c = place(center), scale = projection.map { $0.scale(near: center) } ?? 1
            var toPattern = cairo_matrix_t()
            cairo_matrix_init_scale(
                &toPattern, 1 / Swift.max(Double(radii.width * scale), 1e-9), 1 / Swift.max(Double(radii.height * scale), 1e-9))
            cairo_matrix_translate(&toPattern, -Double(c.x), -Double(c.y))
            cairo_pattern_set_matrix(pattern, &toPattern)
        case .conic(let center, let angle):
            pattern = conic(center: place(center), angle: angle, reach: reach(of: item, from: center, through: projection), gradient)
        case .circles(let start, let startRadius, let end, let endRadius):
            let (a, b) = (place(start), place(end))
            let (sa, sb) = (projection.map { $0.scale(near: start) } ?? 1, projection.map { $0.scale(near: end) } ?? 1)
            pattern = cairo_pattern_create_radial(
                Double(a.x), Double(a.y), Double(startRadius * sa), Double(b.x), Double(b.y), Double(endRadius * sb))
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        if case .conic = gradient.shape {
        } else {
            for stop in gradient.stops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(
                    pattern, Double(Swift.min(Swift.max(stop.location, 0), 1)), Double(c.red), Double(c.green), Double(c.blue),
                    Double(c.alpha))
            }
            // Core Graphics' circles paint only between them; the layers' gradients pad past their ends.
            if case .circles = gradient.shape {
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            } else {
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            }
        }
        cairo_set_source(cr, pattern)
        cairo_clip(cr)
        // Within its region a gradient covers every pixel: the mode's operator combines it there directly.
        cairo_set_operator(cr, BlendOperator.of(item.blendMode) ?? CAIRO_OPERATOR_OVER)
        cairo_paint_with_alpha(cr, Double(item.alpha))
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// The colour at `fraction` (0…1) of the way along the stops.
    static func color(at fraction: CGFloat, in stops: [(location: CGFloat, color: Color)]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if fraction <= first.location { return first.color }
        if fraction >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location >= fraction } ?? stops.count - 1
        let (a, b) = (stops[upper - 1], stops[upper])
        let span = b.location - a.location
        return span > 0 ? .interpolate(from: a.color, to: b.color, fraction: (fraction - a.location) / span) : b.color
    }

    private static func conic(center: CGPoint, angle: CGFloat, reach: CGFloat, _ gradient: GradientDrawing) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        // Straight edges a little past the reach, so each wedge's chord still covers the bounds.
        let radius = Double(reach) / cos(.pi / Double(conicWedges)) + 1
        func rgba(_ c: Color) -> (Double, Double, Double, Double) { (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)) }
        for wedge in 0..<conicWedges {
            let f0 = CGFloat(wedge) / CGFloat(conicWedges), f1 = CGFloat(wedge + 1) / CGFloat(conicWedges)
            let a0 = Double(angle) + 2 * .pi * Double(f0), a1 = Double(angle) + 2 * .pi * Double(f1)
            let c0 = rgba(color(at: f0, in: gradient.stops)), c1 = rgba(color(at: f1, in: gradient.stops))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(mesh, Double(center.x) + radius * cos(a0), Double(center.y) + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, Double(center.x) + radius * cos(a1), Double(center.y) + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.0, c.1, c.2, c.3)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// How far the item's corners lie from `center` where they are drawn.
    private static func reach(of item: DisplayItem, from center: CGPoint, through projection: PlaneProjection?) -> CGFloat {
        let r = item.rect
        let c = projection?.apply(center) ?? center
        return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
            .map { corner in
                let p = projection?.apply(corner) ?? corner
                return ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot()
            }.max() ?? 0
    }

    /// The item's rectangle, its chosen corners rounded, as cairo's current path (projected point by point in perspective).
    static func traceOutline(of item: DisplayItem, through projection: PlaneProjection?, in cr: OpaquePointer) {
        let r = item.rect
        let radius = Swift.min(Swift.max(item.cornerRadius, 0), Swift.min(r.width, r.height) / 2)
        let corners: [(CornerMask, CGPoint, CGFloat)] = [
            (.layerMaxXMinYCorner, CGPoint(x: r.maxX - radius, y: r.minY + radius), -.pi / 2),
            (.layerMaxXMaxYCorner, CGPoint(x: r.maxX - radius, y: r.maxY - radius), 0),
            (.layerMinXMaxYCorner, CGPoint(x: r.minX + radius, y: r.maxY - radius), .pi / 2),
            (.layerMinXMinYCorner, CGPoint(x: r.minX + radius, y: r.minY + radius), .pi),
        ]
        var points: [CGPoint] = []
        for (mask, center, start) in corners {
            let rounded = radius > 0 && item.roundedCorners.contains(mask)
            let steps = rounded ? 12 : 0
            for step in 0...steps {
                let angle = start + (.pi / 2) * (rounded ? CGFloat(step) / CGFloat(steps) : 0.5)
                let reach = rounded ? radius : radius * 2.squareRoot()
                points.append(CGPoint(x: center.x + reach * cos(angle), y: center.y + reach * sin(angle)))
            }
        }
        cairo_new_path(cr)
        for (index, point) in points.enumerated() {
            let p = projection?.apply(point) ?? point
            if index == 0 { cairo_move_to(cr, Double(p.x), Double(p.y)) } else { cairo_line_to(cr, Double(p.x), Double(p.y)) }
        }
        cairo_close_path(cr)
    }
}
