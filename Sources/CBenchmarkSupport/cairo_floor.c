// The Core Animation render benchmarks' floor: the same progress rings and perspective cards drawn by cairo
// straight from C into a white 1280 × 800 ARGB32 image, with the geometry computed here in the plainest way.
#include "benchmark_support.h"

#include <cairo/cairo.h>
#include <math.h>
#include <stdlib.h>
#include <time.h>

static double cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef void (*draw_frame)(cairo_t *cr, const void *scene);

/* Median CPU milliseconds per frame of `draw` over `frames` frames, after one to warm up; -1 on failure. */
static double time_frames(int width, int height, int frames, draw_frame draw, const void *scene) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) return -1;
    cairo_t *cr = cairo_create(surface);
    double *times = malloc(sizeof(double) * (size_t)(frames > 0 ? frames : 1));
    for (int frame = 0; frame <= frames; frame++) {
        double start = cpu_ms();
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        draw(cr, scene);
        cairo_surface_flush(surface);
        if (frame > 0) times[frame - 1] = cpu_ms() - start;
    }
    qsort(times, (size_t)frames, sizeof(double), compare);
    double median = frames > 0 ? times[frames / 2] : -1;
    free(times);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return median;
}

struct rings {
    const float *cx, *cy, *ends;
    const unsigned char *rgba;
    int count;
    float radius, line_width;
};

static void draw_rings(cairo_t *cr, const void *scene) {
    const struct rings *r = scene;
    cairo_set_line_width(cr, r->line_width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int i = 0; i < r->count; i++) {
        if (r->ends[i] <= 0) continue;
        cairo_new_path(cr);
        cairo_arc(cr, r->cx[i], r->cy[i], r->radius, -M_PI / 2, -M_PI / 2 + 2 * M_PI * r->ends[i]);
        cairo_set_source_rgba(cr, r->rgba[i * 4] / 255.0, r->rgba[i * 4 + 1] / 255.0, r->rgba[i * 4 + 2] / 255.0,
                              r->rgba[i * 4 + 3] / 255.0);
        cairo_stroke(cr);
    }
}

double benchmark_cairo_rings(const float *cx, const float *cy, const float *ends, const unsigned char *rgba, int count,
                             float radius, float line_width, int width, int height, int frames) {
    struct rings scene = {cx, cy, ends, rgba, count, radius, line_width};
    return time_frames(width, height, frames, draw_rings, &scene);
}

struct cards {
    const float *cx, *cy, *angles;
    const unsigned char *rgba;
    int count;
    float card_width, card_height, eye;
};

static void draw_cards(cairo_t *cr, const void *scene) {
    const struct cards *c = scene;
    const float hw = c->card_width / 2, hh = c->card_height / 2;
    const float corners[4][2] = {{-hw, -hh}, {hw, -hh}, {hw, hh}, {-hw, hh}};
    for (int i = 0; i < c->count; i++) {
        float s = sinf(c->angles[i]), k = cosf(c->angles[i]);
        cairo_new_path(cr);
        for (int j = 0; j < 4; j++) {
            /* Turned about y, then seen from `eye` points away: x cos, y over the weight 1 + x sin / eye. */
            float x = corners[j][0], y = corners[j][1];
            float w = 1 + x * s / c->eye;
            if (j == 0) cairo_move_to(cr, c->cx[i] + x * k / w, c->cy[i] + y / w);
            else cairo_line_to(cr, c->cx[i] + x * k / w, c->cy[i] + y / w);
        }
        cairo_close_path(cr);
        cairo_set_source_rgba(cr, c->rgba[i * 4] / 255.0, c->rgba[i * 4 + 1] / 255.0, c->rgba[i * 4 + 2] / 255.0,
                              c->rgba[i * 4 + 3] / 255.0);
        cairo_fill(cr);
    }
}

double benchmark_cairo_cards(const float *cx, const float *cy, const float *angles, const unsigned char *rgba, int count,
                             float card_width, float card_height, float eye, int width, int height, int frames) {
    struct cards scene = {cx, cy, angles, rgba, count, card_width, card_height, eye};
    return time_frames(width, height, frames, draw_cards, &scene);
}
