/*
 * Deflate's dynamic Huffman codes, for the fast encoder's own deflate stream (cpng_fast.c):
 * length-limited code lengths from symbol counts, the canonical codes for them, and the
 * block header that describes them (RFC 1951 §3.2.7). Private to CPNG.
 */
#pragma once
#include <stdint.h>
#include <string.h>

/* An LSB-first bit writer into a buffer the caller has sized; at most 32 bits a put. */
typedef struct {
    uint8_t *out;
    uint64_t bits;
    unsigned count;
} cpng_bits;

static inline void cpng_bits_put(cpng_bits *w, uint32_t value, unsigned length) {
    w->bits |= (uint64_t)value << w->count;
    w->count += length;
    if (w->count >= 32) {
        uint32_t low = (uint32_t)w->bits;
        w->out[0] = (uint8_t)low; w->out[1] = (uint8_t)(low >> 8);
        w->out[2] = (uint8_t)(low >> 16); w->out[3] = (uint8_t)(low >> 24);
        w->out += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

/* Writes out the bits left, padded with zeros to a byte. */
static inline void cpng_bits_flush(cpng_bits *w) {
    while (w->count > 0) {
        *w->out++ = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

/* Code lengths (at most `limit` bits) for the `n` (≤ 2328) symbols counted in `freq`: a
   complete prefix code, the more frequent symbols never longer; unused symbols get 0. When
   fewer than two symbols are used, one more gets a length too (1 bit each), as decoders
   want a complete code. Deterministic: ties go by symbol number. */
void cpng_huffman_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths);

/* The canonical codes of `lengths`, bit-reversed for deflate's LSB-first writing. */
void cpng_huffman_codes(const uint8_t *lengths, int n, uint16_t *codes);

/* The `n` code lengths run-length coded as deflate and VP8L both code them: 16 repeats the
   length just written 3–6 times (so it is also VP8L's "last non-zero length"), 17 and 18
   give 3–10 and 11–138 zeros. Fills `symbol` and `extra` (room for `n` items each), adds
   each symbol to `freq` (19 counts) and returns how many items there are. */
int cpng_code_length_runs(const uint8_t *lengths, int n, uint8_t *symbol, uint8_t *extra, uint32_t *freq);

/* The code-length code of `n` code lengths, as deflate and VP8L both build it: the runs
   (cpng_code_length_runs, into `symbol` and `extra`), a code of at most 7 bits for their 19
   symbols (`cl_lengths`, `cl_codes`), and in `*ncl` how many of its lengths must be sent in
   the format's `order` (at least 4). Returns how many run items there are. */
int cpng_code_length_code(const uint8_t *lengths, int n, const uint8_t order[19], uint8_t *symbol, uint8_t *extra,
                          uint8_t cl_lengths[19], uint16_t cl_codes[19], int *ncl);

/* Writes the `items` run items of cpng_code_length_code with its code (16, 17 and 18 with
   their 2, 3 and 7 extra bits). */
void cpng_put_code_lengths(cpng_bits *w, const uint8_t *symbol, const uint8_t *extra, int items, const uint8_t cl_lengths[19],
                           const uint16_t cl_codes[19]);

/* Writes a dynamic block's header (BFINAL, BTYPE 2, the code lengths) for literal/length
   lengths `litlen` (286 entries; only the used prefix is sent) and the `ndist` distance
   lengths `dist`. */
void cpng_write_dynamic_header(cpng_bits *w, int final, const uint8_t *litlen, const uint8_t *dist, int ndist);
