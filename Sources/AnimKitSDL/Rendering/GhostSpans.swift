import AnimKit
internal import CRasterizer
import Foundation

/// One ghost frame's row spans in a frame's pixels (the rasterizer's `raster_ghost_spans`): made once, then laid over
/// frame after frame at every distance from the playhead the ghost frame is shown at, while pixels are mapped the same way.
final class GhostSpans {
    /// The outlines they are of, held so that no other outlines are made where these were while the spans are kept.
    let outlines: GhostOutlines
    /// The map from the outlines' space to pixels (x′ = m0·x + m2·y + m4, y′ = m1·x + m3·y + m5) they were made with.
    let matrix: [Float]
    /// The clip, in pixels (left, top, right, bottom), they were made within.
    let clip: [Int32]
    /// Row, first pixel, end pixel, sorted by row; the rasterizer's memory, freed with the spans.
    let spans: UnsafeMutablePointer<Int32>?
    /// How many spans there are.
    let count: Int

    /// The spans of `outlines` whose corners `points` are, carried by `matrix`, within `canvas`'s clip; `nil` when the
    /// rasterizer could not have the memory.
    init?(_ outlines: GhostOutlines, points: [Float], matrix: [Float], canvas: raster_canvas) {
        var canvas = canvas, count: Int32 = 0
        let made = points.withUnsafeBufferPointer { points in
            outlines.ends.withUnsafeBufferPointer { ends in
                raster_ghost_spans(&canvas, points.baseAddress, ends.baseAddress, Int32(ends.count), matrix, &count)
            }
        }
        guard count >= 0 else { return nil }
        (self.outlines, self.matrix, spans, self.count) = (outlines, matrix, made, Int(count))
        clip = [canvas.clip_x0, canvas.clip_y0, canvas.clip_x1, canvas.clip_y1]
    }

    deinit { free(spans) }

    /// Whether these spans are what `matrix` and `canvas`'s clip would make of the same outlines.
    func fits(matrix: [Float], canvas: raster_canvas) -> Bool {
        self.matrix == matrix && clip == [canvas.clip_x0, canvas.clip_y0, canvas.clip_x1, canvas.clip_y1]
    }
}
