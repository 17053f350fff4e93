import AnimKit
internal import CCairo
internal import CRasterizer
import Foundation

/// Draws shadows as Core Animation does: the caster (the layer's rounded bounds, its shadow path, or a shape layer's
/// own path) filled in the shadow's colour into scratch pixels, moved by the offset, blurred by a Gaussian of
/// σ = radius / 2 (three box blurs each way, in C), then laid under the layer at the shadow's opacity.
@MainActor
final class ShadowPainter {
    /// Scratch pixels, grown to the largest shadow drawn and reused.
    private var scratch: [UInt8] = []

    /// Draws `shadow` of `item` into `frame`, inside `clip` (canvas units).
    func draw(_ shadow: ShadowDrawing, item: DisplayItem, clip: CGRect?, frame: OffscreenSurface, cairo: CairoTarget) {
        let map = frame.renderer.canvasToPixels
        let scale = CGFloat(map.scaleX), sigma = Swift.max(shadow.radius, 0) / 2 * scale
        let caster = shadow.movedCaster
        var moved = item
        moved.rect = item.rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        let reach = item.transform.boundingBox(of: Self.extent(of: caster, item: moved))
        guard !reach.isNull, reach.width.isFinite, reach.height.isFinite else { return }
        guard
            Self.peak(width: reach.width * scale, height: reach.height * CGFloat(map.scaleY), sigma: sigma)
                * shadow.color.alpha * item.alpha * 255 >= 0.5
        else { return }
        // In pixels, three standard deviations beyond the caster (where the blur has faded to nothing), inside the
        // frame and the clip.
        let frameWidth = CGFloat(frame.surface.pointee.w), frameHeight = CGFloat(frame.surface.pointee.h)
        let margin = Self.margin(sigma: sigma, frameWidth: frameWidth, frameHeight: frameHeight)
        var box = Self.pixelBox(of: reach, map: map, margin: margin, frameWidth: frameWidth, frameHeight: frameHeight)
        if let clip {
            box = box.intersection(Self.pixelBox(of: clip, map: map, margin: margin, frameWidth: frameWidth, frameHeight: frameHeight))
        }
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
        let x0 = Int(box.minX.rounded(.down)), y0 = Int(box.minY.rounded(.down))
        let width = Int(box.maxX.rounded(.up)) - x0, height = Int(box.maxY.rounded(.up)) - y0
        let stride = width * 4
        if scratch.count < stride * height { scratch = [UInt8](repeating: 0, count: stride * height) }
        scratch.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            memset(base, 0, stride * height)
            let pixels = base.assumingMemoryBound(to: UInt8.self)
            guard let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
            else { return }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return }
            // From canvas units to the scratch's pixels.
            var toScratch = cairo_matrix_t()
            cairo_matrix_init(
                &toScratch, Double(map.scaleX), 0, 0, Double(map.scaleY), Double(map.offsetX * map.scaleX) - Double(x0),
                Double(map.offsetY * map.scaleY) - Double(y0))
            cairo_set_matrix(cr, &toScratch)
            Self.fill(caster, of: moved, color: shadow.color.withAlphaComponent(1), in: cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            if sigma > 0 {
                var canvas = raster_canvas(
                    pixels: pixels, width: Int32(width), height: Int32(height), pitch: Int32(stride), clip_x0: 0, clip_y0: 0,
                    clip_x1: Int32(width), clip_y1: Int32(height))
                let whole: [Float] = [0, 0, Float(width), Float(height), 0]
                _ = raster_blur(&canvas, 0, 0, Int32(width), Int32(height), Float(sigma), whole)
                cairo_surface_mark_dirty(surface)
            }
            cairo.drawInPixels(clip: clip, frame: frame) { target in
                cairo_set_source_surface(target, surface, Double(x0), Double(y0))
                cairo_paint_with_alpha(target, Double(shadow.color.alpha * item.alpha))
            }
        }
    }

    /// The most of the shadow's colour any pixel gets: a Gaussian of σ spreads a caster `width` long over σ√(2π) at
    /// best, each way. A radius of a million points leaves less than half a step of 255 anywhere — nothing to draw.
    static func peak(width: CGFloat, height: CGFloat, sigma: CGFloat) -> CGFloat {
        guard sigma > 0 else { return 1 }
        let spread = sigma * (2 * CGFloat.pi).squareRoot()
        return Swift.min(1, width / spread) * Swift.min(1, height / spread)
    }

    /// How far beyond the caster the blur reaches, in pixels: three standard deviations. Past the frame's own size a
    /// wider margin changes nothing drawn (the scratch is cut to the frame, and what lies beyond it is not in the
    /// scratch to blur), so it is held there: a radius of 1e6 or 1e300 stays arithmetic on finite numbers.
    static func margin(sigma: CGFloat, frameWidth: CGFloat, frameHeight: CGFloat) -> CGFloat {
        guard sigma.isFinite else { return frameWidth + frameHeight + 2 }
        return Swift.min((3 * sigma).rounded(.up) + 2, frameWidth + frameHeight + 2)
    }

    /// `rect` (canvas units) in the frame's pixels, grown by `margin` each way and cut to the frame; null when it
    /// misses it. Coordinates are held to a billion points before they are scaled, so an offset of 1e9 or 1e300
    /// (any finite value a layer can hold) neither overflows nor loses the frame.
    static func pixelBox(
        of rect: CGRect, map: (scaleX: Float, scaleY: Float, offsetX: Float, offsetY: Float), margin: CGFloat,
        frameWidth: CGFloat, frameHeight: CGFloat
    ) -> CGRect {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return .null }
        let limit: CGFloat = 1e9
        func held(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value, -limit), limit) }
        let minX = (held(rect.minX) + CGFloat(map.offsetX)) * CGFloat(map.scaleX) - margin
        let maxX = (held(rect.maxX) + CGFloat(map.offsetX)) * CGFloat(map.scaleX) + margin
        let minY = (held(rect.minY) + CGFloat(map.offsetY)) * CGFloat(map.scaleY) - margin
        let maxY = (held(rect.maxY) + CGFloat(map.offsetY)) * CGFloat(map.scaleY) + margin
        let x0 = Swift.max(minX, 0), x1 = Swift.min(maxX, frameWidth)
        let y0 = Swift.max(minY, 0), y1 = Swift.min(maxY, frameHeight)
        guard x1 > x0, y1 > y0 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle (in the item's coordinates) the caster covers.
    private static func extent(of caster: ShadowDrawing.Caster, item: DisplayItem) -> CGRect {
        switch caster {
        case .bounds: return item.rect
        case .path(let elements): return CGPath.bounds(of: elements.flatMap(\.points))
        case .shape(let drawing): return drawing.coverage
        }
    }

    /// Fills the caster of `item` (already moved by the offset) in `color`, through the item's map to the canvas.
    private static func fill(_ caster: ShadowDrawing.Caster, of item: DisplayItem, color: Color, in cr: OpaquePointer) {
        let affine = item.transform.isAffine
        switch caster {
        case .bounds:
            GradientPainter.traceOutline(of: item, through: item.transform, in: cr)
            ShapePainter.setSource(color, alpha: 1, in: cr)
            cairo_fill(cr)
        case .path(let elements):
            ShapePainter.trace(elements.map { $0.withPoints($0.points.map(item.transform.apply)) }, in: cr)
            ShapePainter.setSource(color, alpha: 1, in: cr)
            cairo_fill(cr)
        case .shape(var drawing):
            drawing.fillColor = drawing.fillColor.map { _ in color }
            drawing.strokeColor = drawing.strokeColor.map { _ in color }
            var solid = item
            solid.alpha = 1
            if affine {
                let t = item.transform.affine
                var placement = cairo_matrix_t(
                    xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
                cairo_transform(cr, &placement)
            }
            ShapePainter.draw(drawing, item: solid, in: cr)
        }
    }
}
