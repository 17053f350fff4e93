#include "rasterizer.h"

#include <math.h>
#include <stdint.h>

#include "blend.h"
#include "coverage.h"

/* One side of a convex polygon, walked from its top vertex down; the current edge's slope is kept, so a
   crossing costs a multiply, not a divide. */
typedef struct {
    const float *xy;
    int count, step, index, bottom;
    float x, y, slope, next_y;
} chain;

/* The vertex after `index` going `step` (±1) round a polygon of `count` vertices. */
static inline int following(int index, int step, int count) {
    int next = index + step;
    return next == count ? 0 : next < 0 ? count - 1 : next;
}

/* Makes the edge from vertex `index` to the next one the current edge. */
static void chain_enter(chain *c, int index) {
    c->index = index;
    int next = index == c->bottom ? index : following(index, c->step, c->count);
    c->x = c->xy[2 * index];
    c->y = c->xy[2 * index + 1];
    c->next_y = c->xy[2 * next + 1];
    float dy = c->next_y - c->y;
    c->slope = dy > 1e-6f ? (c->xy[2 * next] - c->x) / dy : 0;
}

/* x where the chain crosses y (y within the polygon's vertical extent, never smaller than the last y asked). */
static float chain_x(chain *c, float y) {
    while (c->index != c->bottom && c->next_y < y) chain_enter(c, following(c->index, c->step, c->count));
    return c->x + (y - c->y) * c->slope;
}

/* The four sub-rows' spans of `row` at once, clipped, when they all lie within the polygon's extent and on the chains'
   current edges (every row but those holding a vertex); 0 when the row needs the one-by-one walk. */
static int spans_on_current_edges(const chain *a, const chain *b, int row, float y_top, float y_bottom, float clip_left,
                                  float clip_right, float left[SUBROWS], float right[SUBROWS]) {
#if defined(__SSE2__)
    float first = (float)row + 0.5f / SUBROWS, last = (float)row + (SUBROWS - 0.5f) / SUBROWS;
    if (first < y_top || last > y_bottom) return 0;
    if ((a->index != a->bottom && a->next_y < last) || (b->index != b->bottom && b->next_y < last)) return 0;
    const __m128 y = _mm_add_ps(_mm_set1_ps((float)row), _mm_set_ps(3.5f / SUBROWS, 2.5f / SUBROWS, 1.5f / SUBROWS, 0.5f / SUBROWS));
    __m128 xa = _mm_add_ps(_mm_set1_ps(a->x), _mm_mul_ps(_mm_sub_ps(y, _mm_set1_ps(a->y)), _mm_set1_ps(a->slope)));
    __m128 xb = _mm_add_ps(_mm_set1_ps(b->x), _mm_mul_ps(_mm_sub_ps(y, _mm_set1_ps(b->y)), _mm_set1_ps(b->slope)));
    _mm_storeu_ps(left, _mm_max_ps(_mm_set1_ps(clip_left), _mm_min_ps(xa, xb)));
    _mm_storeu_ps(right, _mm_min_ps(_mm_set1_ps(clip_right), _mm_max_ps(xb, xa)));
    return 1;
#else
    (void)a, (void)b, (void)row, (void)y_top, (void)y_bottom, (void)clip_left, (void)clip_right, (void)left, (void)right;
    return 0;
#endif
}

void raster_fill_convex(const raster_canvas *canvas, const float *xy, int count, const unsigned char rgba[4]) {
    if (count < 3 || rgba[3] == 0) return;
    int top = 0, bottom = 0;
    for (int i = 0; i < count; ++i) {
        if (!isfinite(xy[2 * i]) || !isfinite(xy[2 * i + 1])) return;
        if (xy[2 * i + 1] < xy[2 * top + 1]) top = i;
        if (xy[2 * i + 1] > xy[2 * bottom + 1]) bottom = i;
    }
    float y_top = xy[2 * top + 1], y_bottom = xy[2 * bottom + 1];
    /* Rows outside the clip are never visited, so the float rows are clamped before they become ints. */
    float top_row = y_top < (float)canvas->clip_y0 ? (float)canvas->clip_y0 : y_top;
    float bottom_row = y_bottom > (float)canvas->clip_y1 ? (float)canvas->clip_y1 : y_bottom;
    if (!(top_row < bottom_row)) return;
    int row0 = floor_int(top_row), row1 = ceil_int(bottom_row);
    if (row0 < canvas->clip_y0) row0 = canvas->clip_y0;
    if (row1 > canvas->clip_y1) row1 = canvas->clip_y1;
    if (row0 >= row1) return;
    const float clip_left = (float)canvas->clip_x0, clip_right = (float)canvas->clip_x1;
    chain a = {xy, count, 1, top, bottom, 0, 0, 0, 0}, b = {xy, count, -1, top, bottom, 0, 0, 0, 0};
    chain_enter(&a, top);
    chain_enter(&b, top);

    for (int row = row0; row < row1; ++row) {
        float left[SUBROWS], right[SUBROWS];
        float outer_left = clip_right, outer_right = clip_left, inner_left = clip_left, inner_right = clip_right;
        int covered = 0;
        if (!spans_on_current_edges(&a, &b, row, y_top, y_bottom, clip_left, clip_right, left, right)) {
            for (int s = 0; s < SUBROWS; ++s) {
                float y = (float)row + ((float)s + 0.5f) / SUBROWS;
                if (y < y_top || y > y_bottom) {
                    left[s] = right[s] = 0;
                    continue;
                }
                float xa = chain_x(&a, y), xb = chain_x(&b, y);
                float l = xa < xb ? xa : xb, r = xa < xb ? xb : xa;
                left[s] = l < clip_left ? clip_left : l;
                right[s] = r > clip_right ? clip_right : r;
            }
        }
        for (int s = 0; s < SUBROWS; ++s) {
            float l = left[s], r = right[s];
            if (r <= l) {
                left[s] = right[s] = 0;
                inner_left = clip_right;
                continue;
            }
            covered = 1;
            if (l < outer_left) outer_left = l;
            if (r > outer_right) outer_right = r;
            if (l > inner_left) inner_left = l;
            if (r < inner_right) inner_right = r;
        }
        if (!covered) continue;
        uint32_t *pixels = (uint32_t *)(canvas->pixels + (long)row * canvas->pitch);
        int x0 = floor_int(outer_left), x1 = ceil_int(outer_right);
        /* The next row starts about here: ask for its memory now, so it has arrived when the loop gets there. */
        if (row + 1 < row1) {
            const unsigned char *next = canvas->pixels + (long)(row + 1) * canvas->pitch;
            const unsigned char *end = next + 4 * (x1 + 16 < canvas->width ? x1 + 16 : canvas->width);
            for (const unsigned char *line = next + 4 * x0; line < end; line += 64) __builtin_prefetch(line, 1);
        }
        /* Pixels wholly inside every sub-row's span need no coverage. */
        int full0 = ceil_int(inner_left), full1 = floor_int(inner_right);
        if (full0 > full1) full0 = full1 = x1;
        if (full0 < x0) full0 = x0;
        if (full1 > x1) full1 = x1;
        raster_blend_row(pixels, x0, full0, full1, x1, canvas->width, left, right, rgba);
    }
}

