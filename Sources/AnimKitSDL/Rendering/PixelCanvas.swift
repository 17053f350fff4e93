import AnimKit
internal import CRasterizer
import Foundation

/// Fills shapes straight into an offscreen frame's pixels, in the same canvas units and clip as the frame's SDL renderer.
///
/// SDL's software renderer draws text; this draws every fill. The two take turns
/// on one surface, so SDL's queued calls are carried out before pixels are written.
struct PixelCanvas {
    private var pixelPoints: [Float] = []
    /// The ghosts' marks, kept zero between frames, and the spans of the ghost frames drawn last, kept for the next.
    private var ghostMarks: [Int32] = []
    private var ghostSpans: [ObjectIdentifier: (spans: GhostSpans, draw: Int)] = [:], ghostDraws = 0
    /// Whether the frame being drawn laid ghosts.
    private var laidGhosts = false

    /// How many ghost frames' spans are kept for the next frame.
    var keptGhostFrames: Int { ghostSpans.count }

    /// The frame is drawn: a frame with no ghosts (onion skin turned off) lets the kept spans go.
    mutating func endFrame() {
        if !laidGhosts { ghostSpans.removeAll() }
        laidGhosts = false
    }
    /// Whether SDL may hold drawing calls not yet carried out.
    private var sdlPending = false

    /// SDL drew into the frame: flush before the next fill.
    mutating func didDrawWithSDL() { sdlPending = true }

    /// Fills the convex polygon `points` (x, y pairs in canvas units) of `frame` in `color`, limited to `clip` (canvas units) when given.
    @MainActor
    mutating func fillConvex(_ points: [Float], color: PixelColor, clip: CGRect?, in frame: OffscreenSurface) {
        guard points.count >= 6 else { return }
        withCanvas(frame, clip: clip, color: color, outline: points, hole: nil) { canvas, rgba, outline, _ in
            raster_fill_convex(&canvas, outline.baseAddress, Int32(outline.count / 2), rgba)
        }
    }

    /// Fills the ring between the convex outline `points` and the convex `hole` inside it (a border).
    @MainActor
    mutating func fillRing(_ points: [Float], hole: [Float], color: PixelColor, clip: CGRect?, in frame: OffscreenSurface) {
        guard points.count >= 6 else { return }
        withCanvas(frame, clip: clip, color: color, outline: points, hole: hole) { canvas, rgba, outline, hole in
            raster_fill_ring(&canvas, outline.baseAddress, Int32(outline.count / 2), hole.baseAddress, Int32(hole.count / 2), rgba)
        }
    }

    /// Lays `ghosts` (in the coordinates `transform` maps to the canvas) over the frame in one pass, at `alpha`, limited
    /// to `clip` (canvas units) when given (``GhostDrawing``). Each ghost frame's row spans are made once and kept while
    /// it is drawn, frame after frame: a frame's work is adding them up, not their geometry.
    @MainActor
    mutating func fillGhosts(_ ghosts: GhostDrawing, transform: PlaneProjection, alpha: CGFloat, clip: CGRect?, in frame: OffscreenSurface)
    {
        guard alpha > 0, ghosts.tints.count == 2, let canvas = rasterCanvas(frame, clip: clip) else { return }
        // Two tints' marks for a band of 32 rows (the rasterizer's), left zero for the next frame.
        let marks = 2 * Int(canvas.clip_x1 - canvas.clip_x0 + 1) * 32
        guard canvas.clip_y1 > canvas.clip_y0, marks > 0 else { return }
        if ghostMarks.count < marks { ghostMarks = Array(repeating: 0, count: marks) }
        let map = frame.renderer.canvasToPixels
        let t = transform.affine
        let matrix: [Float] = [
            Float(t.a) * map.scaleX, Float(t.b) * map.scaleY, Float(t.c) * map.scaleX, Float(t.d) * map.scaleY,
            (Float(t.tx) + map.offsetX) * map.scaleX, (Float(t.ty) + map.offsetY) * map.scaleY,
        ]
        (ghostDraws, laidGhosts) = (ghostDraws + 1, true)
        var held: [GhostSpans] = [], sets: [raster_ghost_set] = []
        for set in ghosts.sets {
            let key = ObjectIdentifier(set.outlines)
            let spans: GhostSpans
            if transform.isAffine {
                if let known = ghostSpans[key]?.spans, known.fits(matrix: matrix, canvas: canvas) {
                    spans = known
                } else {
                    guard let made = GhostSpans(set.outlines, points: set.outlines.points, matrix: matrix, canvas: canvas) else { continue }
                    spans = made
                }
                ghostSpans[key] = (spans, ghostDraws)
            } else {
                // In perspective: each corner carried to pixels here, the spans made for this frame alone.
                var points = set.outlines.points
                for index in Swift.stride(from: 0, to: points.count - 1, by: 2) {
                    let placed = transform.apply(CGPoint(x: CGFloat(points[index]), y: CGFloat(points[index + 1])))
                    points[index] = (Float(placed.x) + map.offsetX) * map.scaleX
                    points[index + 1] = (Float(placed.y) + map.offsetY) * map.scaleY
                }
                guard let made = GhostSpans(set.outlines, points: points, matrix: [1, 0, 0, 1, 0, 0], canvas: canvas) else { continue }
                held.append(made)
                spans = made
            }
            sets.append(
                raster_ghost_set(spans: spans.spans, count: Int32(spans.count), alpha: Float(set.alpha * alpha), tint: Int32(set.tint)))
        }
        // A ghost frame comes back at the next distance a few frames later (ghosts a few frames apart): spans not drawn
        // for a while are let go.
        if ghostSpans.count > 4 * ghosts.sets.count { ghostSpans = ghostSpans.filter { ghostDraws - $0.value.draw < 16 } }
        // The frame's bytes are blue, green, red, alpha (``OffscreenSurface``).
        let colours = ghosts.tints.flatMap { tint in
            let color = PixelColor(tint, alpha: 1)
            return [color.blue, color.green, color.red, 255]
        }
        var target = canvas
        withExtendedLifetime((ghostSpans, held)) {
            _ = raster_fill_ghosts(&target, sets, Int32(sets.count), colours, &ghostMarks)
        }
    }

    /// Maps `outline` (and `hole`) to pixels and hands them, the pixel canvas with its clip, and the colour to `draw`.
    ///
    /// Once per fill, so nothing here allocates: the pixel points reuse one buffer.
    @MainActor
    private mutating func withCanvas(
        _ frame: OffscreenSurface, clip: CGRect?, color: PixelColor, outline: [Float], hole: [Float]?,
        draw: (inout raster_canvas, UnsafePointer<UInt8>?, UnsafeBufferPointer<Float>, UnsafeBufferPointer<Float>) -> Void
    ) {
        guard color.alpha > 0, var canvas = rasterCanvas(frame, clip: clip) else { return }
        let map = frame.renderer.canvasToPixels
        pixelPoints.removeAll(keepingCapacity: true)
        appendPixels(of: outline, map: map)
        let split = pixelPoints.count
        if let hole { appendPixels(of: hole, map: map) }
        // The frame's bytes are blue, green, red, alpha (``OffscreenSurface``); the rasterizer writes them in that order.
        let rgba = (color.blue, color.green, color.red, color.alpha)
        withUnsafeBytes(of: rgba) { color in
            pixelPoints.withUnsafeBufferPointer { buffer in
                draw(
                    &canvas, color.bindMemory(to: UInt8.self).baseAddress, UnsafeBufferPointer(rebasing: buffer[..<split]),
                    UnsafeBufferPointer(rebasing: buffer[split...]))
            }
        }
    }

    /// Blurs what is drawn in `rect` (canvas units, limited to `clip`) with a Gaussian of standard deviation `sigma`
    /// canvas units, inside the corners rounded by `cornerRadius`: a visual effect view's backdrop.
    @MainActor
    mutating func blur(_ rect: CGRect, sigma: Float, cornerRadius: CGFloat, clip: CGRect?, in frame: OffscreenSurface) {
        guard sigma > 0, sigma.isFinite, rect.width.isFinite, rect.height.isFinite, var canvas = rasterCanvas(frame, clip: clip) else {
            return
        }
        let map = frame.renderer.canvasToPixels
        let x0 = (Float(rect.minX) + map.offsetX) * map.scaleX, x1 = (Float(rect.maxX) + map.offsetX) * map.scaleX
        let y0 = (Float(rect.minY) + map.offsetY) * map.scaleY, y1 = (Float(rect.maxY) + map.offsetY) * map.scaleY
        let radius = Swift.min(Float(Swift.max(cornerRadius, 0)) * map.scaleX, (x1 - x0) / 2, (y1 - y0) / 2)
        let shape = (x0, y0, x1, y1, radius)
        _ = withUnsafePointer(to: shape) { tuple in
            tuple.withMemoryRebound(to: Float.self, capacity: 5) { shapePointer in
                raster_blur(
                    &canvas, Int32(saturating: Double(x0).rounded(.down)), Int32(saturating: Double(y0).rounded(.down)),
                    Int32(saturating: Double(x1).rounded(.up)), Int32(saturating: Double(y1).rounded(.up)), sigma * map.scaleX, shapePointer
                )
            }
        }
    }

    /// The frame's pixels for the rasterizer, clipped to `clip` (canvas units) when given; SDL's queued drawing is
    /// carried out first.
    @MainActor
    private mutating func rasterCanvas(_ frame: OffscreenSurface, clip: CGRect?) -> raster_canvas? {
        guard let pixels = frame.surface.pointee.pixels else { return nil }
        if sdlPending {
            frame.renderer.flush()
            sdlPending = false
        }
        let map = frame.renderer.canvasToPixels
        let width = Int32(frame.surface.pointee.w), height = Int32(frame.surface.pointee.h)
        var canvas = raster_canvas(
            pixels: pixels.assumingMemoryBound(to: UInt8.self), width: width, height: height, pitch: frame.surface.pointee.pitch,
            clip_x0: 0, clip_y0: 0, clip_x1: width, clip_y1: height)
        if let clip {
            let x0 = (Float(clip.minX) + map.offsetX) * map.scaleX, x1 = (Float(clip.maxX) + map.offsetX) * map.scaleX
            let y0 = (Float(clip.minY) + map.offsetY) * map.scaleY, y1 = (Float(clip.maxY) + map.offsetY) * map.scaleY
            canvas.clip_x0 = Swift.max(0, Int32(saturating: Double(x0).rounded(.down)))
            canvas.clip_y0 = Swift.max(0, Int32(saturating: Double(y0).rounded(.down)))
            canvas.clip_x1 = Swift.min(width, Int32(saturating: Double(x1).rounded(.up)))
            canvas.clip_y1 = Swift.min(height, Int32(saturating: Double(y1).rounded(.up)))
        }
        return canvas
    }

    private mutating func appendPixels(of points: [Float], map: (scaleX: Float, scaleY: Float, offsetX: Float, offsetY: Float)) {
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            pixelPoints.append((points[index] + map.offsetX) * map.scaleX)
            pixelPoints.append((points[index + 1] + map.offsetY) * map.scaleY)
        }
    }
}
