import AnimKit
import Foundation

/// Draws a layer through its mask, exactly, on a frame or a clear buffer: what is under the layer is kept, the layer is drawn over
/// it as usual, the mask is drawn white-on-black into a scratch frame of the same size (its red channel is then how
/// opaque the mask is at each pixel), and each pixel of the region goes back from the drawn one toward the kept one by
/// what the mask leaves out: `under + (drawn − under) × mask` — which is the layer, masked, over what was under it.
@MainActor
final class MaskCompositor {
    /// A scratch frame for each depth of masks inside masks (a rounded card in a rounded list: one's drawing holds the
    /// other), so an inner one never draws over an outer one's.
    private var scratches: [OffscreenSurface?] = []
    /// What was under the region, kept for each depth the same way.
    private var kept: [[UInt32]] = []
    private var depth = 0

    /// Draws `content` into `frame` through what `mask` draws, within `regions` (canvas units; outside them the mask
    /// is taken as opaque: the content shows as drawn).
    func draw(
        regions: [CGRect], into frame: OffscreenSurface, content: (OffscreenSurface) throws(SDLError) -> Void,
        mask: (OffscreenSurface) throws(SDLError) -> Void
    ) throws(SDLError) {
        let map = frame.renderer.canvasToPixels
        let width = Int(frame.surface.pointee.w), height = Int(frame.surface.pointee.h)
        let areas = regions.compactMap { region -> (xs: Range<Int>, ys: Range<Int>)? in
            let x0 = Swift.max(0, Int(((Float(region.minX) + map.offsetX) * map.scaleX).rounded(.down)))
            let y0 = Swift.max(0, Int(((Float(region.minY) + map.offsetY) * map.scaleY).rounded(.down)))
            let x1 = Swift.min(width, Int(((Float(region.maxX) + map.offsetX) * map.scaleX).rounded(.up)))
            let y1 = Swift.min(height, Int(((Float(region.maxY) + map.offsetY) * map.scaleY).rounded(.up)))
            return x1 > x0 && y1 > y0 ? (x0..<x1, y0..<y1) : nil
        }
        guard !areas.isEmpty else { return }
        let level = depth
        depth += 1
        defer { depth -= 1 }
        while kept.count <= level { kept.append([]) }
        frame.renderer.flush()
        kept[level].removeAll(keepingCapacity: true)
        for area in areas { copy(frame, area.xs, area.ys, into: &kept[level]) }
        try content(frame)
        frame.renderer.flush()
        let maskFrame = try scratchFrame(like: frame, level: level)
        maskFrame.renderer.clear(PixelColor(red: 0, green: 0, blue: 0, alpha: 255))
        try mask(maskFrame)
        maskFrame.renderer.flush()
        var start = 0
        for area in areas {
            blend(frame, over: kept[level], from: start, through: maskFrame, area.xs, area.ys)
            start += area.xs.count * area.ys.count
        }
    }

    /// A frame the size of `frame`, mapped the same way, for the masks `level` deep.
    private func scratchFrame(like frame: OffscreenSurface, level: Int) throws(SDLError) -> OffscreenSurface {
        let (width, height) = (frame.surface.pointee.w, frame.surface.pointee.h)
        while scratches.count <= level { scratches.append(nil) }
        if let scratch = scratches[level], scratch.surface.pointee.w == width, scratch.surface.pointee.h == height {
            scratch.renderer.setLogicalSize(width: frame.renderer.logicalSize.width, height: frame.renderer.logicalSize.height)
            return scratch
        }
        let made = try OffscreenSurface(width: width, height: height)
        made.renderer.setLogicalSize(width: frame.renderer.logicalSize.width, height: frame.renderer.logicalSize.height)
        scratches[level] = made
        return made
    }

    /// Appends the pixels of `xs` × `ys` to `pixels`, row by row.
    private func copy(_ frame: OffscreenSurface, _ xs: Range<Int>, _ ys: Range<Int>, into pixels: inout [UInt32]) {
        guard let base = frame.surface.pointee.pixels else { return }
        let pitch = Int(frame.surface.pointee.pitch)
        for y in ys {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in xs { pixels.append(row[x]) }
        }
    }

    /// Puts back into `xs` × `ys` of `frame` what the mask leaves out of the drawing: `under`, from `start` on, holds
    /// what was there before, row by row.
    private func blend(
        _ frame: OffscreenSurface, over under: [UInt32], from start: Int, through mask: OffscreenSurface, _ xs: Range<Int>,
        _ ys: Range<Int>
    ) {
        guard let base = frame.surface.pointee.pixels, let maskBase = mask.surface.pointee.pixels else { return }
        let pitch = Int(frame.surface.pointee.pitch), maskPitch = Int(mask.surface.pointee.pitch)
        var index = start
        for y in ys {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            let maskRow = (maskBase + y * maskPitch).assumingMemoryBound(to: UInt32.self)
            for x in xs {
                // ARGB8888: the mask's coverage is its red channel (white at the mask's alpha, over black).
                let coverage = (maskRow[x] >> 16) & 0xFF
                let drawn = row[x], kept = under[index]
                index += 1
                if coverage == 255 { continue }
                // Alpha too: a view's own drawing is masked in a clear buffer (``GroupCompositor``).
                func channel(_ shift: UInt32) -> UInt32 {
                    let a = (kept >> shift) & 0xFF, b = (drawn >> shift) & 0xFF
                    return ((a * (255 - coverage) + b * coverage + 127) / 255) << shift
                }
                row[x] = coverage == 0 ? kept : channel(0) | channel(8) | channel(16) | channel(24)
            }
        }
    }
}
