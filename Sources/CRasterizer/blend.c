#include "blend.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

void raster_blend_run(uint32_t *restrict p, int count, const unsigned char rgba[4], uint32_t alpha) {
    if (alpha == 0 || count <= 0) return;
    const uint32_t solid = (uint32_t)rgba[0] | (uint32_t)rgba[1] << 8 | (uint32_t)rgba[2] << 16 | 0xFF000000u;
    if (alpha == 255) {
        for (int x = 0; x < count; ++x) p[x] = solid;
        return;
    }
    const uint64_t source = spread(solid) * alpha, inverse = 255 - alpha;
    int x = 0;
#if defined(__SSE2__)
    /* The same arithmetic, four pixels at a time: eight 16-bit lanes per register, two pixels each half. */
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128), scale = _mm_set1_epi16((short)inverse);
    const __m128i lanes = _mm_set_epi64x((long long)source, (long long)source);
    for (; x + 4 <= count; x += 4) {
        __m128i d = _mm_loadu_si128((const __m128i *)(p + x));
        __m128i low = _mm_add_epi16(_mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), scale), lanes), half);
        __m128i high = _mm_add_epi16(_mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), scale), lanes), half);
        low = _mm_srli_epi16(_mm_add_epi16(low, _mm_srli_epi16(low, 8)), 8);
        high = _mm_srli_epi16(_mm_add_epi16(high, _mm_srli_epi16(high, 8)), 8);
        _mm_storeu_si128((__m128i *)(p + x), _mm_packus_epi16(low, high));
    }
#endif
    for (; x < count; ++x) p[x] = gather255(spread(p[x]) * inverse + source);
}

#if defined(__SSE2__)
/* What every edge group of one row shares: the colour, and the sub-row spans broadcast to four lanes. */
typedef struct {
    __m128i source;
    __m128 opacity, left[SUBROWS], right[SUBROWS];
} edge_setup;

/* The pixels [x0, x1) in groups of four starting at `start` (≤ x0, within three of it or ending at x1): a group's lanes
   outside [x0, x1) blend at alpha 0, which leaves those pixels as they were, so a left edge's groups end where the
   interior run begins and never overlap it. Groups that would leave the row are blended pixel by pixel. */
static inline void edge_groups(uint32_t *restrict p, int x0, int x1, int start, int width, const edge_setup *e,
                               const float left[SUBROWS], const float right[SUBROWS], const unsigned char rgba[4]) {
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128), full = _mm_set1_epi16(255);
    const __m128 quarter = _mm_set1_ps(1.0f / SUBROWS), rounding = _mm_set1_ps(0.5f), one = _mm_set1_ps(1), four = _mm_set1_ps(4);
    const __m128i first = _mm_set1_epi32(x0 - 1), end = _mm_set1_epi32(x1);
    __m128i index = _mm_add_epi32(_mm_set1_epi32(start), _mm_set_epi32(3, 2, 1, 0));
    __m128 column = _mm_cvtepi32_ps(index);
    for (int x = start; x < x1; x += 4, index = _mm_add_epi32(index, _mm_set1_epi32(4)), column = _mm_add_ps(column, four)) {
        if (x < 0 || x + 4 > width) {
            for (int k = x < x0 ? x0 : x; k < x + 4 && k < x1; ++k)
                raster_blend_run(p + k, 1, rgba, coverage_alpha(edge_coverage(left, right, k), rgba[3]));
            continue;
        }
        const __m128 next = _mm_add_ps(column, one), none = _mm_setzero_ps();
        __m128 coverage = _mm_max_ps(_mm_sub_ps(_mm_min_ps(e->right[0], next), _mm_max_ps(e->left[0], column)), none);
        for (int s = 1; s < SUBROWS; ++s) {
            coverage = _mm_add_ps(coverage, _mm_max_ps(_mm_sub_ps(_mm_min_ps(e->right[s], next), _mm_max_ps(e->left[s], column)), none));
        }
        __m128i alpha = _mm_cvttps_epi32(_mm_add_ps(_mm_mul_ps(_mm_mul_ps(coverage, quarter), e->opacity), rounding));
        alpha = _mm_and_si128(alpha, _mm_and_si128(_mm_cmpgt_epi32(index, first), _mm_cmplt_epi32(index, end)));
        alpha = _mm_packs_epi32(alpha, alpha);
        alpha = _mm_min_epi16(alpha, full);
        if (_mm_movemask_epi8(_mm_cmpeq_epi16(alpha, zero)) == 0xFFFF) continue;
        const __m128i pairs = _mm_unpacklo_epi16(alpha, alpha);
        const __m128i a_low = _mm_unpacklo_epi32(pairs, pairs), a_high = _mm_unpackhi_epi32(pairs, pairs);
        __m128i d = _mm_loadu_si128((const __m128i *)(p + x));
        __m128i low = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), _mm_sub_epi16(full, a_low)), _mm_mullo_epi16(e->source, a_low));
        __m128i high = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), _mm_sub_epi16(full, a_high)), _mm_mullo_epi16(e->source, a_high));
        low = _mm_add_epi16(low, half);
        high = _mm_add_epi16(high, half);
        low = _mm_srli_epi16(_mm_add_epi16(low, _mm_srli_epi16(low, 8)), 8);
        high = _mm_srli_epi16(_mm_add_epi16(high, _mm_srli_epi16(high, 8)), 8);
        _mm_storeu_si128((__m128i *)(p + x), _mm_packus_epi16(low, high));
    }
}
#endif

void raster_blend_row(uint32_t *restrict p, int x0, int full0, int full1, int x1, int width, const float left[SUBROWS],
                      const float right[SUBROWS], const unsigned char rgba[4]) {
#if defined(__SSE2__)
    const uint32_t solid = (uint32_t)rgba[0] | (uint32_t)rgba[1] << 8 | (uint32_t)rgba[2] << 16 | 0xFF000000u;
    edge_setup e = {_mm_unpacklo_epi8(_mm_set1_epi32((int)solid), _mm_setzero_si128()), _mm_set1_ps((float)rgba[3]), {}, {}};
    for (int s = 0; s < SUBROWS; ++s) {
        e.left[s] = _mm_set1_ps(left[s]);
        e.right[s] = _mm_set1_ps(right[s]);
    }
    if (full0 >= full1) {
        edge_groups(p, x0, x1, x0, width, &e, left, right, rgba);
        return;
    }
    /* The interior in whole groups of four; its last few pixels go with the right edge's groups. */
    int whole = full0 + (full1 - full0) / 4 * 4;
    if (x0 < full0) edge_groups(p, x0, full0, full0 - 4 * ((full0 - x0 + 3) / 4), width, &e, left, right, rgba);
    raster_blend_run(p + full0, whole - full0, rgba, rgba[3]);
    if (whole < x1) edge_groups(p, whole, x1, whole, width, &e, left, right, rgba);
#else
    (void)width;
    for (int x = x0; x < x1; ++x) {
        uint32_t alpha = x >= full0 && x < full1 ? rgba[3] : coverage_alpha(edge_coverage(left, right, x), rgba[3]);
        raster_blend_run(p + x, 1, rgba, alpha);
    }
#endif
}

void raster_blend_pixel(uint32_t *pixel, const unsigned char rgba[4], uint32_t alpha) {
    raster_blend_run(pixel, 1, rgba, alpha > 255 ? 255 : alpha);
}
