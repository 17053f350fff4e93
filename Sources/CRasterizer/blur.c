/* A Gaussian blur of a rectangle of RGBA pixels, as three box blurs in each direction (the box widths chosen so
   that the three passes together have the Gaussian's variance: W. M. Wells, "Efficient synthesis of Gaussian
   filters by cascaded uniform filters", 1986). Each box pass is a running sum, so the cost does not grow with
   the radius. Edges repeat the nearest pixel inside the rectangle. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#include "include/rasterizer.h"

/* The three box radii whose cascade has standard deviation `sigma`. */
static void box_radii(float sigma, int radii[3]) {
    double ideal = sqrt(12.0 * sigma * sigma / 3.0 + 1.0);
    int lower = (int)floor(ideal);
    if (lower % 2 == 0) lower--;
    int upper = lower + 2;
    double m = (12.0 * sigma * sigma - 3.0 * lower * lower - 12.0 * lower - 9.0) / (-4.0 * lower - 4.0);
    int small = (int)lround(m);
    for (int i = 0; i < 3; i++) radii[i] = ((i < small ? lower : upper) - 1) / 2;
}

/* One horizontal box pass over the `count` pixels of a row, from `src` into `dst`, radius `r`, edges clamped. The
   mean is a multiplication by the reciprocal of the box's width in 16.16 fixed point, rounded. */
static void box_row(const uint32_t *restrict src, uint32_t *restrict dst, int count, int r) {
    if (r <= 0) {
        memcpy(dst, src, (size_t)count * 4);
        return;
    }
    uint32_t sum[4] = {0, 0, 0, 0};
    const uint32_t reciprocal = (uint32_t)((1u << 16) / (uint32_t)(2 * r + 1));
    for (int k = -r; k <= r; k++) {
        uint32_t pixel = src[k < 0 ? 0 : (k >= count ? count - 1 : k)];
        for (int c = 0; c < 4; c++) sum[c] += (pixel >> (8 * c)) & 0xFF;
    }
    for (int i = 0; i < count; i++) {
        uint32_t out = 0;
        for (int c = 0; c < 4; c++) out |= ((sum[c] * reciprocal + (1u << 15)) >> 16) << (8 * c);
        dst[i] = out;
        uint32_t gone = src[i - r < 0 ? 0 : i - r], come = src[i + r + 1 >= count ? count - 1 : i + r + 1];
        for (int c = 0; c < 4; c++) sum[c] += ((come >> (8 * c)) & 0xFF) - ((gone >> (8 * c)) & 0xFF);
    }
}

/* One vertical box pass over a `width` × `height` block, row by row: a running sum per column and channel in `sums`
   (4 × width), so memory is read in order. */
static void box_columns(const uint32_t *restrict src, uint32_t *restrict dst, int width, int height, int r,
                        uint32_t *restrict sums) {
    if (r <= 0) {
        memcpy(dst, src, (size_t)width * (size_t)height * 4);
        return;
    }
    const uint32_t reciprocal = (uint32_t)((1u << 16) / (uint32_t)(2 * r + 1));
    memset(sums, 0, (size_t)width * 4 * sizeof(uint32_t));
    for (int k = -r; k <= r; k++) {
        const uint32_t *row = src + (size_t)(k < 0 ? 0 : (k >= height ? height - 1 : k)) * width;
        for (int x = 0; x < width; x++)
            for (int c = 0; c < 4; c++) sums[4 * x + c] += (row[x] >> (8 * c)) & 0xFF;
    }
    for (int y = 0; y < height; y++) {
        uint32_t *out = dst + (size_t)y * width;
        const uint32_t *gone = src + (size_t)(y - r < 0 ? 0 : y - r) * width;
        const uint32_t *come = src + (size_t)(y + r + 1 >= height ? height - 1 : y + r + 1) * width;
        for (int x = 0; x < width; x++) {
            uint32_t pixel = 0;
            for (int c = 0; c < 4; c++) {
                pixel |= ((sums[4 * x + c] * reciprocal + (1u << 15)) >> 16) << (8 * c);
                sums[4 * x + c] += ((come[x] >> (8 * c)) & 0xFF) - ((gone[x] >> (8 * c)) & 0xFF);
            }
            out[x] = pixel;
        }
    }
}

/* How much of pixel (x, y) lies inside the rounded rectangle `shape` (x0, y0, x1, y1, radius, in pixels): 1 away
   from its corners, the share inside the corner's circle near them (from the distance to its centre). */
static float rounded_share(int x, int y, const float shape[5]) {
    float px = (float)x + 0.5f, py = (float)y + 0.5f, r = shape[4];
    if (px < shape[0] || px > shape[2] || py < shape[1] || py > shape[3]) return 0.0f;
    if (r <= 0.0f) return 1.0f;
    float cx = px < shape[0] + r ? shape[0] + r : (px > shape[2] - r ? shape[2] - r : px);
    float cy = py < shape[1] + r ? shape[1] + r : (py > shape[3] - r ? shape[3] - r : py);
    float d = sqrtf((px - cx) * (px - cx) + (py - cy) * (py - cy));
    float share = r - d + 0.5f;
    return share < 0.0f ? 0.0f : (share > 1.0f ? 1.0f : share);
}

int raster_blur(const raster_canvas *canvas, int x0, int y0, int x1, int y1, float sigma, const float shape[5]) {
    if (x0 < canvas->clip_x0) x0 = canvas->clip_x0;
    if (y0 < canvas->clip_y0) y0 = canvas->clip_y0;
    if (x1 > canvas->clip_x1) x1 = canvas->clip_x1;
    if (y1 > canvas->clip_y1) y1 = canvas->clip_y1;
    int width = x1 - x0, height = y1 - y0;
    if (width <= 0 || height <= 0 || !(sigma > 0.0f)) return 0;
    if (sigma > 256.0f) sigma = 256.0f;
    size_t count = (size_t)width * (size_t)height;
    uint32_t *a = malloc(count * sizeof(uint32_t)), *b = malloc(count * sizeof(uint32_t));
    uint32_t *sums = malloc((size_t)width * 4 * sizeof(uint32_t));
    if (!a || !b || !sums) {
        free(a);
        free(b);
        free(sums);
        return -1;
    }
    for (int y = 0; y < height; y++)
        memcpy(a + (size_t)y * width, canvas->pixels + (size_t)(y0 + y) * canvas->pitch + (size_t)x0 * 4, (size_t)width * 4);
    int radii[3];
    box_radii(sigma, radii);
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < height; y++) box_row(a + (size_t)y * width, b + (size_t)y * width, width, radii[pass]);
        box_columns(b, a, width, height, radii[pass], sums);
    }
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(canvas->pixels + (size_t)(y0 + y) * canvas->pitch) + x0;
        const uint32_t *blurred = a + (size_t)y * width;
        for (int x = 0; x < width; x++) {
            float share = rounded_share(x0 + x, y0 + y, shape);
            if (share >= 1.0f) {
                row[x] = blurred[x];
            } else if (share > 0.0f) {
                uint32_t mixed = 0, before = row[x], after = blurred[x];
                for (int c = 0; c < 4; c++) {
                    float value = share * (float)((after >> (8 * c)) & 0xFF) + (1.0f - share) * (float)((before >> (8 * c)) & 0xFF);
                    mixed |= (uint32_t)(value + 0.5f) << (8 * c);
                }
                row[x] = mixed;
            }
        }
    }
    free(a);
    free(b);
    free(sums);
    return 0;
}
