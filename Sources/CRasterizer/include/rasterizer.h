#ifndef ANIMVIEW_RASTERIZER_H
#define ANIMVIEW_RASTERIZER_H

/// Pixels to draw into: RGBA bytes, `pitch` bytes per row, and the clip rectangle [x0, x1) × [y0, y1) in pixels.
typedef struct {
    unsigned char *pixels;
    int width, height, pitch;
    int clip_x0, clip_y0, clip_x1, clip_y1;
} raster_canvas;

/// Fills the convex polygon `xy` (`count` points as x, y pairs, in pixels, either winding) with `rgba` blended
/// source-over, anti-aliased: each pixel is covered by the share of it the polygon covers (exact across, four
/// samples down). Interior runs are blended with no coverage work at all.
void raster_fill_convex(const raster_canvas *canvas, const float *xy, int count, const unsigned char rgba[4]);

/// Fills the ring between the convex polygon `outer` and the convex polygon `inner` inside it (a border), anti-aliased:
/// each pixel is covered by the share of it inside `outer` and outside `inner`.
void raster_fill_ring(const raster_canvas *canvas, const float *outer, int outer_count, const float *inner, int inner_count,
                      const unsigned char rgba[4]);

/// Blurs the pixels of [x0, x1) × [y0, y1) (limited to the clip) with a Gaussian of standard deviation `sigma`
/// pixels (three box blurs each way; at most 256), the rectangle's edge pixels repeated outward, and writes back
/// only what lies inside the rounded rectangle `shape` — left, top, right, bottom and corner radius, in pixels —
/// edge pixels mixed by the share of them inside. Returns 0, or −1 when the scratch memory could not be had (the
/// pixels are then left as they were).
int raster_blur(const raster_canvas *canvas, int x0, int y0, int x1, int y1, float sigma, const float shape[5]);

#endif
