/* Source-over blends of one colour into RGBA pixels (R in the low byte), every byte rounded the same way. */
#ifndef ANIMVIEW_RASTERIZER_BLEND_H
#define ANIMVIEW_RASTERIZER_BLEND_H

#include <stdint.h>

#include "coverage.h"

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
