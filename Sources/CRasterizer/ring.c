#include "rasterizer.h"

#include <math.h>
#include <stdint.h>

#include "blend.h"
#include "coverage.h"


/* A convex polygon's extent across one horizontal line: [left, right), empty when left >= right. */
static void span_at(const float *xy, int count, float y, float *left, float *right) {
    float l = INFINITY, r = -INFINITY;
    for (int i = 0; i < count; ++i) {
        int j = i + 1 == count ? 0 : i + 1;
        float y0 = xy[2 * i + 1], y1 = xy[2 * j + 1];
        if ((y0 <= y && y < y1) || (y1 <= y && y < y0)) {
            float x = xy[2 * i] + (xy[2 * j] - xy[2 * i]) * (y - y0) / (y1 - y0);
            if (x < l) l = x;
            if (x > r) r = x;
        }
    }
    *left = l;
    *right = r;
}

static float overlap(float x, float left, float right) {
    float l = left > x ? left : x, r = right < x + 1 ? right : x + 1;
    return r > l ? r - l : 0;
}

void raster_fill_ring(const raster_canvas *canvas, const float *outer, int outer_count, const float *inner, int inner_count,
                      const unsigned char rgba[4]) {
    if (outer_count < 3 || rgba[3] == 0) return;
    float top = INFINITY, bottom = -INFINITY;
    for (int i = 0; i < outer_count; ++i) {
        if (!isfinite(outer[2 * i]) || !isfinite(outer[2 * i + 1])) return;
        if (outer[2 * i + 1] < top) top = outer[2 * i + 1];
        if (outer[2 * i + 1] > bottom) bottom = outer[2 * i + 1];
    }
    for (int i = 0; i < inner_count; ++i) {
        if (!isfinite(inner[2 * i]) || !isfinite(inner[2 * i + 1])) inner_count = 0;
    }
    if (top < (float)canvas->clip_y0) top = (float)canvas->clip_y0;
    if (bottom > (float)canvas->clip_y1) bottom = (float)canvas->clip_y1;
    if (!(top < bottom)) return;
    const float clip_left = (float)canvas->clip_x0, clip_right = (float)canvas->clip_x1;
    for (int row = floor_int(top); row < canvas->clip_y1 && (float)row < bottom; ++row) {
        float lo[SUBROWS], ro[SUBROWS], li[SUBROWS], ri[SUBROWS];
        float first = clip_right, last = clip_left, hole_left = clip_left, hole_right = clip_right;
        for (int s = 0; s < SUBROWS; ++s) {
            float y = (float)row + ((float)s + 0.5f) / SUBROWS;
            span_at(outer, outer_count, y, &lo[s], &ro[s]);
            if (lo[s] < clip_left) lo[s] = clip_left;
            if (ro[s] > clip_right) ro[s] = clip_right;
            li[s] = ri[s] = 0;
            if (inner_count >= 3) span_at(inner, inner_count, y, &li[s], &ri[s]);
            if (!(li[s] < ri[s])) li[s] = ri[s] = 0;
            if (lo[s] < ro[s]) {
                if (lo[s] < first) first = lo[s];
                if (ro[s] > last) last = ro[s];
            }
            /* Pixels inside the hole on every sub-row get nothing. */
            if (li[s] > hole_left) hole_left = li[s];
            if (ri[s] < hole_right) hole_right = ri[s];
        }
        if (!(first < last)) continue;
        uint32_t *pixels = (uint32_t *)(canvas->pixels + (long)row * canvas->pitch);
        int x0 = floor_int(first), x1 = ceil_int(last);
        int skip0 = ceil_int(hole_left), skip1 = floor_int(hole_right);
        for (int x = x0; x < x1; ++x) {
            if (x >= skip0 && x < skip1) {
                x = skip1 - 1;
                continue;
            }
            float coverage = 0;
            for (int s = 0; s < SUBROWS; ++s) {
                if (!(lo[s] < ro[s])) continue;
                coverage += overlap((float)x, lo[s], ro[s]);
                if (li[s] < ri[s]) {
                    float l = li[s] > lo[s] ? li[s] : lo[s], r = ri[s] < ro[s] ? ri[s] : ro[s];
                    if (l < r) coverage -= overlap((float)x, l, r);
                }
            }
            uint32_t alpha = (uint32_t)(coverage / SUBROWS * rgba[3] + 0.5f);
            if (alpha > 0) raster_blend_pixel(pixels + x, rgba, alpha);
        }
    }
}
