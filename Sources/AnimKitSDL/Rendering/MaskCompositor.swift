import AnimKit
import Foundation

/// Draws a layer through its mask, exactly, on a frame or a clear buffer: what is under the layer is kept, the layer is drawn over
/// it as usual, the mask is drawn white-on-black into a scratch frame of the same size (its red channel is then how
/// opaque the mask is at each pixel), and each pixel of the region goes back from the drawn one toward the kept one by
/// what the mask leaves out: `under + (drawn − under) × mask` — which is the layer, masked, over what was under it.
@MainActor
final class MaskCompositor {
    private var scratch: OffscreenSurface?
    private var under: [UInt32] = []

    /// Draws `content` into `frame` through what `mask` draws, within `region` (canvas units).
    func draw(
        region: CGRect, into frame: OffscreenSurface, content: (OffscreenSurface) throws(SDLError) -> Void,
        mask: (OffscreenSurface) throws(SDLError) -> Void
    ) throws(SDLError) {
        let map = frame.renderer.canvasToPixels
        let width = Int(frame.surface.pointee.w), height = Int(frame.surface.pointee.h)
        let x0 = Swift.max(0, Int(((Float(region.minX) + map.offsetX) * map.scaleX).rounded(.down)))
        let y0 = Swift.max(0, Int(((Float(region.minY) + map.offsetY) * map.scaleY).rounded(.down)))
        let x1 = Swift.min(width, Int(((Float(region.maxX) + map.offsetX) * map.scaleX).rounded(.up)))
        let y1 = Swift.min(height, Int(((Float(region.maxY) + map.offsetY) * map.scaleY).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        frame.renderer.flush()
        copy(frame, x0..<x1, y0..<y1, into: &under)
        try content(frame)
        frame.renderer.flush()
        let maskFrame = try scratchFrame(like: frame)
        maskFrame.renderer.clear(PixelColor(red: 0, green: 0, blue: 0, alpha: 255))
        try mask(maskFrame)
        maskFrame.renderer.flush()
        blend(frame, over: under, through: maskFrame, x0..<x1, y0..<y1)
    }

    /// A frame the size of `frame`, mapped the same way.
    private func scratchFrame(like frame: OffscreenSurface) throws(SDLError) -> OffscreenSurface {
        let (width, height) = (frame.surface.pointee.w, frame.surface.pointee.h)
        if let scratch, scratch.surface.pointee.w == width, scratch.surface.pointee.h == height {
            scratch.renderer.setLogicalSize(width: frame.renderer.logicalSize.width, height: frame.renderer.logicalSize.height)
            return scratch
        }
        let made = try OffscreenSurface(width: width, height: height)
        made.renderer.setLogicalSize(width: frame.renderer.logicalSize.width, height: frame.renderer.logicalSize.height)
        scratch = made
        return made
    }

    private func copy(_ frame: OffscreenSurface, _ xs: Range<Int>, _ ys: Range<Int>, into pixels: inout [UInt32]) {
        pixels.removeAll(keepingCapacity: true)
        guard let base = frame.surface.pointee.pixels else { return }
        let pitch = Int(frame.surface.pointee.pitch)
        for y in ys {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in xs { pixels.append(row[x]) }
        }
    }

    private func blend(_ frame: OffscreenSurface, over under: [UInt32], through mask: OffscreenSurface, _ xs: Range<Int>, _ ys: Range<Int>)
    {
        guard let base = frame.surface.pointee.pixels, let maskBase = mask.surface.pointee.pixels else { return }
        let pitch = Int(frame.surface.pointee.pitch), maskPitch = Int(mask.surface.pointee.pitch)
        var index = 0
        for y in ys {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            let maskRow = (maskBase + y * maskPitch).assumingMemoryBound(to: UInt32.self)
            for x in xs {
                // ARGB8888: the mask's coverage is its red channel (white at the mask's alpha, over black).
                let coverage = (maskRow[x] >> 16) & 0xFF
                let drawn = row[x], kept = under[index]
                // Alpha too: a view's own drawing is masked in a clear buffer (``GroupCompositor``).
                var mixed: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    let a = (kept >> shift) & 0xFF, b = (drawn >> shift) & 0xFF
                    let channel = (a * (255 - coverage) + b * coverage + 127) / 255
                    mixed |= channel << shift
                }
                row[x] = mixed
                index += 1
            }
        }
    }
}
