/* The row spans of onion skin's ghost outlines in a frame's pixels: made once for a ghost frame, then drawn (ghosts.c)
 * at every distance from the playhead it is shown at, with no geometry left to do. */
#include "rasterizer.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "coverage.h"

/* The most corners an outline may have. */
#define CORNER_LIMIT 64

/* Carries the outline `corners` (`count` points) to pixels by `matrix`, into `xy`; its rows, [*row0, *row1) — those whose
   centres lie inside it — within the clip. 0 when it has no such rows (or a corner is not finite). */
static int place(const raster_canvas *canvas, const float *corners, int count, const float matrix[6], float *xy, int *row0, int *row1) {
    if (count < 3 || count > CORNER_LIMIT) return 0;
    float top = INFINITY, bottom = -INFINITY;
    for (int i = 0; i < count; ++i) {
        float x = corners[2 * i], y = corners[2 * i + 1];
        xy[2 * i] = matrix[0] * x + matrix[2] * y + matrix[4];
        xy[2 * i + 1] = y = matrix[1] * x + matrix[3] * y + matrix[5];
        if (!isfinite(xy[2 * i]) || !isfinite(y)) return 0;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
    }
    if (top < (float)canvas->clip_y0) top = (float)canvas->clip_y0;
    if (bottom > (float)canvas->clip_y1) bottom = (float)canvas->clip_y1;
    if (!(top < bottom)) return 0;
    *row0 = ceil_int(top - 0.5f);
    *row1 = ceil_int(bottom - 0.5f);
    if (*row0 < canvas->clip_y0) *row0 = canvas->clip_y0;
    if (*row1 > canvas->clip_y1) *row1 = canvas->clip_y1;
    return *row0 < *row1;
}

/* The spans of the placed convex polygon `xy` (`count` points) in rows [row0, row1), appended to `out` as row, first
   pixel, end pixel: a pixel is inside when its centre is (an edge owns the rows whose centres lie in [its top, its
   bottom)). `left` and `right` are scratch of row1 − row0 entries. Returns how many were appended. */
static int spans_of(const raster_canvas *canvas, const float *xy, int count, int row0, int row1, float *left, float *right,
                    int32_t *out) {
    for (int row = row0; row < row1; ++row) left[row - row0] = INFINITY, right[row - row0] = -INFINITY;
    for (int i = 0; i < count; ++i) {
        int j = i + 1 == count ? 0 : i + 1;
        float x0 = xy[2 * i], y0 = xy[2 * i + 1], x1 = xy[2 * j], y1 = xy[2 * j + 1];
        if (y0 == y1) continue;
        if (y0 > y1) {
            float t = x0;
            x0 = x1, x1 = t, t = y0, y0 = y1, y1 = t;
        }
        int from = ceil_int(y0 - 0.5f), to = ceil_int(y1 - 0.5f);
        if (from < row0) from = row0;
        if (to > row1) to = row1;
        float slope = (x1 - x0) / (y1 - y0);
        for (int row = from; row < to; ++row) {
            float x = x0 + ((float)row + 0.5f - y0) * slope;
            if (x < left[row - row0]) left[row - row0] = x;
            if (x > right[row - row0]) right[row - row0] = x;
        }
    }
    int made = 0;
    for (int row = row0; row < row1; ++row) {
        float l = left[row - row0], r = right[row - row0];
        if (!(l < r)) continue;
        if (l < (float)canvas->clip_x0) l = (float)canvas->clip_x0;
        if (r > (float)canvas->clip_x1) r = (float)canvas->clip_x1;
        int x0 = ceil_int(l - 0.5f), x1 = ceil_int(r - 0.5f);
        if (x0 < canvas->clip_x0) x0 = canvas->clip_x0;
        if (x1 > canvas->clip_x1) x1 = canvas->clip_x1;
        if (x0 >= x1) continue;
        out[3 * made] = row, out[3 * made + 1] = x0, out[3 * made + 2] = x1;
        made += 1;
    }
    return made;
}

int32_t *raster_ghost_spans(const raster_canvas *canvas, const float *xy, const int32_t *outline_ends, int outline_count,
                            const float matrix[6], int *span_count) {
    *span_count = 0;
    int height = canvas->clip_y1 - canvas->clip_y0;
    if (height <= 0 || canvas->clip_x1 <= canvas->clip_x0) return NULL;
    /* First each outline's spans in turn, counted by row; then all of them in row order. */
    size_t room = 64, made = 0;
    int32_t *loose = malloc(sizeof(int32_t) * 3 * room);
    int *per_row = calloc((size_t)height + 1, sizeof(int));
    float *scratch = malloc(sizeof(float) * 2 * (size_t)height);
    float placed[2 * CORNER_LIMIT];
    int failed = !loose || !per_row || !scratch;
    for (int outline = 0, point = 0; !failed && outline < outline_count; point = outline_ends[outline++]) {
        int row0, row1;
        if (!place(canvas, xy + 2 * point, outline_ends[outline] - point, matrix, placed, &row0, &row1)) continue;
        if (made + (size_t)(row1 - row0) > room) {
            while (made + (size_t)(row1 - row0) > room) room *= 2;
            int32_t *grown = realloc(loose, sizeof(int32_t) * 3 * room);
            if (!grown) {
                failed = 1;
                break;
            }
            loose = grown;
        }
        int count = spans_of(canvas, placed, outline_ends[outline] - point, row0, row1, scratch, scratch + (row1 - row0), loose + 3 * made);
        for (int k = 0; k < count; ++k) per_row[loose[3 * (made + k)] - canvas->clip_y0 + 1] += 1;
        made += (size_t)count;
    }
    int32_t *spans = failed || made == 0 ? NULL : malloc(sizeof(int32_t) * 3 * made);
    if (spans) {
        for (int row = 0; row < height; ++row) per_row[row + 1] += per_row[row];
        for (size_t k = 0; k < made; ++k) {
            int at = per_row[loose[3 * k] - canvas->clip_y0]++;
            spans[3 * at] = loose[3 * k], spans[3 * at + 1] = loose[3 * k + 1], spans[3 * at + 2] = loose[3 * k + 2];
        }
        *span_count = (int)made;
    } else if (!failed && made == 0) {
        *span_count = 0;
    } else {
        *span_count = -1;
    }
    free(loose);
    free(per_row);
    free(scratch);
    return spans;
}
