/*
 * libpng behind return codes.
 *
 * libpng reports errors by longjmp-ing out of the failing call. A longjmp across Swift
 * frames is undefined behaviour, so every libpng call lives in this file, inside a
 * setjmp guard, and Swift only ever sees an int status and a message.
 */
#pragma once
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    CPNG_OK = 0,
    CPNG_ERR_IO = 1,       /* the file could not be opened, written or read */
    CPNG_ERR_FORMAT = 2,   /* not a PNG, or a corrupt one */
    CPNG_ERR_LIMIT = 3,    /* larger than the caller's limits */
    CPNG_ERR_MEMORY = 4,
    CPNG_ERR_ARGUMENT = 5
};

/* Filter choices (a subset of libpng's, named for what they are for). */
enum {
    CPNG_FILTERS_NONE = 0,   /* fastest: animation frames */
    CPNG_FILTERS_ALL = 1     /* smallest: snapshots and references */
};

/*
 * Reads any PNG (palette, grey, 16-bit, interlaced…) as straight-alpha RGBA8, in two
 * steps so that the caller can allocate the pixels itself: open (signature, IHDR and the
 * chunks before the image; the size is checked against the limits before libpng
 * allocates anything), then read the pixels into the caller's buffer, then close.
 *
 * Bounded whatever the input claims: the size limits are checked from the IHDR before
 * anything is allocated (and set as libpng's user limits too); every ancillary chunk
 * (text, zTXt/iTXt, iCCP, eXIf, sPLT, unknown ones) is skipped unread — pixels are taken
 * as they are stored, so none of them changes the result — and no chunk may allocate
 * more than 1 MiB; decompression writes only into the image's rows.
 * A truncated input names the byte where it ends and the chunk it ends in.
 */
typedef struct cpng_reader cpng_reader;

/* What a reader accepts: at most max_side pixels a side and max_pixels in all. */
typedef struct {
    uint32_t max_side;
    uint64_t max_pixels;
} cpng_limits;

/* Opens PNG bytes in memory; `bytes` must stay valid until the reader is closed. On success
   *reader is set (close it with cpng_reader_close) and *width and *height are the image's
   size; on failure *reader is NULL and message says why. `is_file`: messages call the bytes
   "the file" (a file read whole by the caller) rather than "the data". */
int cpng_reader_open_memory(const uint8_t *bytes, size_t length, int is_file, cpng_limits limits, cpng_reader **reader,
                            uint32_t *width, uint32_t *height, char *message, size_t message_size);

/* Decodes the pixels into `rgba` (at least width*height*4 bytes, rows packed). Call once. */
int cpng_reader_read_rgba(cpng_reader *reader, uint8_t *rgba, size_t capacity,
                          char *message, size_t message_size);

void cpng_reader_close(cpng_reader *reader);

/*
 * The reader's fast path (no libpng, cpng_read_fast.c): PNG bytes that are 8-bit RGBA, not
 * interlaced, within `limits`, every CRC right and the zlib stream whole, decoded by
 * libdeflate. cpng_fast_size checks the signature and IHDR and gives the size;
 * cpng_decode_rgba_fast checks everything else and decodes into `rgba`, which must hold
 * (width*4 + 1)*height bytes (the filtered rows are inflated there and unfiltered in place);
 * on success its first width*height*4 bytes are the pixels, rows packed. Anything else returns CPNG_ERR_FORMAT and
 * no message: read it with the libpng reader above, which decides and says why.
 */
int cpng_fast_size(const uint8_t *bytes, size_t length, cpng_limits limits, uint32_t *width, uint32_t *height);
int cpng_decode_rgba_fast(const uint8_t *bytes, size_t length, cpng_limits limits, uint8_t *rgba, size_t capacity);

/*
 * Encodes ARGB32 pixels (as cpng_write_argb32) into memory. On success *png is malloc'ed
 * (free with cpng_free) and holds *length bytes.
 */
int cpng_encode_argb32(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                       int zlib_level, int filters, uint8_t **png, size_t *length,
                       char *message, size_t message_size);

/*
 * The same PNG without libpng, for frames and gallery images. Level 1: our own deflate
 * stream (cpng_fast.c: rows filtered Up or Sub, runs of zeros, dynamic Huffman blocks),
 * several times faster than libdeflate. Levels 2…12: unfiltered rows deflated by libdeflate
 * at `level`. Decodes to the same pixels as cpng_encode_argb32; the same pixels give the
 * same bytes.
 */
int cpng_encode_argb32_fast(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, int level,
                            uint8_t **png, size_t *length, char *message, size_t message_size);

/*
 * A frame after another (cpng_fast.c, level 1): the same bytes cpng_encode_argb32_fast
 * writes at level 1, but each deflate block whose rows (and the row above its first) are
 * those of a block of `previous` — the frame encoded before, of the same size — is copied
 * from that frame's PNG instead of being filtered and coded again: most of an animation's
 * frame stands still. `previous` may be NULL. On success *blocks (malloc'ed, free with
 * cpng_free) holds the *block_count blocks written, for the next frame's `previous`.
 */
typedef struct {
    uint32_t first_row, end_row; /* the rows [first_row, end_row) */
    uint32_t adler;              /* Adler-32 of the block's raw bytes (filter bytes and rows) */
    uint64_t raw_length;         /* how many raw bytes that is */
    uint64_t bit_start, bit_count; /* where its bits lie, from the start of the deflate data */
    uint32_t copied;             /* 1: copied from the previous frame's PNG */
} cpng_fast_block;

typedef struct {
    const uint8_t *data; /* the frame's ARGB32 pixels, rows of `stride` bytes */
    uint32_t width, height;
    size_t stride;
    const uint8_t *png;  /* its PNG as this encoder wrote it */
    size_t png_length;
    const cpng_fast_block *blocks;
    uint32_t block_count;
} cpng_fast_previous;

int cpng_encode_argb32_fast_after(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                                  const cpng_fast_previous *previous, cpng_fast_block **blocks, uint32_t *block_count,
                                  uint8_t **png, size_t *length, char *message, size_t message_size);

/*
 * The small PNG without libpng: each row filtered as libpng's heuristic would (of None,
 * Sub, Up, Average and Paeth, the least sum of the filtered bytes' magnitudes as signed
 * bytes), deflated by libdeflate at `level` (1…12): snapshots, references, `proof render`.
 * `threads` 2: an image of 512 rows or more has its lower half filtered on a helper thread
 * (pthread; one thread if it cannot start); 1: every row on the calling thread. The bytes
 * are the same either way.
 * Decodes to the same pixels as cpng_encode_argb32; the same pixels give the same bytes.
 */
int cpng_encode_argb32_filtered(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, int level,
                                int threads, uint8_t **png, size_t *length, char *message, size_t message_size);

/*
 * Animation deltas (cpng_delta.c; no libpng). Both frames are ARGB32 of the same size and
 * `stride`. cpng_frame_delta sets *rect to the smallest rectangle holding every pixel that
 * differs (all zero when none does) and *changed_opaque to 1 when every differing pixel
 * of `current` is opaque. cpng_copy_delta copies `rect` of `current` into `out` (packed
 * rows, rect.width*4 bytes each), with every pixel equal in both frames made transparent
 * black when `clear_unchanged` is set (an APNG frame blended OVER the previous one).
 */
typedef struct {
    uint32_t x, y, width, height;
} cpng_rect;

int cpng_frame_delta(const uint8_t *previous, const uint8_t *current, uint32_t width, uint32_t height, size_t stride,
                     cpng_rect *rect, int *changed_opaque);

int cpng_copy_delta(const uint8_t *previous, const uint8_t *current, size_t stride, cpng_rect rect,
                    int clear_unchanged, uint8_t *out);

/* zlib's CRC-32, for assembling animated PNG chunks. */
uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t length);

/*
 * Cairo's premultiplied ARGB32 rows (`height` rows of `width` pixels, `stride` bytes apart)
 * as straight RGBA8 into `rgba` (width*height*4 bytes, rows packed): each colour
 * (c·255 + a/2) / a, clamped to 255, alpha 0 giving 0 — the unpremultiply the encoders do,
 * a row of opaque pixels only swapping red and blue. What `Raster.rgba` returns.
 */
void cpng_unpremultiply_rows(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, uint8_t *rgba);

/*
 * Straight RGBA8 pixels (rows packed) as Cairo's premultiplied ARGB32 rows, `stride` bytes
 * apart: each colour a·c / 255 rounded as Cairo's PNG reader rounds it (t = a·c + 128,
 * (t + t/256) / 256), alpha 0 giving 0, an opaque pixel only reordered.
 */
void cpng_premultiply_rows(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t *data, size_t stride);

void cpng_free(void *pointer);

#ifdef __cplusplus
}
#endif

/* Lossless WebP for the gallery (this header is the module's umbrella). */
#include "cwebp.h"
