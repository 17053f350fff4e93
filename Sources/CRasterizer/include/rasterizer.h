#ifndef ANIMVIEW_RASTERIZER_H
#define ANIMVIEW_RASTERIZER_H

#include <stdint.h>

/// Pixels to draw into: RGBA bytes, `pitch` bytes per row, and the clip rectangle [x0, x1) × [y0, y1) in pixels.
typedef struct {
    unsigned char *pixels;
    int width, height, pitch;
    int clip_x0, clip_y0, clip_x1, clip_y1;
} raster_canvas;

/// Fills the convex polygon `xy` (`count` points as x, y pairs, in pixels, either winding) with `rgba` blended
/// source-over, anti-aliased: each pixel is covered by the share of it the polygon covers (exact across, four
/// samples down). Interior runs are blended with no coverage work at all.
void raster_fill_convex(const raster_canvas *canvas, const float *xy, int count, const unsigned char rgba[4]);

/// Fills the ring between the convex polygon `outer` and the convex polygon `inner` inside it (a border), anti-aliased:
/// each pixel is covered by the share of it inside `outer` and outside `inner`.
void raster_fill_ring(const raster_canvas *canvas, const float *outer, int outer_count, const float *inner, int inner_count,
                      const unsigned char rgba[4]);

/// Blurs the pixels of [x0, x1) × [y0, y1) (limited to the clip) with a Gaussian of standard deviation `sigma`
/// pixels (three box blurs each way; at most 256), the rectangle's edge pixels repeated outward, and writes back
/// only what lies inside the rounded rectangle `shape` — left, top, right, bottom and corner radius, in pixels —
/// edge pixels mixed by the share of them inside. Returns 0, or −1 when the scratch memory could not be had (the
/// pixels are then left as they were).
int raster_blur(const raster_canvas *canvas, int x0, int y0, int x1, int y1, float sigma, const float shape[5]);

/// The row spans of convex outlines (`xy`, x, y pairs carried to pixels by `matrix` — x′ = m0·x + m2·y + m4,
/// y′ = m1·x + m3·y + m5; outline k's corners end at `outline_ends[k]`, 3 to 64 an outline) within the clip, as
/// `*span_count` triples — row, first pixel, end pixel — sorted by row, in memory the caller frees with `free`. A pixel
/// is in an outline when its centre is (a centre on a right or bottom edge is out, on a left or top one in). NULL with
/// a count of 0 when no outline covers a pixel, of −1 when memory could not be had.
int32_t *raster_ghost_spans(const raster_canvas *canvas, const float *xy, const int32_t *outline_ends, int outline_count,
                            const float matrix[6], int *span_count);

/// A set of ghost outlines drawn at one alpha in one tint: their spans (``raster_ghost_spans``) for this clip.
typedef struct {
    const int32_t *spans;
    int count;
    float alpha;
    /// 0 or 1: the first or second colour of the tints.
    int tint;
} raster_ghost_set;

/// Lays onion skin's ghosts over the pixels in one pass: each pixel is covered by 1 − Π(1 − αᵢ) of the outlines over it
/// — what they would cover laid one over another in any order — in the two `tints` (four bytes each, their alpha bytes
/// unused) mixed by how much of that each brings. `marks` is scratch of 2 × (clip width + 1) × 32 zeros, left zero.
/// Returns 0, or −1 when memory could not be had (nothing is then drawn).
int raster_fill_ghosts(const raster_canvas *canvas, const raster_ghost_set *sets, int set_count, const unsigned char tints[8],
                       int32_t *marks);

#endif
