/*
 * The PNG around a zlib stream, for the encoders that do without libpng (cpng_fast.c,
 * cpng_filtered.c): signature, IHDR (8-bit RGBA), one IDAT holding the whole stream, IEND.
 * No time or text chunks, so the same rows always give the same bytes. Private to CPNG.
 */
#pragma once
#include "cpng.h"
#include "cpng_sink.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static inline void cpng_put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/* Writes a chunk at `p` (length, type, payload already at p + 8, CRC); returns its size. */
static inline size_t cpng_finish_chunk(uint8_t *p, const char type[4], size_t length) {
    cpng_put32(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    cpng_put32(p + 8 + length, libdeflate_crc32(0, p + 4, 4 + length));
    return 12 + length;
}

/* Checks the arguments every libdeflate encoder takes and sizes its filtered rows (1 filter
   byte + 4 bytes a pixel, a row); 0 with `message` set when they are unusable. */
static inline size_t cpng_raw_length(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, int level,
                                     uint8_t **out, size_t *out_length, char *message, size_t message_size) {
    if (!data || !out || !out_length || width == 0 || height == 0 || level < 1 || level > 12
        || width > 0x7fffffffu / 4 || stride < (size_t)width * 4) {
        cpng_set_message(message, message_size, "invalid arguments to the PNG encoder");
        return 0;
    }
    *out = NULL;
    *out_length = 0;
    size_t row_bytes = 1 + (size_t)width * 4;
    if ((size_t)height > (SIZE_MAX / 2) / row_bytes) {
        cpng_set_message(message, message_size, "image too large for the PNG encoder");
        return 0;
    }
    return row_bytes * height;
}

/* Deflates `raw` (the filtered rows; freed here whatever happens) at `level` and wraps it
   as a PNG of width × height in *out (malloc'ed). */
static inline int cpng_wrap(uint8_t *raw, size_t raw_length, uint32_t width, uint32_t height, int level,
                            uint8_t **out, size_t *out_length, char *message, size_t message_size) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    size_t bound = compressor ? libdeflate_zlib_compress_bound(compressor, raw_length) : 0;
    /* signature 8, IHDR 25, IDAT 12 + data, IEND 12 */
    size_t capacity = 8 + 25 + 12 + bound + 12;
    uint8_t *png = (!compressor || bound > 0x7fffffffu || capacity < bound) ? NULL : malloc(capacity);
    if (!png) {
        free(raw);
        if (compressor) libdeflate_free_compressor(compressor);
        cpng_set_message(message, message_size, "out of memory encoding the PNG");
        return CPNG_ERR_MEMORY;
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    memcpy(png, signature, 8);
    size_t at = 8;
    uint8_t *ihdr = png + at + 8;
    cpng_put32(ihdr, width);
    cpng_put32(ihdr + 4, height);
    ihdr[8] = 8;   /* bit depth */
    ihdr[9] = 6;   /* colour type: RGBA */
    ihdr[10] = 0;  /* deflate */
    ihdr[11] = 0;  /* adaptive filtering (each row says its filter) */
    ihdr[12] = 0;  /* not interlaced */
    at += cpng_finish_chunk(png + at, "IHDR", 13);
    size_t deflated = libdeflate_zlib_compress(compressor, raw, raw_length, png + at + 8, bound);
    free(raw);
    libdeflate_free_compressor(compressor);
    if (deflated == 0) {
        free(png);
        cpng_set_message(message, message_size, "the PNG encoder ran out of room (libdeflate)");
        return CPNG_ERR_MEMORY;
    }
    at += cpng_finish_chunk(png + at, "IDAT", deflated);
    at += cpng_finish_chunk(png + at, "IEND", 0);
    *out = png;
    *out_length = at;
    return CPNG_OK;
}
