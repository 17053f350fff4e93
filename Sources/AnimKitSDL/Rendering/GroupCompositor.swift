import AnimKit
internal import CCairo
import Foundation

/// Composites a view's drawing on its own, as its backing store would hold it: a clear buffer the size of the frame,
/// the drawing's items drawn into it (each fill, stroke or gradient combined with the ones before by its blend mode),
/// then the buffer laid over the frame within the group's region, at the group's opacity.
@MainActor
final class GroupCompositor {
    private var scratch: OffscreenSurface?

    /// Draws what `content` draws into a clear buffer, then the buffer over `frame` within `region` (canvas units).
    func draw(
        region: CGRect, alpha: CGFloat, into frame: OffscreenSurface, cairo: CairoTarget,
        content: (OffscreenSurface) throws(SDLError) -> Void
    ) throws(SDLError) {
        let buffer = try OffscreenSurface.scratch(&scratch, like: frame)
        buffer.renderer.clear(PixelColor(red: 0, green: 0, blue: 0, alpha: 0))
        try content(buffer)
        buffer.renderer.flush()
        guard let pixels = buffer.surface.pointee.pixels else { return }
        let source = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, buffer.surface.pointee.w, buffer.surface.pointee.h,
            buffer.surface.pointee.pitch)
        defer { cairo_surface_destroy(source) }
        cairo.drawInPixels(clip: region, frame: frame) { cr in
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
    }
}
