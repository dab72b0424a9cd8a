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

#include <pthread.h>
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

/* Rows are kept with PAD zero bytes before them, so that the left neighbours of the first
   pixel (a and c) read as the zeros the spec gives them and no loop needs a test. */
enum { PAD = 16 };

/* The heuristic's five sums for row `x` under `p` (n bytes each, PAD zero bytes before
   both), from byte `from` on, added into costs[]. */
static void add_costs_scalar(const uint8_t *x, const uint8_t *p, size_t from, size_t n, uint32_t costs[5]) {
    const uint8_t *xl = x - BPP, *pl = p - BPP; /* the left neighbours (into the padding at first) */
    for (size_t i = from; i < n; i++) {
        uint8_t a = xl[i], b = p[i], c = pl[i];
        costs[0] += magnitude(x[i]);
        costs[1] += magnitude((uint8_t)(x[i] - a));
        costs[2] += magnitude((uint8_t)(x[i] - b));
        costs[3] += magnitude((uint8_t)(x[i] - average(a, b)));
        costs[4] += magnitude((uint8_t)(x[i] - paeth(a, b, c)));
    }
}

#if defined(__SSE2__)
#include <emmintrin.h>

/* Sum of the 16 bytes' magnitudes as signed bytes: min(v, −v) is |v| for every v (128 stays
   128), and SAD against zero adds them up in two 64-bit halves. */
static inline __m128i sum_magnitudes(__m128i v) {
    __m128i zero = _mm_setzero_si128();
    return _mm_sad_epu8(_mm_min_epu8(v, _mm_sub_epi8(zero, v)), zero);
}

static inline __m128i abs16(__m128i v) { return _mm_max_epi16(v, _mm_sub_epi16(_mm_setzero_si128(), v)); }

static inline __m128i select16(__m128i mask, __m128i yes, __m128i no) {
    return _mm_or_si128(_mm_and_si128(mask, yes), _mm_andnot_si128(mask, no));
}

/* Paeth on eight 16-bit lanes: a when pa is the least of the three, else b when pb ≤ pc, else c. */
static inline __m128i paeth16(__m128i a, __m128i b, __m128i c) {
    __m128i bc = _mm_sub_epi16(b, c), ac = _mm_sub_epi16(a, c);
    __m128i pa = abs16(bc), pb = abs16(ac), pc = abs16(_mm_add_epi16(ac, bc));
    __m128i least = _mm_min_epi16(pa, _mm_min_epi16(pb, pc));
    return select16(_mm_cmpeq_epi16(pa, least), a, select16(_mm_cmpeq_epi16(pb, least), b, c));
}

static void row_costs(const uint8_t *x, const uint8_t *p, size_t n, uint32_t costs[5]) {
    __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1);
    __m128i s0 = zero, s1 = zero, s2 = zero, s3 = zero, s4 = zero;
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m128i vx = _mm_loadu_si128((const __m128i *)(x + i)), va = _mm_loadu_si128((const __m128i *)(x - BPP + i));
        __m128i vb = _mm_loadu_si128((const __m128i *)(p + i)), vc = _mm_loadu_si128((const __m128i *)(p - BPP + i));
        s0 = _mm_add_epi64(s0, sum_magnitudes(vx));
        s1 = _mm_add_epi64(s1, sum_magnitudes(_mm_sub_epi8(vx, va)));
        s2 = _mm_add_epi64(s2, sum_magnitudes(_mm_sub_epi8(vx, vb)));
        /* floor((a + b) / 2): the rounded-up average less the bit it rounded up. */
        __m128i avg = _mm_sub_epi8(_mm_avg_epu8(va, vb), _mm_and_si128(_mm_xor_si128(va, vb), one));
        s3 = _mm_add_epi64(s3, sum_magnitudes(_mm_sub_epi8(vx, avg)));
        __m128i lo = paeth16(_mm_unpacklo_epi8(va, zero), _mm_unpacklo_epi8(vb, zero), _mm_unpacklo_epi8(vc, zero));
        __m128i hi = paeth16(_mm_unpackhi_epi8(va, zero), _mm_unpackhi_epi8(vb, zero), _mm_unpackhi_epi8(vc, zero));
        s4 = _mm_add_epi64(s4, sum_magnitudes(_mm_sub_epi8(vx, _mm_packus_epi16(lo, hi))));
    }
    __m128i sums[5] = {s0, s1, s2, s3, s4};
    for (int f = 0; f < 5; f++) {
        costs[f] = (uint32_t)(_mm_cvtsi128_si32(sums[f]) + _mm_cvtsi128_si32(_mm_srli_si128(sums[f], 8)));
    }
    add_costs_scalar(x, p, i, n, costs);
}
#else
static void row_costs(const uint8_t *x, const uint8_t *p, size_t n, uint32_t costs[5]) {
    for (int f = 0; f < 5; f++) costs[f] = 0;
    add_costs_scalar(x, p, 0, n, costs);
}
#endif

/* Writes row `x` under `p` (PAD zero bytes before both) through `filter`. */
static void write_filtered(int filter, const uint8_t *x, const uint8_t *p, size_t n, uint8_t *out) {
    const uint8_t *xl = x - BPP, *pl = p - BPP;
    switch (filter) {
    case 0: memcpy(out, x, n); break;
    case 1: for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(x[i] - xl[i]); break;
    case 2: for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(x[i] - p[i]); break;
    case 3: for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(x[i] - average(xl[i], p[i])); break;
    default: for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(x[i] - paeth(xl[i], p[i], pl[i])); break;
    }
}

/* The filter libpng's heuristic picks for row `x` under `p`; ties go to the earlier
   filter in the spec's order (None, Sub, Up, Average, Paeth). A row equal to the one
   above (most rows of a flat screen) is Up at once: all zero, no filter can do better. */
static int choose_filter(const uint8_t *x, const uint8_t *p, size_t n) {
    if (memcmp(x, p, n) == 0) return 2;
    uint32_t costs[5];
    row_costs(x, p, n, costs);
    int best = 0;
    for (int f = 1; f < 5; f++) {
        if (costs[f] < costs[best]) best = f;
    }
    return best;
}

/* The rows [y0, y1) of the image, each after its filter byte, into `raw` (laid out as the
   whole image's filtered rows). The row above y0 is unpremultiplied here as well, so a
   stretch needs nothing from the one before it: two stretches give the bytes one would. */
static int filter_rows(const uint8_t *data, uint32_t width, size_t stride, uint32_t y0, uint32_t y1, uint8_t *raw) {
    size_t n = (size_t)width * 4;
    /* The unfiltered rows: this one and the one above (zero above the first), each after
       PAD zero bytes. */
    uint8_t *rows = calloc(2, n + PAD);
    if (!rows) return CPNG_ERR_MEMORY;
    uint8_t *above = rows + PAD, *row = rows + PAD + n + PAD;
    if (y0 > 0) cpng_unpremultiply_row(data + (size_t)(y0 - 1) * stride, above, width);
    for (uint32_t y = y0; y < y1; y++) {
        cpng_unpremultiply_row(data + (size_t)y * stride, row, width);
        uint8_t *line = raw + (size_t)y * (n + 1);
        int filter = choose_filter(row, above, n);
        line[0] = (uint8_t)filter;
        write_filtered(filter, row, above, n, line + 1);
        uint8_t *t = above; above = row; row = t;
    }
    free(rows);
    return 0;
}

/* One stretch of rows for the helper thread. */
struct stretch {
    const uint8_t *data;
    uint32_t width;
    size_t stride;
    uint32_t y0, y1;
    uint8_t *raw;
    int status;
};

static void *filter_stretch(void *argument) {
    struct stretch *s = argument;
    s->status = filter_rows(s->data, s->width, s->stride, s->y0, s->y1, s->raw);
    return NULL;
}

/* Rows from which filtering is split between this thread and a helper: a @3x screen's
   2,556 rows are a tenth of a `proof render` (the deflate after it is one stream and stays
   on one thread); a thumbnail's rows are not worth a thread. */
enum { SPLIT_ROWS = 512 };

int cpng_encode_argb32_filtered(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, int level,
                                int threads, uint8_t **out, size_t *out_length, char *message, size_t message_size) {
    size_t raw_length = cpng_raw_length(data, width, height, stride, level, out, out_length, message, message_size);
    if (raw_length == 0) return CPNG_ERR_ARGUMENT;
    uint8_t *raw = malloc(raw_length);
    if (!raw) {
        cpng_set_message(message, message_size, "out of memory encoding the PNG");
        return CPNG_ERR_MEMORY;
    }
    /* The lower half on a helper thread when there are rows enough and a thread can be had;
       else (or if the helper cannot start) every row here. Each row's filter depends only on
       it and the row above, so the bytes are the same either way. */
    uint32_t half = threads > 1 && height >= SPLIT_ROWS ? height / 2 : height;
    struct stretch lower = {data, width, stride, half, height, raw, 0};
    pthread_t helper;
    int helped = half < height && pthread_create(&helper, NULL, filter_stretch, &lower) == 0;
    int status = filter_rows(data, width, stride, 0, helped ? half : height, raw);
    if (helped) {
        pthread_join(helper, NULL);
        if (status == 0) status = lower.status;
    }
    if (status != 0) {
        free(raw);
        cpng_set_message(message, message_size, "out of memory encoding the PNG");
        return CPNG_ERR_MEMORY;
    }
    return cpng_wrap(raw, raw_length, width, height, level, out, out_length, message, message_size);
}
