/*
 * The small PNG encoder: snapshots, references, `proof render`. Each row gets the filter
 * libpng's heuristic would pick — of None, Sub, Up, Average and Paeth, the one whose
 * filtered bytes, read as signed, have the least sum of absolute values — and the rows are
 * deflated in one piece by libdeflate, whose higher levels are smaller than zlib 9 and
 * several times faster. No libpng call: nothing here can longjmp, every error is a return code.
 */
#include "cpng.h"
#include "cpng_container.h"
#include "cpng_rows.h"

#include <stdlib.h>
#include <string.h>

enum { BPP = 4 }; /* bytes a pixel: 8-bit RGBA */

static inline uint32_t magnitude(uint8_t v) { int s = (int8_t)v; return (uint32_t)(s < 0 ? -s : s); }

static inline uint8_t average(uint8_t a, uint8_t b) { return (uint8_t)(((unsigned)a + b) >> 1); }

/* The PNG spec's Paeth predictor, branch-free so that the compiler vectorises it. */
static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = abs((int)b - c), pb = abs((int)a - c), pc = abs((int)a + b - 2 * c);
    uint8_t bc = pb <= pc ? b : c;
    return (pa <= pb && pa <= pc) ? a : bc;
}

/* Each filter as a cost (the heuristic's sum) and as a writer, over a row of n bytes `x`
   whose row above is `p` (all zero for the first row). The first pixel has no left
   neighbour (a = c = 0), so it is done apart and the main loops have no test. */
static uint32_t cost_none(const uint8_t *x, const uint8_t *p, size_t n) {
    (void)p;
    uint32_t s = 0;
    for (size_t i = 0; i < n; i++) s += magnitude(x[i]);
    return s;
}
static uint32_t cost_sub(const uint8_t *x, const uint8_t *p, size_t n) {
    (void)p;
    uint32_t s = 0;
    for (size_t i = 0; i < BPP; i++) s += magnitude(x[i]);
    for (size_t i = BPP; i < n; i++) s += magnitude((uint8_t)(x[i] - x[i - BPP]));
    return s;
}
static uint32_t cost_up(const uint8_t *x, const uint8_t *p, size_t n) {
    uint32_t s = 0;
    for (size_t i = 0; i < n; i++) s += magnitude((uint8_t)(x[i] - p[i]));
    return s;
}
static uint32_t cost_average(const uint8_t *x, const uint8_t *p, size_t n) {
    uint32_t s = 0;
    for (size_t i = 0; i < BPP; i++) s += magnitude((uint8_t)(x[i] - (p[i] >> 1)));
    for (size_t i = BPP; i < n; i++) s += magnitude((uint8_t)(x[i] - average(x[i - BPP], p[i])));
    return s;
}
static uint32_t cost_paeth(const uint8_t *x, const uint8_t *p, size_t n) {
    uint32_t s = 0;
    for (size_t i = 0; i < BPP; i++) s += magnitude((uint8_t)(x[i] - p[i]));
    for (size_t i = BPP; i < n; i++) s += magnitude((uint8_t)(x[i] - paeth(x[i - BPP], p[i], p[i - BPP])));
    return s;
}

static void write_filtered(int filter, const uint8_t *x, const uint8_t *p, size_t n, uint8_t *out) {
    switch (filter) {
    case 0: memcpy(out, x, n); break;
    case 1:
        for (size_t i = 0; i < BPP; i++) out[i] = x[i];
        for (size_t i = BPP; i < n; i++) out[i] = (uint8_t)(x[i] - x[i - BPP]);
        break;
    case 2:
        for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(x[i] - p[i]);
        break;
    case 3:
        for (size_t i = 0; i < BPP; i++) out[i] = (uint8_t)(x[i] - (p[i] >> 1));
        for (size_t i = BPP; i < n; i++) out[i] = (uint8_t)(x[i] - average(x[i - BPP], p[i]));
        break;
    default:
        for (size_t i = 0; i < BPP; i++) out[i] = (uint8_t)(x[i] - p[i]);
        for (size_t i = BPP; i < n; i++) out[i] = (uint8_t)(x[i] - paeth(x[i - BPP], p[i], p[i - BPP]));
        break;
    }
}

/* The filter libpng's heuristic picks for row `x` under `p`; ties go to the earlier
   filter in the spec's order (None, Sub, Up, Average, Paeth). A row equal to the one
   above (most rows of a flat screen) is Up at once: all zero, no filter can do better. */
static int choose_filter(const uint8_t *x, const uint8_t *p, size_t n) {
    if (memcmp(x, p, n) == 0) return 2;
    uint32_t (*const costs[5])(const uint8_t *, const uint8_t *, size_t) = {cost_none, cost_sub, cost_up, cost_average, cost_paeth};
    int best = 0;
    uint32_t least = UINT32_MAX;
    for (int f = 0; f < 5; f++) {
        uint32_t c = costs[f](x, p, n);
        if (c < least) { least = c; best = f; }
    }
    return best;
}

int cpng_encode_argb32_filtered(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, int level,
                                uint8_t **out, size_t *out_length, char *message, size_t message_size) {
    size_t raw_length = cpng_raw_length(data, width, height, stride, level, out, out_length, message, message_size);
    if (raw_length == 0) return CPNG_ERR_ARGUMENT;
    size_t n = (size_t)width * 4;
    uint8_t *raw = malloc(raw_length);
    /* The unfiltered rows: this one and the one above (zero above the first). */
    uint8_t *rows = calloc(2, n);
    if (!raw || !rows) {
        free(raw);
        free(rows);
        cpng_set_message(message, message_size, "out of memory encoding the PNG");
        return CPNG_ERR_MEMORY;
    }
    uint8_t *above = rows, *row = rows + n;
    for (uint32_t y = 0; y < height; y++) {
        cpng_unpremultiply_row(data + (size_t)y * stride, row, width);
        uint8_t *line = raw + (size_t)y * (n + 1);
        int filter = choose_filter(row, above, n);
        line[0] = (uint8_t)filter;
        write_filtered(filter, row, above, n, line + 1);
        uint8_t *t = above; above = row; row = t;
    }
    free(rows);
    return cpng_wrap(raw, raw_length, width, height, level, out, out_length, message, message_size);
}
