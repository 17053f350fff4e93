/* Source-over blends of one colour into RGBA pixels (R in the low byte), every byte rounded the same way. */
#ifndef ANIMVIEW_RASTERIZER_BLEND_H
#define ANIMVIEW_RASTERIZER_BLEND_H

#include <stdint.h>

#include "coverage.h"

/* Each byte of the `count` pixels at `p` becomes (source × alpha + destination × (255 − alpha)) / 255, rounded. */
void raster_blend_run(uint32_t *restrict p, int count, const unsigned char rgba[4], uint32_t alpha);

/* The pixels [x0, x1) of a row of `width`, each at the share of it the sub-row spans `left`…`right` cover; with
   `align_end` the groups of four end at x1 rather than start at x0. */
void raster_blend_edge(uint32_t *restrict p, int x0, int x1, int align_end, int width, const float left[SUBROWS],
                       const float right[SUBROWS], const unsigned char rgba[4]);

/* One pixel at `alpha` (clamped to 255). */
void raster_blend_pixel(uint32_t *pixel, const unsigned char rgba[4], uint32_t alpha);

#endif
