/* What share of a pixel a shape's four sub-row spans cover: shared by the rasterizer's walk and its blends. */
#ifndef ANIMVIEW_RASTERIZER_COVERAGE_H
#define ANIMVIEW_RASTERIZER_COVERAGE_H

#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* floor and ceiling to int without a call into libm (the baseline x86-64 has no rounding instruction).
   Only for values well inside int's range, which clipped pixel coordinates are. */
static inline int floor_int(float x) {
    int i = (int)x;
    return i - (x < (float)i);
}

static inline int ceil_int(float x) { return -floor_int(-x); }

/* Samples per pixel row: exact horizontal coverage on each of these sub-rows. */
#define SUBROWS 4
_Static_assert(SUBROWS == 4, "the SSE paths hold one sub-row per lane");

/* The share of pixel column [x, x + 1) inside the sub-rows' spans, summed over the sub-rows in order. */
static inline float edge_coverage(const float left[SUBROWS], const float right[SUBROWS], int x) {
#if defined(__SSE2__)
    __m128 lo = _mm_max_ps(_mm_loadu_ps(left), _mm_set1_ps((float)x));
    __m128 hi = _mm_min_ps(_mm_loadu_ps(right), _mm_set1_ps((float)(x + 1)));
    float d[SUBROWS];
    _mm_storeu_ps(d, _mm_max_ps(_mm_sub_ps(hi, lo), _mm_setzero_ps()));
    return ((d[0] + d[1]) + d[2]) + d[3];
#else
    float coverage = 0;
    for (int s = 0; s < SUBROWS; ++s) {
        float l = left[s] > (float)x ? left[s] : (float)x;
        float r = right[s] < (float)(x + 1) ? right[s] : (float)(x + 1);
        if (r > l) coverage += r - l;
    }
    return coverage;
#endif
}

/* The blend alpha (0…255) of a pixel `coverage` sub-rows' worth covered, for a colour of alpha `alpha`. */
static inline uint32_t coverage_alpha(float coverage, unsigned char alpha) {
    uint32_t a = (uint32_t)(coverage / SUBROWS * alpha + 0.5f);
    return a > 255 ? 255 : a;
}

#endif
