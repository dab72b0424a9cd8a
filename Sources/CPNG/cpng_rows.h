/*
 * Cairo's premultiplied ARGB32 rows as PNG's straight RGBA: shared by the libpng writer
 * (cpng.c) and the fast writer (cpng_fast.c). Private to CPNG (not in include/).
 */
#pragma once
#include <stdint.h>
#include <string.h>

static inline void cpng_unpremultiply_row(const uint8_t *src, uint8_t *dst, uint32_t width) {
    const uint32_t *words = (const uint32_t *)src;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint32_t all = 0xffffffffu;
    for (uint32_t x = 0; x < width; x++) all &= words[x];
    if ((all >> 24) == 0xff) {
        for (uint32_t x = 0; x < width; x++) {
            uint32_t p = words[x];
            uint32_t q = (p & 0xff00ff00u) | ((p >> 16) & 0xffu) | ((p & 0xffu) << 16);
            memcpy(dst + 4 * (size_t)x, &q, 4); /* little-endian: bytes R, G, B, A */
        }
        return;
    }
#endif
    for (uint32_t x = 0; x < width; x++) {
        uint32_t p = words[x];
        uint32_t a = p >> 24;
        uint32_t r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
        if (a == 0) {
            r = g = b = 0;
        } else if (a < 255) {
            r = (r * 255 + a / 2) / a;
            g = (g * 255 + a / 2) / a;
            b = (b * 255 + a / 2) / a;
            if (r > 255) r = 255;
            if (g > 255) g = 255;
            if (b > 255) b = 255;
        }
        dst[4 * x + 0] = (uint8_t)r;
        dst[4 * x + 1] = (uint8_t)g;
        dst[4 * x + 2] = (uint8_t)b;
        dst[4 * x + 3] = (uint8_t)a;
    }
}
