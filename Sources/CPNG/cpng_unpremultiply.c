/*
 * Whole rasters between Cairo's premultiplied ARGB32 and straight RGBA, for what reads or
 * draws pixels rather than files: a raster for the contrast check and diffs (the encoders'
 * own row conversion, cpng_rows.h, whose opaque rows the compiler vectorises and whose
 * translucent pixels multiply by a reciprocal instead of dividing), and a decoded asset or
 * frame as a Cairo surface (a filmstrip's eight @3x frames). Each is a pass over every pixel.
 */
#include "cpng.h"
#include "cpng_rows.h"

#include <string.h>

void cpng_unpremultiply_rows(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, uint8_t *rgba) {
    for (uint32_t y = 0; y < height; y++) cpng_unpremultiply_row(data + (size_t)y * stride, rgba + (size_t)y * width * 4, width);
}

/* a·c / 255 as Cairo's PNG reader rounds it (its multiply_alpha). */
static inline uint32_t multiplied(uint32_t c, uint32_t a) {
    uint32_t t = a * c + 0x80;
    return (t + (t >> 8)) >> 8;
}

void cpng_premultiply_rows(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t *data, size_t stride) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *src = rgba + (size_t)y * width * 4;
        uint8_t *row = data + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++) {
            uint32_t r = src[4 * x], g = src[4 * x + 1], b = src[4 * x + 2], a = src[4 * x + 3];
            uint32_t p = a == 255 ? 0xff000000u | r << 16 | g << 8 | b
                       : a << 24 | multiplied(r, a) << 16 | multiplied(g, a) << 8 | multiplied(b, a);
            memcpy(row + 4 * (size_t)x, &p, 4); /* the native word; no alignment asked of `data` */
        }
    }
}
