/* Onion skin's ghosts: thousands of faint convex shapes in two tints, laid over the pixels in one pass.
 *
 * Drawing each ghost over the ones before costs a blend per shape per pixel; here every shape's row spans (made once,
 * ghost_spans.c) only mark where they begin and end, and one walk over the pixels they touch adds the marks up.
 * Source-over of many shapes of one colour leaves a pixel covered by 1 − Π(1 − αᵢ) whatever their order —
 * 1 − exp(−Σ dᵢ) with dᵢ = −ln(1 − αᵢ), a sum — so the sums of each tint's depths are all a pixel needs: the two
 * together say how covered it is, their shares which colour covers it. */
#include "rasterizer.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "blend.h"

/* Depths are summed in units of 1 / DEPTH_ONE; the cover of a summed depth is looked up in steps of
   2^COVER_SHIFT units, up to COVER_STEPS of them (a depth of 8: beyond it a pixel is wholly covered). Rows a band
   holds: a band's marks stay in cache while they are made and added up. */
#define DEPTH_ONE 4096
#define COVER_SHIFT 3
#define COVER_STEPS 4096
#define BAND_ROWS 32

/* Adds up one row's marks of both tints, lays the covered pixels over `pixels`, and leaves the marks zero again. */
static void lay_row(uint32_t *restrict pixels, int32_t *restrict marks0, int32_t *restrict marks1, int x0, int x1, const uint8_t *cover,
                    const unsigned char tints[8]) {
    const uint64_t first = spread((uint32_t)tints[0] | (uint32_t)tints[1] << 8 | (uint32_t)tints[2] << 16 | 0xFF000000u);
    const uint64_t second = spread((uint32_t)tints[4] | (uint32_t)tints[5] << 8 | (uint32_t)tints[6] << 16 | 0xFF000000u);
    int32_t depth0 = 0, depth1 = 0, seen0 = 0, seen1 = 0;
    uint64_t alpha = 0, mixed = 0;
    for (int x = x0; x <= x1; ++x) {
        depth0 += marks0[x - x0];
        depth1 += marks1[x - x0];
        marks0[x - x0] = marks1[x - x0] = 0;
        if (x == x1 || (depth0 | depth1) == 0) continue;
        /* Neighbours mostly lie under the same ghosts: their cover and colour are worked out once for the run. */
        if (depth0 != seen0 || depth1 != seen1) {
            seen0 = depth0, seen1 = depth1;
            int64_t total = (int64_t)depth0 + depth1, step = total >> COVER_SHIFT;
            alpha = total <= 0 ? 0 : step >= COVER_STEPS ? 255 : cover[step];
            /* The second tint's share, 0…256, mixes the colour: each lane (first × (256 − share) + second × share) / 256. */
            uint64_t share = depth1 <= 0 ? 0 : depth0 <= 0 ? 256 : (uint64_t)((float)depth1 * 256.0f / (float)total);
            mixed = ((first * (256 - share) + second * share + 0x0080008000800080ull) >> 8) & 0x00FF00FF00FF00FFull;
        }
        if (alpha == 0) continue;
        pixels[x] = gather255(spread(pixels[x]) * (255 - alpha) + mixed * alpha);
    }
}

int raster_fill_ghosts(const raster_canvas *canvas, const raster_ghost_set *sets, int set_count, const unsigned char tints[8],
                       int32_t *marks) {
    int width = canvas->clip_x1 - canvas->clip_x0, height = canvas->clip_y1 - canvas->clip_y0;
    if (width <= 0 || height <= 0 || set_count <= 0) return 0;
    int stride = width + 1;
    int32_t *second = marks + (size_t)stride * BAND_ROWS;
    /* Each set's depth, and how far into its spans (sorted by row) the bands have come. */
    int32_t *depths = malloc(sizeof(int32_t) * (size_t)set_count);
    int *next = malloc(sizeof(int) * (size_t)set_count);
    if (!depths || !next) {
        free(depths);
        free(next);
        return -1;
    }
    for (int set = 0; set < set_count; ++set) {
        float alpha = sets[set].alpha;
        depths[set] = alpha >= 1 ? DEPTH_ONE * 16 : alpha > 0 ? (int32_t)(-log1pf(-alpha) * DEPTH_ONE + 0.5f) : 0;
        next[set] = 0;
    }
    uint8_t cover[COVER_STEPS];
    for (int step = 0; step < COVER_STEPS; ++step) {
        float depth = (float)((step << COVER_SHIFT) + (1 << (COVER_SHIFT - 1))) / DEPTH_ONE;
        cover[step] = (uint8_t)(255.0f * -expm1f(-depth) + 0.5f);
    }
    for (int band0 = canvas->clip_y0; band0 < canvas->clip_y1; band0 += BAND_ROWS) {
        int band1 = band0 + BAND_ROWS < canvas->clip_y1 ? band0 + BAND_ROWS : canvas->clip_y1, first = band1, last = band0;
        for (int set = 0; set < set_count; ++set) {
            const int32_t *spans = sets[set].spans;
            int32_t depth = depths[set], *into = sets[set].tint ? second : marks;
            int k = next[set];
            for (; k < sets[set].count && spans[3 * k] < band1; ++k) {
                int row = spans[3 * k], x0 = spans[3 * k + 1], x1 = spans[3 * k + 2];
                if (row < band0 || depth <= 0) continue;
                if (x0 < canvas->clip_x0) x0 = canvas->clip_x0;
                if (x1 > canvas->clip_x1) x1 = canvas->clip_x1;
                if (x0 >= x1) continue;
                int32_t *line = into + (long)(row - band0) * stride - canvas->clip_x0;
                line[x0] += depth;
                line[x1] -= depth;
                if (row < first) first = row;
                if (row >= last) last = row + 1;
            }
            next[set] = k;
        }
        for (int row = first; row < last; ++row) {
            int32_t *line = marks + (long)(row - band0) * stride;
            lay_row((uint32_t *)(canvas->pixels + (long)row * canvas->pitch), line, second + (line - marks), canvas->clip_x0,
                    canvas->clip_x1, cover, tints);
        }
    }
    free(depths);
    free(next);
    return 0;
}
