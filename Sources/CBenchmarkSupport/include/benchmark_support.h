#ifndef BENCHMARK_SUPPORT_H
#define BENCHMARK_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>

/// Pins the calling thread to the CPU it runs on now; false if the system refused.
bool benchmark_pin_to_current_cpu(void);

/// Median milliseconds per frame for SDL drawing `count` 48×32 quads from C (centres, angles in radians,
/// RGBA colours), one SDL_RenderGeometry call each, into a `width`×`height` software surface; -1 on failure.
double benchmark_sdl_quads_from_c(const float *centers_x, const float *centers_y, const float *angles,
                                  const unsigned char *rgba, int count, int width, int height, int frames);

/// Median milliseconds per frame for cairo drawing `count` progress rings from C: arcs of `radius` round centres,
/// from 12 o'clock clockwise through `ends` (0…1) of a turn, `line_width` wide with round caps, into a white image.
double benchmark_cairo_rings(const float *cx, const float *cy, const float *ends, const unsigned char *rgba, int count,
                             float radius, float line_width, int width, int height, int frames);

/// Median milliseconds per frame for cairo filling `count` cards from C: `card_width` × `card_height`, turned by
/// `angles` about their vertical axes and seen in perspective from `eye` points away (m34 = −1/eye).
double benchmark_cairo_cards(const float *cx, const float *cy, const float *angles, const unsigned char *rgba, int count,
                             float card_width, float card_height, float eye, int width, int height, int frames);

/// Bytes the C heap holds for the program now (glibc's count of blocks in use, mmapped ones included).
size_t benchmark_heap_bytes_in_use(void);

#endif
