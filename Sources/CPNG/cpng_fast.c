/*
 * The fast PNG encoder: frames and gallery images, where encoding time matters more than
 * size. At level 1 (`PNGOptions.fast`) it writes its own deflate stream, as fpng and fpnge
 * do, for what screens are made of — flat areas and runs of identical rows:
 *   - a row equal to the one above (same source bytes) is filter Up: all zeros, found with
 *     one memcmp and never unpremultiplied;
 *   - any other row is filter Sub (each byte less the one 4 to its left) or Up (less the
 *     byte above), whichever has more zero bytes (Sub on a tie): a flat run becomes zeros;
 *   - each run of 4 or more zeros is a zero literal and matches at distance 1 (up to 258
 *     bytes each); every other byte is a literal;
 *   - blocks of at most 16 rows and about 32 K of those tokens, each with its own Huffman
 *     code built from its counts (cpng_huffman.c); a frame after another can copy the
 *     blocks whose rows it shares from that frame's PNG (cpng_encode_argb32_fast_after).
 * On the catalogue's screens that is about 5 times faster than libdeflate at level 1 on
 * unfiltered rows, and a little smaller. Same pixels, same bytes: nothing depends on the
 * machine or the thread (the SSE2 and scalar code compute the same bytes). Other levels
 * deflate the unfiltered rows with libdeflate. No libpng call: nothing here can longjmp,
 * and every error is a return code.
 */
#include "cpng.h"
#include "cpng_container.h"
#include "cpng_huffman.h"
#include "cpng_rows.h"

#include <stdlib.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
/* AVX2 behind a run-time check (x86-64 with GCC or Clang; CPNG_AVX2=0 turns it off). */
#if !defined(CPNG_AVX2)
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define CPNG_AVX2 1
#else
#define CPNG_AVX2 0
#endif
#endif
#if CPNG_AVX2
#include <immintrin.h>
#endif

/* A block ends after the row that takes it past CPNG_BLOCK_TOKENS tokens, and after every
   16th row whatever it holds: so a band of 16 rows is coded the same whatever lies above
   it (given the row just above), and the next frame of an animation can copy the bands it
   shares (cpng_encode_argb32_fast_after). Bands of 16 rather than 32 or none: 73 % of an
   animated dashboard's blocks copied rather than 70 or 16 %, and its frames 0.6 % smaller
   than with blocks of 32 K tokens alone (codes fitted to fewer rows; a flat picture costs
   a header of some 40 bytes a band more). */
enum { CPNG_BLOCK_TOKENS = 1 << 15, CPNG_BLOCK_ROWS = 16 };

/* Deflate's length codes 257…285 (RFC 1951 §3.2.5): the base length and extra bits of each. */
static const uint16_t cpng_length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                              35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t cpng_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                              3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};

/* The stream being written. A token is a literal byte (0…255) or 256 + a match's length − 3
   (all matches are at distance 1). */
typedef struct {
    uint16_t *tokens;
    size_t count;
    uint32_t freq[286];
    uint16_t length_symbol[259]; /* length 3…258 → its code 257…285 */
    uint8_t *png;
    size_t capacity;
    cpng_bits bits;
} cpng_rle;

static inline void cpng_rle_literal(cpng_rle *s, uint8_t byte) {
    s->tokens[s->count++] = byte;
    s->freq[byte]++;
}

static inline void cpng_rle_match(cpng_rle *s, size_t length) {
    s->tokens[s->count++] = (uint16_t)(256 + length - 3);
    s->freq[s->length_symbol[length]]++;
}

/* `length` zeros after a byte that is not zero: a zero, then copies of it at distance 1,
   none shorter than 3 (a run of 259 or 260 is split 255 + the rest, never 258 + 1). */
static inline void cpng_rle_zeros(cpng_rle *s, size_t length) {
    if (length < 4) {
        s->tokens[s->count] = 0; s->tokens[s->count + 1] = 0; s->tokens[s->count + 2] = 0;
        s->count += length;
        s->freq[0] += (uint32_t)length;
        return;
    }
    cpng_rle_literal(s, 0);
    size_t left = length - 1;
    while (left >= 3) {
        size_t m = left > 258 ? (left - 258 < 3 ? left - 3 : 258) : left;
        cpng_rle_match(s, m);
        left -= m;
    }
}

/* The index of the first byte at or after `i` (before `length`) that is zero (`zero` set) or
   not zero (`zero` clear), from `zeros` (bit k of word k / 64: byte k is zero); `length`
   when there is none. */
static inline size_t cpng_next(const uint64_t *zeros, size_t i, size_t length, int zero) {
    while (i < length) {
        uint64_t m = zeros[i >> 6];
        if (!zero) m = ~m;
        m >>= (i & 63);
        if (m) {
            i += (size_t)__builtin_ctzll(m);
            return i < length ? i : length;
        }
        i = (i | 63) + 1;
    }
    return length;
}

/* The tokens of one row's filtered bytes (after its filter byte, which is not zero). */
static void cpng_rle_row(cpng_rle *s, const uint8_t *row, const uint64_t *zeros, size_t length) {
    size_t i = 0;
    while (i < length) {
        size_t z = cpng_next(zeros, i, length, 1);
        uint16_t *t = s->tokens + s->count;
        for (size_t k = i; k < z; k++) {
            *t++ = row[k];
            s->freq[row[k]]++;
        }
        s->count += z - i;
        if (z == length) return;
        i = cpng_next(zeros, z, length, 0);
        cpng_rle_zeros(s, i - z);
    }
}

/* out = a − b, bytewise (mod 256), over `n` bytes, with the bitmap of its zero bytes in
   `zeros` (bit k of word k / 64: byte k is zero); returns how many are zero. Sub is
   b = a − 4, Up is b = the row above. */
static size_t cpng_difference(const uint8_t *a, const uint8_t *b, uint8_t *out, uint64_t *zeros, size_t n) {
    size_t i = 0, count = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    for (; i + 64 <= n; i += 64) {
        uint64_t m = 0;
        for (int j = 0; j < 64; j += 16) {
            __m128i d = _mm_sub_epi8(_mm_loadu_si128((const __m128i *)(a + i + j)),
                                     _mm_loadu_si128((const __m128i *)(b + i + j)));
            _mm_storeu_si128((__m128i *)(out + i + j), d);
            m |= (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(d, zero)) << j;
        }
        zeros[i >> 6] = m;
        count += (size_t)__builtin_popcountll(m);
    }
#endif
    for (; i < n; i += 64) {
        uint64_t m = 0;
        for (size_t k = i; k < n && k < i + 64; k++) {
            uint8_t d = (uint8_t)(a[k] - b[k]);
            out[k] = d;
            if (!d) m |= 1ull << (k - i);
        }
        zeros[i >> 6] = m;
        count += (size_t)__builtin_popcountll(m);
    }
    return count;
}

/* The SIMD steps of cpng_filter_row, 16 pixels (64 bytes: one word of each zero bitmap) a
   step: 4 (SSE2) or 8 (AVX2) opaque pixels swizzled at once as cpng_swizzle does, the others
   unpremultiplied by the scalar code; Sub and Up, their zero bitmaps and counts. They add
   the zero counts to *subs and *ups and return the pixels done (a multiple of 16). */
#if defined(__SSE2__)
static uint32_t cpng_filter_steps_sse2(const uint8_t *src, uint8_t *rgba, const uint8_t *above, uint32_t width,
                                       uint8_t *sub, uint64_t *sub_zeros, size_t *subs,
                                       uint8_t *up, uint64_t *up_zeros, size_t *ups) {
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u), green_alpha = _mm_set1_epi32((int)0xff00ff00u),
                  low = _mm_set1_epi32(0xff), zero = _mm_setzero_si128();
    __m128i previous = zero; /* the 4 pixels before: Sub's left of the first is 0 */
    /* zero bytes counted in SIMD (x86-64's baseline has no popcount instruction): each
       step's byte lanes count 0…4, then psadbw adds them into two 64-bit lanes */
    __m128i sub_total = zero, up_total = zero;
    uint32_t x = 0;
    for (; x + 16 <= width; x += 16) {
        uint64_t sub_mask = 0, up_mask = 0;
        __m128i sub_step = zero, up_step = zero;
        for (int j = 0; j < 4; j++) {
            size_t at = 4 * (size_t)x + 16 * (size_t)j;
            __m128i v = _mm_loadu_si128((const __m128i *)(src + at)), q;
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, alpha), alpha)) == 0xffff) {
                q = _mm_or_si128(_mm_and_si128(v, green_alpha),
                                 _mm_or_si128(_mm_and_si128(_mm_srli_epi32(v, 16), low),
                                              _mm_slli_epi32(_mm_and_si128(v, low), 16)));
                _mm_storeu_si128((__m128i *)(rgba + at), q);
            } else {
                cpng_unpremultiply_row(src + at, rgba + at, 4);
                q = _mm_loadu_si128((const __m128i *)(rgba + at));
            }
            __m128i left = _mm_or_si128(_mm_slli_si128(q, 4), _mm_srli_si128(previous, 12));
            previous = q;
            __m128i d = _mm_sub_epi8(q, left), dz = _mm_cmpeq_epi8(d, zero);
            _mm_storeu_si128((__m128i *)(sub + at), d);
            sub_mask |= (uint64_t)(uint32_t)_mm_movemask_epi8(dz) << (16 * j);
            sub_step = _mm_sub_epi8(sub_step, dz);
            if (above) {
                __m128i u = _mm_sub_epi8(q, _mm_loadu_si128((const __m128i *)(above + at))), uz = _mm_cmpeq_epi8(u, zero);
                _mm_storeu_si128((__m128i *)(up + at), u);
                up_mask |= (uint64_t)(uint32_t)_mm_movemask_epi8(uz) << (16 * j);
                up_step = _mm_sub_epi8(up_step, uz);
            }
        }
        sub_zeros[x / 16] = sub_mask;
        up_zeros[x / 16] = up_mask;
        sub_total = _mm_add_epi64(sub_total, _mm_sad_epu8(sub_step, zero));
        up_total = _mm_add_epi64(up_total, _mm_sad_epu8(up_step, zero));
    }
    uint64_t lanes[2];
    _mm_storeu_si128((__m128i *)lanes, sub_total);
    *subs += (size_t)(lanes[0] + lanes[1]);
    _mm_storeu_si128((__m128i *)lanes, up_total);
    *ups += (size_t)(lanes[0] + lanes[1]);
    return x;
}
#endif

#if CPNG_AVX2
__attribute__((target("avx2")))
static uint32_t cpng_filter_steps_avx2(const uint8_t *src, uint8_t *rgba, const uint8_t *above, uint32_t width,
                                       uint8_t *sub, uint64_t *sub_zeros, size_t *subs,
                                       uint8_t *up, uint64_t *up_zeros, size_t *ups) {
    const __m256i alpha = _mm256_set1_epi32((int)0xff000000u), green_alpha = _mm256_set1_epi32((int)0xff00ff00u),
                  low = _mm256_set1_epi32(0xff), zero = _mm256_setzero_si256();
    __m256i previous = zero, sub_total = zero, up_total = zero;
    uint32_t x = 0;
    for (; x + 16 <= width; x += 16) {
        uint64_t sub_mask = 0, up_mask = 0;
        __m256i sub_step = zero, up_step = zero;
        for (int j = 0; j < 2; j++) {
            size_t at = 4 * (size_t)x + 32 * (size_t)j;
            __m256i v = _mm256_loadu_si256((const __m256i *)(src + at)), q;
            if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_and_si256(v, alpha), alpha)) == -1) {
                q = _mm256_or_si256(_mm256_and_si256(v, green_alpha),
                                    _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi32(v, 16), low),
                                                    _mm256_slli_epi32(_mm256_and_si256(v, low), 16)));
                _mm256_storeu_si256((__m256i *)(rgba + at), q);
            } else {
                cpng_unpremultiply_row(src + at, rgba + at, 8);
                q = _mm256_loadu_si256((const __m256i *)(rgba + at));
            }
            /* [last pixel before, pixels 0…6]: the high half of `previous` and the low half
               of q side by side, then each 128-bit lane shifted by a pixel */
            __m256i left = _mm256_alignr_epi8(q, _mm256_permute2x128_si256(previous, q, 0x21), 12);
            previous = q;
            __m256i d = _mm256_sub_epi8(q, left), dz = _mm256_cmpeq_epi8(d, zero);
            _mm256_storeu_si256((__m256i *)(sub + at), d);
            sub_mask |= (uint64_t)(uint32_t)_mm256_movemask_epi8(dz) << (32 * j);
            sub_step = _mm256_sub_epi8(sub_step, dz);
            if (above) {
                __m256i u = _mm256_sub_epi8(q, _mm256_loadu_si256((const __m256i *)(above + at))),
                        uz = _mm256_cmpeq_epi8(u, zero);
                _mm256_storeu_si256((__m256i *)(up + at), u);
                up_mask |= (uint64_t)(uint32_t)_mm256_movemask_epi8(uz) << (32 * j);
                up_step = _mm256_sub_epi8(up_step, uz);
            }
        }
        sub_zeros[x / 16] = sub_mask;
        up_zeros[x / 16] = up_mask;
        sub_total = _mm256_add_epi64(sub_total, _mm256_sad_epu8(sub_step, zero));
        up_total = _mm256_add_epi64(up_total, _mm256_sad_epu8(up_step, zero));
    }
    uint64_t lanes[4];
    _mm256_storeu_si256((__m256i *)lanes, sub_total);
    *subs += (size_t)(lanes[0] + lanes[1] + lanes[2] + lanes[3]);
    _mm256_storeu_si256((__m256i *)lanes, up_total);
    *ups += (size_t)(lanes[0] + lanes[1] + lanes[2] + lanes[3]);
    return x;
}
#endif

/* One row that differs from the one above: `width` pixels of `src` unpremultiplied into
   `rgba` (which has 4 zero bytes before it), and its Sub and (unless `above`, the previous
   unpremultiplied row, is NULL) Up differences with their zero bitmaps; the counts of zero
   bytes in *sub_count and *up_count. The SIMD steps (AVX2 when `avx2`, else SSE2, which
   every x86-64 has) then cpng_difference for the rest: the same bytes whichever runs. */
static void cpng_filter_row(const uint8_t *src, uint8_t *rgba, const uint8_t *above, uint32_t width, int avx2,
                            uint8_t *sub, uint64_t *sub_zeros, size_t *sub_count,
                            uint8_t *up, uint64_t *up_zeros, size_t *up_count) {
    uint32_t x = 0;
    size_t subs = 0, ups = 0;
    (void)avx2;
#if CPNG_AVX2
    if (avx2) x = cpng_filter_steps_avx2(src, rgba, above, width, sub, sub_zeros, &subs, up, up_zeros, &ups);
    else
#endif
#if defined(__SSE2__)
    x = cpng_filter_steps_sse2(src, rgba, above, width, sub, sub_zeros, &subs, up, up_zeros, &ups);
#endif
    /* the rest (all of it without SIMD), from a multiple of 64 bytes */
    if (x < width) {
        size_t at = 4 * (size_t)x, rest = 4 * (size_t)(width - x);
        cpng_unpremultiply_row(src + at, rgba + at, width - x);
        subs += cpng_difference(rgba + at, rgba + at - 4, sub + at, sub_zeros + x / 16, rest);
        if (above) ups += cpng_difference(rgba + at, above + at, up + at, up_zeros + x / 16, rest);
    }
    *sub_count = subs;
    *up_count = above ? ups : 0;
}

/* Room for `more` bytes past the bit writer (grown by doubling, so bounded by twice the
   stream's size). */
static int cpng_rle_reserve(cpng_rle *s, size_t more) {
    size_t used = (size_t)(s->bits.out - s->png);
    if (used + more <= s->capacity) return 1;
    size_t capacity = s->capacity;
    while (capacity < used + more) {
        if (capacity > SIZE_MAX / 2) return 0;
        capacity *= 2;
    }
    uint8_t *grown = realloc(s->png, capacity);
    if (!grown) return 0;
    s->png = grown;
    s->capacity = capacity;
    s->bits.out = grown + used;
    return 1;
}

/* Writes the tokens so far as one dynamic-Huffman block and starts the next. */
static int cpng_rle_block(cpng_rle *s, int final) {
    /* header (< 400 bytes) + at most 21 bits a token + end of block */
    if (!cpng_rle_reserve(s, 512 + s->count * 3)) return 0;
    s->freq[256] = 1;
    uint8_t lengths[286];
    uint16_t codes[286];
    cpng_huffman_lengths(s->freq, 286, 15, lengths);
    cpng_huffman_codes(lengths, 286, codes);
    /* Two distance codes of one bit each (only distance 1, code 0, is used): a complete code. */
    static const uint8_t dist[2] = {1, 1};
    cpng_write_dynamic_header(&s->bits, final, lengths, dist, 2);
    /* Every token as one put: a match's length code, its extra bits and distance code 0. */
    uint32_t value[512];
    uint8_t width[512];
    for (int t = 0; t < 256; t++) { value[t] = codes[t]; width[t] = lengths[t]; }
    for (int len = 3; len <= 258; len++) {
        int symbol = s->length_symbol[len], k = symbol - 257;
        uint32_t extra = (uint32_t)(len - cpng_length_base[k]);
        value[256 + len - 3] = codes[symbol] | extra << lengths[symbol];
        width[256 + len - 3] = (uint8_t)(lengths[symbol] + cpng_length_extra[k] + 1);
    }
    cpng_bits w = s->bits;
    for (size_t k = 0; k < s->count; k++) {
        uint16_t t = s->tokens[k];
        cpng_bits_put(&w, value[t], width[t]);
    }
    cpng_bits_put(&w, codes[256], lengths[256]);
    s->bits = w;
    s->count = 0;
    memset(s->freq, 0, sizeof s->freq);
    return 1;
}

/* Adler-32 over `count` zeros: the sum a stays, b grows by count·a. */
static uint32_t cpng_adler_zeros(uint32_t adler, size_t count) {
    uint64_t a = adler & 0xffff, b = adler >> 16;
    b = (b + (uint64_t)(count % 65521) * a) % 65521;
    return (uint32_t)(b << 16 | a);
}

/* Adler-32 of A then B, from A's (a1), B's (a2, computed from 1) and B's length: the sum
   is a1 + a2 − 1, the sum of sums b1 + b2 + len·(a1 − 1) (mod 65521). */
static uint32_t cpng_adler_combine(uint32_t a1, uint32_t a2, uint64_t len2) {
    const uint64_t m = 65521;
    uint64_t s1a = a1 & 0xffff, s2a = a1 >> 16, s1b = a2 & 0xffff, s2b = a2 >> 16;
    uint64_t s1 = (s1a + s1b + m - 1) % m;
    uint64_t s2 = (s2a + s2b + (len2 % m) * ((s1a + m - 1) % m)) % m;
    return (uint32_t)(s2 << 16 | s1);
}

/* Where a fast PNG's deflate data starts: signature 8, IHDR 25, IDAT's length and type 8,
   zlib header 2. */
enum { CPNG_DEFLATE_START = 8 + 25 + 8 + 2 };

/* The bits written so far, counted from the start of the deflate data. */
static inline uint64_t cpng_rle_position(const cpng_rle *s) {
    return (uint64_t)(s->bits.out - (s->png + CPNG_DEFLATE_START)) * 8 + s->bits.count;
}

/* Appends `count` bits of `src` from bit `start` (LSB first, as deflate packs them). Reads
   up to 4 bytes past the last bit: a fast PNG's deflate data is followed by 20 more. */
static void cpng_bits_copy(cpng_bits *w, const uint8_t *src, uint64_t start, uint64_t count) {
    while (count > 0) {
        const uint8_t *p = src + (start >> 3);
        uint64_t v = (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32;
        unsigned take = count > 32 ? 32 : (unsigned)count;
        uint32_t bits = (uint32_t)(v >> (start & 7));
        if (take < 32) bits &= (1u << take) - 1;
        cpng_bits_put(w, bits, take);
        start += take;
        count -= take;
    }
}

/* Whether `b`, a block of the previous frame, can be copied as this frame's block from its
   first row: it lies inside both pictures, and its rows and the row above its first (which
   the first row's Up filter and the equal-row test read) are the same bytes in both. Then
   its tokens, so its code and its bits, are what coding the rows again would give. */
static int cpng_block_reusable(const cpng_fast_block *b, const uint8_t *data, size_t stride, const cpng_fast_previous *previous,
                               size_t n, uint32_t height) {
    if (b->end_row <= b->first_row || b->end_row > height) return 0;
    if (previous->png_length < CPNG_DEFLATE_START + 20) return 0;
    uint64_t available = (uint64_t)(previous->png_length - CPNG_DEFLATE_START - 20) * 8;
    if (b->bit_start > available || b->bit_count > available - b->bit_start) return 0;
    for (uint32_t r = b->first_row ? b->first_row - 1 : 0; r < b->end_row; r++)
        if (memcmp(data + (size_t)r * stride, previous->data + (size_t)r * previous->stride, n) != 0) return 0;
    return 1;
}

static int cpng_encode_rle(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, size_t raw_length,
                           const cpng_fast_previous *previous, cpng_fast_block **blocks_out, uint32_t *block_count,
                           uint8_t **out, size_t *out_length, char *message, size_t message_size) {
    size_t n = (size_t)width * 4;
    cpng_rle s;
    memset(&s, 0, sizeof s);
    for (int k = 0; k < 29; k++) {
        int top = k + 1 < 29 ? cpng_length_base[k + 1] : 259;
        for (int len = cpng_length_base[k]; len < top; len++) s.length_symbol[len] = (uint16_t)(257 + k);
    }
    s.tokens = malloc((CPNG_BLOCK_TOKENS + n + 8) * sizeof *s.tokens);
    /* the unpremultiplied row after 4 zero bytes (Sub's left of the first pixel); its Sub
       bytes; their zero bitmap */
    uint8_t *rgba_buffer = calloc(2, n + 4);
    uint8_t *filtered = malloc(2 * n);
    uint64_t *zeros = malloc(2 * (n / 64 + 1) * sizeof *zeros);
    /* signature 8, IHDR 25, IDAT's length and type 8, zlib header 2; then the blocks. */
    s.capacity = raw_length / 8 + 4096;
    s.png = malloc(s.capacity);
    /* the blocks written, for the next frame (at most one a row) */
    cpng_fast_block *blocks = blocks_out ? malloc((size_t)height * sizeof *blocks) : NULL;
    uint32_t nblocks = 0;
    if (!s.tokens || !rgba_buffer || !filtered || !zeros || !s.png || (blocks_out && !blocks)) goto out_of_memory;

    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    memcpy(s.png, signature, 8);
    uint8_t *ihdr = s.png + 16;
    cpng_put32(ihdr, width);
    cpng_put32(ihdr + 4, height);
    ihdr[8] = 8;   /* bit depth */
    ihdr[9] = 6;   /* colour type: RGBA */
    ihdr[10] = 0;  /* deflate */
    ihdr[11] = 0;  /* adaptive filtering (each row says its filter) */
    ihdr[12] = 0;  /* not interlaced */
    size_t idat = 8 + cpng_finish_chunk(s.png + 8, "IHDR", 13);
    s.png[idat + 8] = 0x78; /* deflate, 32 K window */
    s.png[idat + 9] = 0x01; /* fastest; the header is a multiple of 31 */
    s.bits.out = s.png + idat + 10;

    /* The stream's Adler-32 is the blocks' combined: each block's is kept for the next frame. */
    uint32_t adler = 1, block_adler = 1;
    uint64_t block_raw = 0;
    uint32_t block_first = 0, next_previous = 0;
    size_t turn = 0;
#if CPNG_AVX2
    __builtin_cpu_init();
    int avx2 = __builtin_cpu_supports("avx2");
#else
    int avx2 = 0;
#endif
    for (uint32_t y = 0; y < height;) {
        const uint8_t *src = data + (size_t)y * stride;
        if (previous && y == block_first) {
            /* A block starts here: the previous frame's block from this row, if its rows are these. */
            while (next_previous < previous->block_count && previous->blocks[next_previous].first_row < y) next_previous++;
            const cpng_fast_block *b = next_previous < previous->block_count ? &previous->blocks[next_previous] : NULL;
            if (b && b->first_row == y && cpng_block_reusable(b, data, stride, previous, n, height)) {
                uint64_t start = cpng_rle_position(&s);
                if (!cpng_rle_reserve(&s, (size_t)(b->bit_count / 8) + 16)) goto out_of_memory;
                cpng_bits_copy(&s.bits, previous->png + CPNG_DEFLATE_START, b->bit_start, b->bit_count);
                adler = cpng_adler_combine(adler, b->adler, b->raw_length);
                if (blocks) blocks[nblocks++] = (cpng_fast_block){y, b->end_row, b->adler, b->raw_length, start, b->bit_count, 1};
                /* the row above the next, unpremultiplied where the filter would have left it */
                cpng_unpremultiply_row(data + (size_t)(b->end_row - 1) * stride, rgba_buffer + 4 + (turn ^ 1) * (n + 4), width);
                y = block_first = b->end_row;
                continue;
            }
        }
        if (y > 0 && memcmp(src, src - stride, n) == 0) {
            cpng_rle_literal(&s, 2); /* Up: all zeros */
            cpng_rle_zeros(&s, n);
            uint32_t a = ((block_adler & 0xffff) + 2) % 65521, b = ((block_adler >> 16) + a) % 65521;
            block_adler = cpng_adler_zeros(b << 16 | a, n);
        } else {
            /* the two unpremultiplied rows take turns (a row equal to the one above is not made) */
            uint8_t *rgba = rgba_buffer + 4 + turn * (n + 4), *above = rgba_buffer + 4 + (turn ^ 1) * (n + 4);
            turn ^= 1;
            uint8_t *sub = filtered, *up = filtered + n;
            uint64_t *sub_zeros = zeros, *up_zeros = zeros + n / 64 + 1;
            size_t sub_count, up_count;
            cpng_filter_row(src, rgba, y > 0 ? above : NULL, width, avx2, sub, sub_zeros, &sub_count, up, up_zeros, &up_count);
            uint8_t filter = up_count > sub_count ? 2 : 1; /* Up or Sub, whichever has more zeros */
            const uint8_t *row = filter == 2 ? up : sub;
            block_adler = libdeflate_adler32(libdeflate_adler32(block_adler, &filter, 1), row, n);
            cpng_rle_literal(&s, filter);
            cpng_rle_row(&s, row, filter == 2 ? up_zeros : sub_zeros, n);
        }
        block_raw += 1 + n;
        if (s.count >= CPNG_BLOCK_TOKENS || (y + 1) % CPNG_BLOCK_ROWS == 0 || y + 1 == height) {
            uint64_t start = cpng_rle_position(&s);
            if (!cpng_rle_block(&s, y + 1 == height)) goto out_of_memory;
            adler = cpng_adler_combine(adler, block_adler, block_raw);
            if (blocks) blocks[nblocks++] = (cpng_fast_block){block_first, y + 1, block_adler, block_raw, start, cpng_rle_position(&s) - start, 0};
            block_first = y + 1;
            block_adler = 1;
            block_raw = 0;
        }
        y++;
    }
    cpng_bits_flush(&s.bits);
    if (!cpng_rle_reserve(&s, 4 + 4 + 12)) goto out_of_memory;
    cpng_put32(s.bits.out, adler);
    size_t deflated = (size_t)(s.bits.out + 4 - (s.png + idat + 8));
    if (deflated > 0x7fffffffu) {
        free(s.tokens); free(rgba_buffer); free(filtered); free(zeros); free(s.png); free(blocks);
        cpng_set_message(message, message_size, "image too large for the PNG encoder");
        return CPNG_ERR_ARGUMENT;
    }
    size_t at = idat + cpng_finish_chunk(s.png + idat, "IDAT", deflated);
    at += cpng_finish_chunk(s.png + at, "IEND", 0);
    free(s.tokens); free(rgba_buffer); free(filtered); free(zeros);
    *out = s.png;
    *out_length = at;
    if (blocks_out) {
        *blocks_out = blocks;
        *block_count = nblocks;
    }
    return CPNG_OK;

out_of_memory:
    free(s.tokens); free(rgba_buffer); free(filtered); free(zeros); free(s.png); free(blocks);
    cpng_set_message(message, message_size, "out of memory encoding the PNG");
    return CPNG_ERR_MEMORY;
}

int cpng_encode_argb32_fast(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, int level,
                            uint8_t **out, size_t *out_length, char *message, size_t message_size) {
    size_t raw_length = cpng_raw_length(data, width, height, stride, level, out, out_length, message, message_size);
    if (raw_length == 0) return CPNG_ERR_ARGUMENT;
    if (level == 1) return cpng_encode_rle(data, width, height, stride, raw_length, NULL, NULL, NULL, out, out_length, message, message_size);
    size_t row_bytes = 1 + (size_t)width * 4;
    uint8_t *raw = malloc(raw_length);
    if (!raw) {
        cpng_set_message(message, message_size, "out of memory encoding the PNG");
        return CPNG_ERR_MEMORY;
    }
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = raw + (size_t)y * row_bytes;
        row[0] = 0; /* filter: none */
        cpng_unpremultiply_row(data + (size_t)y * stride, row + 1, width);
    }
    return cpng_wrap(raw, raw_length, width, height, level, out, out_length, message, message_size);
}

int cpng_encode_argb32_fast_after(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                                  const cpng_fast_previous *previous, cpng_fast_block **blocks, uint32_t *block_count,
                                  uint8_t **out, size_t *out_length, char *message, size_t message_size) {
    if (!blocks || !block_count) {
        cpng_set_message(message, message_size, "no place for the blocks written");
        return CPNG_ERR_ARGUMENT;
    }
    size_t raw_length = cpng_raw_length(data, width, height, stride, 1, out, out_length, message, message_size);
    if (raw_length == 0) return CPNG_ERR_ARGUMENT;
    if (previous && (!previous->data || !previous->png || (previous->block_count && !previous->blocks)
                     || previous->width != width || previous->height != height || previous->stride < (size_t)width * 4)) {
        cpng_set_message(message, message_size, "the previous frame is incomplete or of another size");
        return CPNG_ERR_ARGUMENT;
    }
    return cpng_encode_rle(data, width, height, stride, raw_length, previous, blocks, block_count, out, out_length, message, message_size);
}
