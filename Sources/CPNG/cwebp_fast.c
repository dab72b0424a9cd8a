/*
 * A fast lossless WebP (VP8L) encoder of our own, for the gallery's pictures, as
 * cpng_fast.c is for PNG: libwebp's lossless encoder, even at its lowest useful effort,
 * tries every predictor on every tile and clusters histograms (about 140 ms a screen);
 * this one makes one pass of choices that suit rendered UI:
 *
 *   - subtract-green (red and blue minus green: gradients and greys decorrelate);
 *   - a predictor per 8 × 8 tile, the cheapest of left, top, select and clamped
 *     gradient (L + T − TL), a residual's channel costing 0 when it is zero and 2 to 4
 *     by its size otherwise (a coarse bit length, what a prefix code charges: the sum of
 *     sizes favoured small noisy residuals over exact zeros, which code to almost nothing);
 *   - backward references: a run equal to the pixel before (a flat area) or to the row
 *     above (a repeated row), or the longest of up to 32 earlier places whose first four
 *     residuals hash alike (a glyph, an icon or a row drawn again elsewhere), taken when it
 *     is at least 8 pixels long (shorter ones cost more in length and distance than the
 *     literals they replace; measured on the gallery's pictures, docs/PERFORMANCE.md);
 *   - one Huffman code each for green (and run lengths), red, blue, alpha and distance,
 *     written with deflate's length-limited codes (cpng_huffman.c).
 *
 * The format is WebP's lossless bitstream (RFC 9649); libwebp decodes it (WebPFileTests
 * compare every pixel). Straight alpha: premultiplied Cairo pixels are unpremultiplied as
 * the PNG encoders do, so every pixel decodes exactly as the PNG's.
 */
#include "cwebp.h"
#include "cpng_huffman.h"
#include "cpng_rows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef CACHE_BITS
#define CACHE_BITS 10
#endif
enum { TILE_BITS = 3, MAX_RUN = 4096, MIN_RUN = 3, MIN_MATCH = 8, CHAIN = 32, HASH_BITS = 18, CACHE_SIZE = 1 << CACHE_BITS, GREEN_CODES = 256 + 24 + CACHE_SIZE, DIST_CODES = 40 };

/* A value ≥ 1 (a run length or a distance code) as VP8L's prefix code and extra bits. */
static inline void prefix_of(uint32_t value, uint32_t *code, uint32_t *extra_bits, uint32_t *extra) {
    uint32_t d = value - 1;
    if (d < 4) { *code = d; *extra_bits = 0; *extra = 0; return; }
    uint32_t high = 31u - (uint32_t)__builtin_clz(d);
    uint32_t second = (d >> (high - 1)) & 1u;
    *code = 2 * high + second;
    *extra_bits = high - 1;
    *extra = d & ((1u << *extra_bits) - 1u);
}

#if defined(__SSE2__) && defined(__x86_64__)
#define CWEBP_SSE2 1
#include <emmintrin.h>
static inline __m128i widen(uint32_t p) { return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)p), _mm_setzero_si128()); }

/* Predictor 12, ClampAddSubtractFull: each channel of L + T − TL, clamped to 0…255 (the
   saturating pack clamps). */
static inline uint32_t gradient(uint32_t l, uint32_t t, uint32_t tl) {
    __m128i v = _mm_sub_epi16(_mm_add_epi16(widen(l), widen(t)), widen(tl));
    return (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(v, v));
}

/* Predictor 11, Select: L or T, whichever is nearer L + T − TL (T on a tie), as libwebp:
   Σ|L − TL| against Σ|T − TL|, each a sum of absolute differences. */
static inline uint32_t select_lt(uint32_t l, uint32_t t, uint32_t tl) {
    __m128i c = _mm_cvtsi32_si128((int)tl);
    int dl = _mm_cvtsi128_si32(_mm_sad_epu8(_mm_cvtsi32_si128((int)l), c));
    int dt = _mm_cvtsi128_si32(_mm_sad_epu8(_mm_cvtsi32_si128((int)t), c));
    return dl - dt <= 0 ? t : l;
}

/* What a residual costs: per channel, 0 if it is zero, else 2, + 1 from a size (as a
   signed byte) of 4 and + 1 more from 32: a coarse bit length, as good as the exact one
   on the gallery's pictures for a third of the work. `cost16` does sixteen channels (each
   comparison is 0 or −1 a byte). */
static inline __m128i cost16(__m128i residual) {
    __m128i z = _mm_setzero_si128(), size = _mm_min_epu8(residual, _mm_sub_epi8(z, residual));
    __m128i zero = _mm_cmpeq_epi8(size, z);
    __m128i four = _mm_set1_epi8(4), thirty_two = _mm_set1_epi8(32);
    __m128i ge4 = _mm_cmpeq_epi8(_mm_max_epu8(size, four), size), ge32 = _mm_cmpeq_epi8(_mm_max_epu8(size, thirty_two), size);
    __m128i n = _mm_add_epi8(_mm_set1_epi8(2), _mm_add_epi8(zero, zero));
    n = _mm_sub_epi8(_mm_sub_epi8(n, ge4), ge32);
    return _mm_sad_epu8(n, z);
}

static inline uint32_t residual_cost(uint32_t r) {
    __m128i c = cost16(_mm_cvtsi32_si128((int)r));
    return (uint32_t)_mm_cvtsi128_si32(c);
}
/* Four pixels at once (SSE2): the gradient and select predictions of the four pixels
   whose left, top and top-left neighbours are l, t and tl (`cost16` then costs four
   residuals at once). */
static inline __m128i gradient4(__m128i l, __m128i t, __m128i tl) {
    __m128i z = _mm_setzero_si128();
    __m128i lo = _mm_sub_epi16(_mm_add_epi16(_mm_unpacklo_epi8(l, z), _mm_unpacklo_epi8(t, z)), _mm_unpacklo_epi8(tl, z));
    __m128i hi = _mm_sub_epi16(_mm_add_epi16(_mm_unpackhi_epi8(l, z), _mm_unpackhi_epi8(t, z)), _mm_unpackhi_epi8(tl, z));
    return _mm_packus_epi16(lo, hi);
}

static inline __m128i select4(__m128i l, __m128i t, __m128i tl) {
    __m128i z = _mm_setzero_si128(), ones = _mm_set1_epi16(1);
    __m128i dl = _mm_or_si128(_mm_subs_epu8(l, tl), _mm_subs_epu8(tl, l));
    __m128i dt = _mm_or_si128(_mm_subs_epu8(t, tl), _mm_subs_epu8(tl, t));
    /* Per channel |L − TL| − |T − TL| in 16 bits, pairs summed into 32 bits, then the two
       halves of each pixel added: Σ per pixel. */
    __m128i lo = _mm_madd_epi16(_mm_sub_epi16(_mm_unpacklo_epi8(dl, z), _mm_unpacklo_epi8(dt, z)), ones);
    __m128i hi = _mm_madd_epi16(_mm_sub_epi16(_mm_unpackhi_epi8(dl, z), _mm_unpackhi_epi8(dt, z)), ones);
    __m128 a = _mm_shuffle_ps(_mm_castsi128_ps(lo), _mm_castsi128_ps(hi), _MM_SHUFFLE(2, 0, 2, 0));
    __m128 b = _mm_shuffle_ps(_mm_castsi128_ps(lo), _mm_castsi128_ps(hi), _MM_SHUFFLE(3, 1, 3, 1));
    __m128i d = _mm_add_epi32(_mm_castps_si128(a), _mm_castps_si128(b));
    __m128i use_l = _mm_cmpgt_epi32(d, z);                  /* T on a tie, as libwebp */
    return _mm_or_si128(_mm_and_si128(use_l, l), _mm_andnot_si128(use_l, t));
}

static inline uint32_t sum64(__m128i v) {
    return (uint32_t)(_mm_cvtsi128_si64(v) + _mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v)));
}
#else
static inline uint32_t clamp255(int v) { return v < 0 ? 0u : v > 255 ? 255u : (uint32_t)v; }

static inline uint32_t gradient(uint32_t l, uint32_t t, uint32_t tl) {
    uint32_t out = 0;
    for (int s = 0; s < 32; s += 8) out |= clamp255((int)((l >> s) & 255) + (int)((t >> s) & 255) - (int)((tl >> s) & 255)) << s;
    return out;
}

static inline uint32_t select_lt(uint32_t l, uint32_t t, uint32_t tl) {
    int d = 0;
    for (int s = 0; s < 32; s += 8) {
        int lc = (int)((l >> s) & 255), tc = (int)((t >> s) & 255), c = (int)((tl >> s) & 255);
        d += abs(lc - c) - abs(tc - c);
    }
    return d <= 0 ? t : l;
}

static inline uint32_t residual_cost(uint32_t r) {
    uint32_t c = 0;
    for (int s = 0; s < 32; s += 8) {
        uint32_t v = (r >> s) & 255;
        v = v < 128 ? v : 256 - v;
        if (v) c += 2 + (v >= 4) + (v >= 32);
    }
    return c;
}
#endif

/* Each channel of a − b, modulo 256. */
static inline uint32_t sub_pixels(uint32_t a, uint32_t b) {
    uint32_t ag = (a | 0x00ff00ffu) - (b & 0xff00ff00u);
    uint32_t rb = (a | 0xff00ff00u) - (b & 0x00ff00ffu);
    return (ag & 0xff00ff00u) | (rb & 0x00ff00ffu);
}

/* The prediction of pixel (x, y) under `mode` (1: L, 2: T, 11: select, 12: gradient), with the
   format's edges: (0, 0) predicts opaque black, the rest of the top row L, the left column T. */
static inline uint32_t predict(const uint32_t *img, uint32_t w, uint32_t x, uint32_t y, int mode) {
    size_t i = (size_t)y * w + x;
    if (y == 0) return x == 0 ? 0xff000000u : img[i - 1];
    if (x == 0) return img[i - w];
    switch (mode) {
    case 1: return img[i - 1];
    case 2: return img[i - w];
    case 11: return select_lt(img[i - 1], img[i - w], img[i - w - 1]);
    default: return gradient(img[i - 1], img[i - w], img[i - w - 1]);
    }
}

/* A token of the coded image: a literal pixel (`length` 0, `cache` 0), a pixel found in
   the colour cache (`cache` = its index + 1), or `length` pixels copied from earlier, at
   `distance_code` (the format's: 1…120 a place near above or to the left, else the
   distance in pixels + 120). */
typedef struct {
    uint32_t argb;
    uint32_t distance_code;
    uint16_t length;
    uint16_t cache;
} token;

/* The format's short distance codes 1…120, by rows up and 8 − columns left (a negative
   count: to the right); 0 where none is. */
static const uint8_t plane_code[8][16] = {
    { 97,  74,  56,  40,  24,  14,   6,   2,   0,   0,   0,   0,   0,   0,   0,   0},
    {102,  79,  59,  43,  27,  17,   9,   3,   1,   4,  10,  18,  28,  44,  60,  80},
    {103,  87,  63,  47,  33,  21,  11,   7,   5,   8,  12,  22,  34,  48,  64,  88},
    {106,  91,  71,  53,  38,  29,  19,  15,  13,  16,  20,  30,  39,  54,  72,  92},
    {111, 100,  83,  67,  49,  36,  31,  25,  23,  26,  32,  37,  50,  68,  84, 101},
    {116, 109,  95,  77,  65,  51,  45,  41,  35,  42,  46,  52,  66,  78,  96, 110},
    {119, 114, 104,  93,  81,  69,  61,  57,  55,  58,  62,  70,  82,  94, 105, 115},
    {120, 117, 112, 107,  98,  89,  85,  75,  73,  76,  86,  90,  99, 108, 113, 118},
};

/* The farthest a reference reaches: its code (distance + 120) stays within the 40 distance
   symbols' range (2^20). */
#define WINDOW ((1u << 20) - 121u)

/* The distance code of a reference `distance` pixels back in an image `width` wide: a short
   code when one decodes to the same distance (rows up × width + columns left), else
   distance + 120. */
static uint32_t distance_code_of(size_t distance, uint32_t width) {
    size_t up = distance / width;
    long left = (long)(distance - up * width);
    if (up < 8 && left <= 8 && plane_code[up][8 - left]) return plane_code[up][8 - left];
    long right_of = left - (long)width;           /* the same place, one row further up */
    if (up + 1 < 8 && right_of >= -7 && plane_code[up + 1][8 - right_of]) return plane_code[up + 1][8 - right_of];
    return (uint32_t)distance + 120;
}

/* The hash chain's key: four pixels from `p`, in `bits` bits. */
static inline uint32_t hash4(const uint32_t *p, int bits) {
    uint64_t v = ((uint64_t)p[0] << 32 | p[1]) * 0x9E3779B97F4A7C15ull ^ ((uint64_t)p[2] << 32 | p[3]);
    return (uint32_t)((v * 0x9E3779B97F4A7C15ull) >> (64 - bits));
}

/* The colour cache's slot for a pixel (the format's hash). */
static inline uint32_t cache_slot(uint32_t argb, int bits) { return (0x1e35a7bdu * argb) >> (32 - bits); }

typedef struct {
    uint32_t green[GREEN_CODES], red[256], blue[256], alpha[256], dist[DIST_CODES];
} histograms;

typedef struct {
    uint8_t lengths[GREEN_CODES];
    uint16_t codes[GREEN_CODES];
} code;

/* Cuts `pixels` into tokens (references where they pay; with `cache_bits`, literals the
   colour cache holds) and counts their symbols. The cache is kept as the decoder keeps it:
   every pixel, literal or copied, goes in. `head` (2^HASH_BITS) and `prev` (`count`) hold
   the hash chains: each place's four pixels, except four equal ones (a flat area, which
   the run to the pixel before covers and which would fill every chain). The table has
   about as many heads as the picture has pixels, up to 2^HASH_BITS: a small picture
   clears a small table, and in noise (every quad another) few chains are longer than
   their share of collisions (2,048² of noise: 1.1 s with 2^16 heads, 0.45 s with 2^18). */
static size_t tokenize(const uint32_t *pixels, size_t count, uint32_t width, int cache_bits, uint32_t *cache, token *tokens,
                       histograms *h, int32_t *head, int32_t *prev) {
    memset(h, 0, sizeof *h);
    if (cache_bits) memset(cache, 0, sizeof(uint32_t) << cache_bits);
    int bits = 10;
    while (bits < HASH_BITS && ((size_t)1 << bits) < count) bits++;
    memset(head, 0xff, sizeof(int32_t) << bits);
    size_t n = 0, hashed = 0;
    for (size_t i = 0; i < count;) {
        size_t left = 0, up = 0, limit = count - i < MAX_RUN ? count - i : MAX_RUN;
        if (i >= 1) { uint32_t p = pixels[i - 1]; while (left < limit && pixels[i + left] == p) left++; }
        if (i >= width && left < limit) { const uint32_t *a = pixels + i - width; while (up < limit && pixels[i + up] == a[up]) up++; }
        size_t run = left >= up ? left : up, distance = left >= up ? 1 : width;
        for (; hashed < i && hashed + 4 <= count; hashed++) {
            const uint32_t *q = pixels + hashed;
            if (q[0] == q[1] && q[1] == q[2] && q[2] == q[3]) continue;
            uint32_t slot = hash4(q, bits);
            prev[hashed] = head[slot];
            head[slot] = (int32_t)hashed;
        }
        if (run < limit && i + 4 <= count) {
            int32_t candidate = head[hash4(pixels + i, bits)];
            for (int k = 0; k < CHAIN && candidate >= 0 && i - (size_t)candidate <= WINDOW; k++, candidate = prev[candidate]) {
                const uint32_t *a = pixels + candidate, *b = pixels + i;
                if (a[run] != b[run]) continue;    /* cannot be longer than what we have */
                size_t length = 0;
                while (length < limit && a[length] == b[length]) length++;
                if (length > run && length >= MIN_MATCH) {
                    run = length;
                    distance = i - (size_t)candidate;
                    if (length == limit) break;
                }
            }
        }
        if (run >= MIN_RUN) {
            uint32_t dcode = distance_code_of(distance, width), c, eb, e;
            tokens[n++] = (token){0, dcode, (uint16_t)run, 0};
            prefix_of((uint32_t)run, &c, &eb, &e);
            h->green[256 + c]++;
            prefix_of(dcode, &c, &eb, &e);
            h->dist[c]++;
            if (cache_bits) for (size_t k = 0; k < run; k++) cache[cache_slot(pixels[i + k], cache_bits)] = pixels[i + k];
            i += run;
        } else {
            uint32_t p = pixels[i];
            uint32_t slot = cache_bits ? cache_slot(p, cache_bits) : 0;
            if (cache_bits && cache[slot] == p) {
                tokens[n++] = (token){p, 0, 0, (uint16_t)(slot + 1)};
                h->green[256 + 24 + slot]++;
            } else {
                tokens[n++] = (token){p, 0, 0, 0};
                h->green[(p >> 8) & 255]++; h->red[(p >> 16) & 255]++; h->blue[p & 255]++; h->alpha[p >> 24]++;
                if (cache_bits) cache[slot] = p;
            }
            i++;
        }
    }
    return n;
}

/* Writes one prefix code for the `n` symbols counted in `freq`, and fills `out` for writing
   them: a "simple" code for at most two symbols below 256 (one symbol costs no bits), else
   a normal code, its lengths run-length coded as deflate's are (cpng_code_length_runs). */
static void write_code(cpng_bits *w, const uint32_t *freq, int n, code *out) {
    int used[3], nused = 0;
    for (int s = 0; s < n && nused < 3; s++) if (freq[s]) used[nused++] = s;
    memset(out->lengths, 0, sizeof out->lengths);
    if (nused <= 2 && (nused == 0 || used[nused - 1] < 256)) {
        if (nused == 0) used[nused++] = 0;
        cpng_bits_put(w, 1, 1);                       /* simple code */
        cpng_bits_put(w, (uint32_t)(nused - 1), 1);
        if (used[0] < 2) { cpng_bits_put(w, 0, 1); cpng_bits_put(w, (uint32_t)used[0], 1); }
        else { cpng_bits_put(w, 1, 1); cpng_bits_put(w, (uint32_t)used[0], 8); }
        if (nused == 2) cpng_bits_put(w, (uint32_t)used[1], 8);
        if (nused == 2) { out->lengths[used[0]] = 1; out->lengths[used[1]] = 1; }
        cpng_huffman_codes(out->lengths, n, out->codes);
        return;
    }
    cpng_huffman_lengths(freq, n, 15, out->lengths);
    cpng_huffman_codes(out->lengths, n, out->codes);

    uint8_t symbol[GREEN_CODES], extra[GREEN_CODES];
    uint8_t cl_lengths[19];
    uint16_t cl_codes[19];
    static const uint8_t order[19] = {17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    int ncl;
    int items = cpng_code_length_code(out->lengths, n, order, symbol, extra, cl_lengths, cl_codes, &ncl);
    cpng_bits_put(w, 0, 1);                           /* normal code */
    cpng_bits_put(w, (uint32_t)(ncl - 4), 4);
    for (int k = 0; k < ncl; k++) cpng_bits_put(w, cl_lengths[order[k]], 3);
    cpng_bits_put(w, 0, 1);                           /* every symbol's length follows */
    cpng_put_code_lengths(w, symbol, extra, items, cl_lengths, cl_codes);
}

/* Writes an image's five codes and its tokens (no colour cache; the caller has written
   the bits before them). */
static void write_tokens(cpng_bits *w, const token *tokens, size_t n, const histograms *h, int cache_bits, code *codes) {
    write_code(w, h->green, 256 + 24 + (cache_bits ? 1 << cache_bits : 0), &codes[0]);
    write_code(w, h->red, 256, &codes[1]);
    write_code(w, h->blue, 256, &codes[2]);
    write_code(w, h->alpha, 256, &codes[3]);
    write_code(w, h->dist, DIST_CODES, &codes[4]);
    const code *g = &codes[0], *r = &codes[1], *b = &codes[2], *a = &codes[3], *d = &codes[4];
    for (size_t k = 0; k < n; k++) {
        const token t = tokens[k];
        if (t.cache) {
            uint32_t gs = 256 + 24 + t.cache - 1u;
            cpng_bits_put(w, g->codes[gs], g->lengths[gs]);
        } else if (t.length == 0) {
            uint32_t p = t.argb, gs = (p >> 8) & 255, rs = (p >> 16) & 255, bs = p & 255, as = p >> 24;
            cpng_bits_put(w, g->codes[gs], g->lengths[gs]);
            cpng_bits_put(w, r->codes[rs], r->lengths[rs]);
            cpng_bits_put(w, b->codes[bs], b->lengths[bs]);
            cpng_bits_put(w, a->codes[as], a->lengths[as]);
        } else {
            uint32_t c, eb, e;
            prefix_of(t.length, &c, &eb, &e);
            cpng_bits_put(w, g->codes[256 + c], g->lengths[256 + c]);
            if (eb) cpng_bits_put(w, e, eb);
            prefix_of(t.distance_code, &c, &eb, &e);
            cpng_bits_put(w, d->codes[c], d->lengths[c]);
            if (eb) cpng_bits_put(w, e, eb);
        }
    }
}

static inline void le32(uint8_t *p, uint32_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24); }

int cwebp_encode_argb32_fast(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, uint8_t **out,
                             size_t *length, char *message, size_t message_size) {
    *out = NULL; *length = 0;
    if (!data || width == 0 || height == 0 || stride < (size_t)width * 4) {
        if (message && message_size) snprintf(message, message_size, "a picture with no pixels or a short row");
        return CPNG_ERR_ARGUMENT;
    }
    if (width > 16384 || height > 16384) {
        if (message && message_size) snprintf(message, message_size, "the picture is larger than WebP allows (16384 px a side)");
        return CPNG_ERR_LIMIT;
    }
    size_t count = (size_t)width * height;
    uint32_t tw = (width + (1u << TILE_BITS) - 1) >> TILE_BITS, th = (height + (1u << TILE_BITS) - 1) >> TILE_BITS;
    size_t tiles = (size_t)tw * th;
    /* Worst case a literal pixel is 4 × 15 bits; ten codes' lengths at most about 5 KB. */
    size_t capacity = count * 8 + tiles * 8 + 16384;
    uint32_t *img = malloc(count * 4), *residual = malloc(count * 4), *modes = malloc(tiles * 4);
    uint8_t *row = malloc((size_t)width * 4), *buffer = malloc(capacity);
    token *tokens = malloc(count * sizeof(token));
    histograms *h = malloc(sizeof *h);
    uint32_t *cache = malloc(sizeof(uint32_t) * CACHE_SIZE);
    code *codes = malloc(5 * sizeof(code));
    int32_t *head = malloc(sizeof(int32_t) << HASH_BITS), *prev = malloc(count * sizeof(int32_t));
    int status = CPNG_OK;
    if (!img || !residual || !modes || !row || !buffer || !tokens || !h || !codes || !cache || !head || !prev) {
        if (message && message_size) snprintf(message, message_size, "out of memory");
        status = CPNG_ERR_MEMORY;
        goto done;
    }

    /* Straight ARGB, then subtract-green. */
    int has_alpha = 0;
    for (uint32_t y = 0; y < height; y++) {
        cpng_unpremultiply_row(data + (size_t)y * stride, row, width);
        uint32_t *dst = img + (size_t)y * width;
        for (uint32_t x = 0; x < width; x++) {
            const uint8_t *p = row + 4 * (size_t)x;
            uint32_t r = p[0], g = p[1], b = p[2], a = p[3];
            has_alpha |= a != 255;
            dst[x] = a << 24 | ((r - g) & 255u) << 16 | g << 8 | ((b - g) & 255u);
        }
    }

    /* Each tile's predictor: the one whose residuals cost least (`residual_cost`: a
       coarse bit length a channel, zero for an exact prediction). Pixels on the top row
       and the left column are predicted the same way under every mode, so only the others
       are weighed. */
#define COST(r) residual_cost(r)
    for (uint32_t ty = 0; ty < th; ty++) {
        for (uint32_t tx = 0; tx < tw; tx++) {
            uint32_t x0 = tx << TILE_BITS, y0 = ty << TILE_BITS;
            uint32_t x1 = x0 + (1u << TILE_BITS) < width ? x0 + (1u << TILE_BITS) : width;
            uint32_t y1 = y0 + (1u << TILE_BITS) < height ? y0 + (1u << TILE_BITS) : height;
            uint32_t cost_l = 0, cost_t = 0, cost_g = 0, cost_s = 0;
#if defined(CWEBP_SSE2)
            __m128i acc_l = _mm_setzero_si128(), acc_t = acc_l, acc_g = acc_l, acc_s = acc_l;
#endif
            for (uint32_t y = y0 > 0 ? y0 : 1; y < y1; y++) {
                const uint32_t *p = img + (size_t)y * width, *up = p - width;
                uint32_t x = x0 > 0 ? x0 : 1;
#if defined(CWEBP_SSE2)
                for (; x + 4 <= x1; x += 4) {
                    __m128i c = _mm_loadu_si128((const __m128i *)(p + x)), l = _mm_loadu_si128((const __m128i *)(p + x - 1));
                    __m128i t = _mm_loadu_si128((const __m128i *)(up + x)), tl = _mm_loadu_si128((const __m128i *)(up + x - 1));
                    acc_l = _mm_add_epi64(acc_l, cost16(_mm_sub_epi8(c, l)));
                    acc_t = _mm_add_epi64(acc_t, cost16(_mm_sub_epi8(c, t)));
                    acc_g = _mm_add_epi64(acc_g, cost16(_mm_sub_epi8(c, gradient4(l, t, tl))));
                    acc_s = _mm_add_epi64(acc_s, cost16(_mm_sub_epi8(c, select4(l, t, tl))));
                }
#endif
                for (; x < x1; x++) {
                    uint32_t c = p[x], l = p[x - 1], t = up[x], tl = up[x - 1];
                    uint32_t rl = sub_pixels(c, l), rt = sub_pixels(c, t);
                    uint32_t rg = sub_pixels(c, gradient(l, t, tl)), rs = sub_pixels(c, select_lt(l, t, tl));
                    cost_l += COST(rl); cost_t += COST(rt); cost_g += COST(rg); cost_s += COST(rs);
                }
            }
#if defined(CWEBP_SSE2)
            cost_l += sum64(acc_l); cost_t += sum64(acc_t); cost_g += sum64(acc_g); cost_s += sum64(acc_s);
#endif
            int mode = 1;
            uint32_t best = cost_l;
            if (cost_t < best) { best = cost_t; mode = 2; }
            if (cost_g < best) { best = cost_g; mode = 12; }
            if (cost_s < best) { best = cost_s; mode = 11; }
            modes[(size_t)ty * tw + tx] = 0xff000000u | (uint32_t)mode << 8;
            for (uint32_t y = y0; y < y1; y++) {
                const uint32_t *p = img + (size_t)y * width, *up = p - width;
                uint32_t *out_row = residual + (size_t)y * width;
                uint32_t x = x0;
                /* The top row and the left column by the format's edge rules, one by one. */
                if (y == 0) { for (; x < x1; x++) out_row[x] = sub_pixels(p[x], predict(img, width, x, y, mode)); continue; }
                if (x == 0) { out_row[0] = sub_pixels(p[0], up[0]); x = 1; }
#if defined(CWEBP_SSE2)
                for (; x + 4 <= x1; x += 4) {
                    __m128i c = _mm_loadu_si128((const __m128i *)(p + x)), l = _mm_loadu_si128((const __m128i *)(p + x - 1));
                    __m128i t = _mm_loadu_si128((const __m128i *)(up + x)), tl = _mm_loadu_si128((const __m128i *)(up + x - 1));
                    __m128i pred = mode == 1 ? l : mode == 2 ? t : mode == 12 ? gradient4(l, t, tl) : select4(l, t, tl);
                    _mm_storeu_si128((__m128i *)(out_row + x), _mm_sub_epi8(c, pred));
                }
#endif
                for (; x < x1; x++) out_row[x] = sub_pixels(p[x], predict(img, width, x, y, mode));
            }
        }
    }
#undef COST

    cpng_bits w = {buffer + 20, 0, 0};            /* after RIFF, size, WEBP, VP8L, size */
    cpng_bits_put(&w, 0x2f, 8);                   /* VP8L signature */
    cpng_bits_put(&w, width - 1, 14);
    cpng_bits_put(&w, height - 1, 14);
    cpng_bits_put(&w, has_alpha ? 1u : 0u, 1);
    cpng_bits_put(&w, 0, 3);                      /* version */
    cpng_bits_put(&w, 1, 1); cpng_bits_put(&w, 2, 2);   /* subtract-green */
    cpng_bits_put(&w, 1, 1); cpng_bits_put(&w, 0, 2);   /* predictor */
    cpng_bits_put(&w, TILE_BITS - 2, 3);
    size_t n = tokenize(modes, tiles, tw, 0, cache, tokens, h, head, prev);
    cpng_bits_put(&w, 0, 1);                      /* the tiles' image: no colour cache */
    write_tokens(&w, tokens, n, h, 0, codes);
    cpng_bits_put(&w, 0, 1);                      /* no more transforms */
    n = tokenize(residual, count, width, CACHE_BITS, cache, tokens, h, head, prev);
    cpng_bits_put(&w, 1, 1);                      /* a colour cache of 2^CACHE_BITS */
    cpng_bits_put(&w, CACHE_BITS, 4);
    cpng_bits_put(&w, 0, 1);                      /* one set of codes for the whole image */
    write_tokens(&w, tokens, n, h, CACHE_BITS, codes);
    cpng_bits_flush(&w);

    size_t chunk = (size_t)(w.out - (buffer + 20));
    if (chunk & 1) *w.out++ = 0;                  /* chunks are padded to an even size */
    size_t total = (size_t)(w.out - buffer);
    memcpy(buffer, "RIFF", 4); le32(buffer + 4, (uint32_t)(total - 8));
    memcpy(buffer + 8, "WEBPVP8L", 8); le32(buffer + 16, (uint32_t)chunk);
    *out = buffer; *length = total;
    buffer = NULL;

done:
    free(img); free(residual); free(modes); free(row); free(buffer); free(tokens); free(h); free(codes); free(cache); free(head); free(prev);
    return status;
}
