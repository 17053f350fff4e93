// The Core Animation render benchmarks' floor as a program of its own: reads a scene that `animview bench render
// --floor-scenes DIR` wrote (the very rings or cards its frames showed) and draws it with cairo straight from C, through
// the same drawing code the benchmark's in-process floor runs (Sources/CBenchmarkSupport/cairo_floor.c).
//
// Usage: cairo_floor SCENE [--frames F]
// Prints: floor scene=rings|cards3d N=… ms_per_frame=…
//
// A scene file: a header line `rings WIDTH HEIGHT RADIUS LINE_WIDTH` or `cards3d WIDTH HEIGHT CARD_WIDTH CARD_HEIGHT EYE`,
// then one line per shape: `X Y VALUE R G B A` (VALUE the stroke end 0…1, or the turn about y in radians; colour bytes).
#include "benchmark_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(const char *message, const char *detail) {
    fprintf(stderr, "cairo_floor: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
    return 1;
}

int main(int argc, char **argv) {
    const char *path = NULL;
    int frames = 300;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--frames") == 0 && i + 1 < argc) {
            frames = atoi(argv[++i]);
        } else if (!path) {
            path = argv[i];
        } else {
            return fail("unexpected argument", argv[i]);
        }
    }
    if (!path) return fail("usage: cairo_floor SCENE [--frames F]", NULL);
    if (frames < 1 || frames > 10000) return fail("--frames must be between 1 and 10000", NULL);
    FILE *file = fopen(path, "r");
    if (!file) return fail("cannot open the scene", path);
    char kind[16];
    int width, height;
    float a, b, c = 0;
    int header = fscanf(file, "%15s %d %d %f %f", kind, &width, &height, &a, &b);
    int isCards = header == 5 && strcmp(kind, "cards3d") == 0;
    if (header != 5 || (!isCards && strcmp(kind, "rings") != 0) || (isCards && fscanf(file, "%f", &c) != 1) || width < 1 ||
        height < 1 || width > 8192 || height > 8192) {
        fclose(file);
        return fail("not a rings or cards3d scene", path);
    }
    int capacity = 1024, count = 0;
    float *x = malloc(sizeof(float) * capacity), *y = malloc(sizeof(float) * capacity), *value = malloc(sizeof(float) * capacity);
    unsigned char *rgba = malloc((size_t)capacity * 4);
    unsigned r, g, bl, al;
    float px, py, pv;
    while (fscanf(file, "%f %f %f %u %u %u %u", &px, &py, &pv, &r, &g, &bl, &al) == 7) {
        if (count == capacity) {
            capacity *= 2;
            x = realloc(x, sizeof(float) * capacity);
            y = realloc(y, sizeof(float) * capacity);
            value = realloc(value, sizeof(float) * capacity);
            rgba = realloc(rgba, (size_t)capacity * 4);
        }
        x[count] = px, y[count] = py, value[count] = pv;
        unsigned char colour[4] = {(unsigned char)r, (unsigned char)g, (unsigned char)bl, (unsigned char)al};
        memcpy(rgba + (size_t)count * 4, colour, 4);
        count++;
    }
    int complete = feof(file);
    fclose(file);
    if (!complete || count == 0) {
        free(x), free(y), free(value), free(rgba);
        return fail("a shape line is malformed, or there is none", path);
    }
    double ms = isCards ? benchmark_cairo_cards(x, y, value, rgba, count, a, b, c, width, height, frames)
                        : benchmark_cairo_rings(x, y, value, rgba, count, a, b, width, height, frames);
    free(x), free(y), free(value), free(rgba);
    if (ms < 0) return fail("cairo could not make the image", NULL);
    printf("floor scene=%s N=%d ms_per_frame=%.3f\n", kind, count, ms);
    return 0;
}
