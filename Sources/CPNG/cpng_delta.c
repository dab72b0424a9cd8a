/*
 * What changed between two frames of an animation, for the animated PNG encoder's delta
 * frames (AnimatedPNG.encodeDeltas). Plain C over two pixel buffers: no libpng, so nothing
 * here can longjmp. In C because it reads every pixel of every frame, and the tests that
 * record animation references run unoptimised Swift.
 */
#include "cpng.h"

#include <string.h>

static uint32_t word_at(const uint8_t *row, uint32_t x) {
    uint32_t w;
    memcpy(&w, row + (size_t)x * 4, 4);
    return w;
}

int cpng_frame_delta(const uint8_t *previous, const uint8_t *current, uint32_t width, uint32_t height, size_t stride,
                     cpng_rect *rect, int *changed_opaque) {
    if (!previous || !current || !rect || !changed_opaque || stride < (size_t)width * 4) return CPNG_ERR_ARGUMENT;
    uint32_t x0 = width, y0 = height, x1 = 0, y1 = 0;
    int opaque = 1;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *a = previous + (size_t)y * stride, *b = current + (size_t)y * stride;
        if (memcmp(a, b, (size_t)width * 4) == 0) continue;
        if (y < y0) y0 = y;
        y1 = y + 1;
        for (uint32_t x = 0; x < width; x++) {
            uint32_t wa = word_at(a, x), wb = word_at(b, x);
            if (wa == wb) continue;
            if (x < x0) x0 = x;
            if (x + 1 > x1) x1 = x + 1;
            /* ARGB32 in native order: alpha is the word's top byte. */
            if ((wb >> 24) != 0xFF) opaque = 0;
        }
    }
    if (y1 == 0) {
        rect->x = rect->y = rect->width = rect->height = 0;
        *changed_opaque = 1;
        return CPNG_OK;
    }
    rect->x = x0; rect->y = y0; rect->width = x1 - x0; rect->height = y1 - y0;
    *changed_opaque = opaque;
    return CPNG_OK;
}

int cpng_copy_delta(const uint8_t *previous, const uint8_t *current, size_t stride, cpng_rect rect,
                    int clear_unchanged, uint8_t *out) {
    if (!previous || !current || !out) return CPNG_ERR_ARGUMENT;
    for (uint32_t y = 0; y < rect.height; y++) {
        const uint8_t *a = previous + (size_t)(rect.y + y) * stride + (size_t)rect.x * 4;
        const uint8_t *b = current + (size_t)(rect.y + y) * stride + (size_t)rect.x * 4;
        uint8_t *o = out + (size_t)y * rect.width * 4;
        memcpy(o, b, (size_t)rect.width * 4);
        if (!clear_unchanged) continue;
        for (uint32_t x = 0; x < rect.width; x++) {
            if (memcmp(a + (size_t)x * 4, b + (size_t)x * 4, 4) == 0) memset(o + (size_t)x * 4, 0, 4);
        }
    }
    return CPNG_OK;
}
