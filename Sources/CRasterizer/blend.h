/* Source-over blends of one colour into RGBA pixels (R in the low byte), every byte rounded the same way. */
#ifndef ANIMVIEW_RASTERIZER_BLEND_H
#define ANIMVIEW_RASTERIZER_BLEND_H

#include <stdint.h>

#include "coverage.h"

/* A pixel's four bytes spread into four 16-bit lanes, so one multiply scales all of them. */
static inline uint64_t spread(uint32_t pixel) {
    uint64_t x = pixel;
    x = (x | x << 16) & 0x0000FFFF0000FFFFull;
    return (x | x << 8) & 0x00FF00FF00FF00FFull;
}

/* Four 16-bit lanes, each x / 255 rounded (x ≤ 255 × 255), gathered back into a pixel. */
static inline uint32_t gather255(uint64_t x) {
    x += 0x0080008000800080ull;
    x = (x + (x >> 8 & 0x00FF00FF00FF00FFull)) >> 8 & 0x00FF00FF00FF00FFull;
    x = (x | x >> 8) & 0x0000FFFF0000FFFFull;
    return (uint32_t)(x | x >> 16);
}

/* Each byte of the `count` pixels at `p` becomes (source × alpha + destination × (255 − alpha)) / 255, rounded. */
void raster_blend_run(uint32_t *restrict p, int count, const unsigned char rgba[4], uint32_t alpha);

/* One row of a fill, of `width` pixels: the left edge's pixels [x0, full0) and the right edge's [full1, x1) each at
   the share of it the sub-row spans `left`…`right` cover, the interior [full0, full1) at the colour's own alpha. With
   no interior (full0 ≥ full1) every pixel of [x0, x1) is an edge pixel. */
void raster_blend_row(uint32_t *restrict p, int x0, int full0, int full1, int x1, int width, const float left[SUBROWS],
                      const float right[SUBROWS], const unsigned char rgba[4]);

/* One pixel at `alpha` (clamped to 255). */
void raster_blend_pixel(uint32_t *pixel, const unsigned char rgba[4], uint32_t alpha);

#endif
