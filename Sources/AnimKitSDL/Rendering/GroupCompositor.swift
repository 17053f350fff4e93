import AnimKit
internal import CCairo
internal import CRasterizer
import Foundation

/// Composites a view's drawing on its own, as its backing store would hold it: a clear buffer the size of the frame,
/// the drawing's items drawn into it (each fill, stroke or gradient combined with the ones before by its blend mode),
/// then the buffer laid over the frame within the group's region, at the group's opacity.
@MainActor
final class GroupCompositor {
    private var scratch: OffscreenSurface?

    /// Draws what `content` draws into a clear buffer — blurred there within `region` by a Gaussian of `blur` canvas
    /// units when it is positive — then the buffer over `frame` within `region` (canvas units).
    func draw(
        region: CGRect, alpha: CGFloat, blur: CGFloat = 0, into frame: OffscreenSurface, cairo: CairoTarget,
        content: (OffscreenSurface) throws(SDLError) -> Void
    ) throws(SDLError) {
        let buffer = try OffscreenSurface.scratch(&scratch, like: frame)
        buffer.renderer.clear(PixelColor(red: 0, green: 0, blue: 0, alpha: 0))
        try content(buffer)
        buffer.renderer.flush()
        guard let pixels = buffer.surface.pointee.pixels else { return }
        if blur > 0 { Self.blur(buffer, pixels: pixels, region: region, sigma: blur) }
        let source = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, buffer.surface.pointee.w, buffer.surface.pointee.h,
            buffer.surface.pointee.pitch)
        defer { cairo_surface_destroy(source) }
        cairo.drawInPixels(clip: region, frame: frame) { cr in
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
    }

    /// Blurs the buffer's pixels inside `region` (canvas units) by a Gaussian of `sigma` canvas units.
    private static func blur(_ buffer: OffscreenSurface, pixels: UnsafeMutableRawPointer, region: CGRect, sigma: CGFloat) {
        let map = buffer.renderer.canvasToPixels
        let width = CGFloat(buffer.surface.pointee.w), height = CGFloat(buffer.surface.pointee.h)
        let box = ShadowPainter.pixelBox(of: region, map: map, margin: 0, frameWidth: width, frameHeight: height)
        guard !box.isNull else { return }
        let x0 = Int32(box.minX.rounded(.down)), y0 = Int32(box.minY.rounded(.down))
        let x1 = Int32(box.maxX.rounded(.up)), y1 = Int32(box.maxY.rounded(.up))
        var canvas = raster_canvas(
            pixels: pixels.assumingMemoryBound(to: UInt8.self), width: buffer.surface.pointee.w, height: buffer.surface.pointee.h,
            pitch: buffer.surface.pointee.pitch, clip_x0: 0, clip_y0: 0, clip_x1: buffer.surface.pointee.w,
            clip_y1: buffer.surface.pointee.h)
        let whole: [Float] = [Float(x0), Float(y0), Float(x1), Float(y1), 0]
        _ = raster_blur(&canvas, x0, y0, x1, y1, Float(sigma * CGFloat(map.scaleX)), whole)
    }
}
