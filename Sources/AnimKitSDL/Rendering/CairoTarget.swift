import AnimKit
internal import CCairo
import Foundation

/// Cairo's context over a frame's pixels, for what cairo draws: shape layers' paths and gradient layers' gradients.
///
/// The frame's pixels are in cairo's own layout (``OffscreenSurface``), so cairo needs no copy of them; SDL's queued
/// drawing is carried out first, and cairo's surface is told the pixels may have changed under it. The context is
/// made again only when the frame's memory changes.
@MainActor
final class CairoTarget {
    private var surface: OpaquePointer?
    private var context: OpaquePointer?
    private var target: (pixels: UnsafeMutableRawPointer, width: Int32, height: Int32, pitch: Int32)?

    isolated deinit {
        release()
    }

    /// Runs `draw` with cairo set up to draw in `item`'s coordinates (through its affine map, or the identity for an
    /// item in perspective, which the drawer projects itself), limited to `clip` (canvas units).
    func draw(_ item: DisplayItem, clip: CGRect?, frame: OffscreenSurface, _ draw: (OpaquePointer) -> Void) {
        session(clip: clip, frame: frame) { cr in
            let map = frame.renderer.canvasToPixels
            var toPixels = cairo_matrix_t()
            cairo_matrix_init(
                &toPixels, Double(map.scaleX), 0, 0, Double(map.scaleY), Double(map.offsetX * map.scaleX), Double(map.offsetY * map.scaleY))
            cairo_set_matrix(cr, &toPixels)
            let t = item.transform.isAffine ? item.transform.affine : .identity
            var placement = cairo_matrix_t(
                xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(cr, &placement)
            draw(cr)
        }
    }

    /// Runs `draw` with cairo set up in the frame's pixels (no canvas scaling), limited to `clip` (canvas units).
    func drawInPixels(clip: CGRect?, frame: OffscreenSurface, _ draw: (OpaquePointer) -> Void) {
        session(clip: clip, frame: frame, draw)
    }

    /// Cairo's context in pixel units, clipped to `clip` (canvas units), saved around `body` and flushed after it.
    private func session(clip: CGRect?, frame: OffscreenSurface, _ body: (OpaquePointer) -> Void) {
        guard let cr = context(for: frame) else { return }
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        defer {
            cairo_restore(cr)
            cairo_surface_flush(surface)
        }
        if let clip {
            let map = frame.renderer.canvasToPixels
            cairo_rectangle(
                cr, Double((Float(clip.minX) + map.offsetX) * map.scaleX), Double((Float(clip.minY) + map.offsetY) * map.scaleY),
                Double(Float(clip.width) * map.scaleX), Double(Float(clip.height) * map.scaleY))
            cairo_clip(cr)
        }
        body(cr)
    }

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
}
