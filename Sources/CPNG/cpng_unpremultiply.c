/*
 * A whole raster as straight RGBA, for what reads pixels rather than writing a file (the
 * contrast check, diffs): the encoders' own row conversion (cpng_rows.h), whose opaque rows
 * the compiler vectorises and whose translucent pixels multiply by a reciprocal instead of
 * dividing — a pass over every pixel of every screen the checks measure.
 */
#include "cpng.h"
#include "cpng_rows.h"

void cpng_unpremultiply_rows(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, uint8_t *rgba) {
    for (uint32_t y = 0; y < height; y++) cpng_unpremultiply_row(data + (size_t)y * stride, rgba + (size_t)y * width * 4, width);
}
