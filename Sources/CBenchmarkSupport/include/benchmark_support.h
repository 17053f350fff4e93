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

/// Bytes the C heap holds for the program now (glibc's count of blocks in use, mmapped ones included).
size_t benchmark_heap_bytes_in_use(void);

#endif
