import AnimKit
internal import CCairo
internal import CSDL2
import Foundation

/// Composites an additive emitter's particles as Core Animation renders them into their layer: each particle's
/// premultiplied colour and alpha added to the sum of those before it (plus lighter) in a clear buffer, then the sum laid
/// over the frame.
///
/// SDL adds an image's colour (times its alpha) but leaves the buffer's alpha as it was, so the images' alphas are
/// summed in a second buffer — their silhouettes, added — and added to the first buffer's alpha before it is laid down.
/// Cairo's add operator sums alpha itself, so what cairo draws (an image drawn in an image context) needs no second pass.
@MainActor
final class AdditiveCompositor {
    private var sums: OffscreenSurface?
    private var alphas: OffscreenSurface?

    /// Draws what `content` draws into a clear buffer and what `alphaContent` draws into another, adds the second's
    /// red to the first's alpha, then lays the first over `frame` within `region` (canvas units).
    func draw(
        region: CGRect, into frame: OffscreenSurface, cairo: CairoTarget, content: (OffscreenSurface) throws(SDLError) -> Void,
        alphaContent: (OffscreenSurface) throws(SDLError) -> Void
    ) throws(SDLError) {
        let sums = try OffscreenSurface.scratch(&self.sums, like: frame), alphas = try OffscreenSurface.scratch(&self.alphas, like: frame)
        for buffer in [sums, alphas] { buffer.renderer.clear(PixelColor(red: 0, green: 0, blue: 0, alpha: 0)) }
        try content(sums)
        try alphaContent(alphas)
        sums.renderer.flush()
        alphas.renderer.flush()
        guard let pixels = sums.surface.pointee.pixels, let added = alphas.surface.pointee.pixels else { return }
        let (height, pitch) = (Int(sums.surface.pointee.h), Int(sums.surface.pointee.pitch))
        // ARGB8888 in memory order B, G, R, A: the alpha byte is the fourth of each pixel.
        let sum = pixels.assumingMemoryBound(to: UInt8.self), extra = added.assumingMemoryBound(to: UInt8.self)
        for offset in stride(from: 0, to: height * pitch, by: 4) where extra[offset + 2] != 0 {
            sum[offset + 3] = UInt8(Swift.min(255, Int(sum[offset + 3]) + Int(extra[offset + 2])))
        }
        let source = cairo_image_surface_create_for_data(
            sum, CAIRO_FORMAT_ARGB32, sums.surface.pointee.w, sums.surface.pointee.h, sums.surface.pointee.pitch)
        defer { cairo_surface_destroy(source) }
        cairo.drawInPixels(clip: region, frame: frame) { cr in
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_paint(cr)
        }
    }
}
