// The render benchmark's yardstick: the same rotated, half-transparent quads drawn by
// SDL from C, one SDL_RenderGeometry call per quad, as the Swift renderer draws them.
#include "benchmark_support.h"

#include <SDL2/SDL.h>
#include <math.h>
#include <time.h>

/* CPU time of the process in ms, as the Swift side and the shared peers measure. */
static double cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

double benchmark_sdl_quads_from_c(const float *centers_x, const float *centers_y, const float *angles,
                                  const unsigned char *rgba, int count, int width, int height, int frames) {
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!surface) return -1;
    SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(surface);
    if (!renderer) { SDL_FreeSurface(surface); return -1; }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    const int indices[6] = {0, 1, 2, 0, 2, 3};
    double best = 1e300;
    double *times = SDL_malloc(sizeof(double) * (size_t)frames);
    for (int frame = 0; frame <= frames; frame++) {
        double start = cpu_ms();
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
        SDL_RenderClear(renderer);
        for (int i = 0; i < count; i++) {
            float c = cosf(angles[i]), s = sinf(angles[i]);
            const float hw = 24, hh = 16;
            const float corners[4][2] = {{-hw, -hh}, {hw, -hh}, {hw, hh}, {-hw, hh}};
            SDL_Vertex vertices[4];
            for (int k = 0; k < 4; k++) {
                vertices[k].position.x = centers_x[i] + corners[k][0] * c - corners[k][1] * s;
                vertices[k].position.y = centers_y[i] + corners[k][0] * s + corners[k][1] * c;
                vertices[k].color.r = rgba[i * 4]; vertices[k].color.g = rgba[i * 4 + 1];
                vertices[k].color.b = rgba[i * 4 + 2]; vertices[k].color.a = rgba[i * 4 + 3];
                vertices[k].tex_coord.x = 0; vertices[k].tex_coord.y = 0;
            }
            SDL_RenderGeometry(renderer, NULL, vertices, 4, indices, 6);
        }
        SDL_RenderPresent(renderer);
        double ms = cpu_ms() - start;
        if (frame > 0) times[frame - 1] = ms;  /* the first frame warms up */
    }
    /* median */
    for (int i = 1; i < frames; i++) { double v = times[i]; int j = i - 1; while (j >= 0 && times[j] > v) { times[j + 1] = times[j]; j--; } times[j + 1] = v; }
    best = times[frames / 2];
    SDL_free(times);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return best;
}
